extension TextLayout {
  /// The side of its box a line is held to (by its alignment), for cutting a line too wide
  /// for the box to what shows in it.
  package enum ClipEdge: Sendable {
    case left
    case right
    /// Centred: the middle of the whole line shows, cut off on both sides.
    case center
  }

  /// What shows of a line held to `edge` when it is cut off at `maxWidth` from there: the
  /// characters that reach into the box from that edge and two more, for glyphs that reach past
  /// their advance (italics). A line that fits, or one made of more than its characters (an
  /// ellipsis), is kept whole.
  ///
  /// A line held to the side it starts from (the left of a left-to-right paragraph) keeps its
  /// start, one held to the other side its end, so the part drawn lands where the whole line's
  /// part did. A centred line keeps its middle, with the ``Cut`` that places it.
  static func visiblePart(
    of line: Segments, readsFromRight: Bool, edge: ClipEdge, maxWidth: CGFloat,
    measure: TextMeasure
  ) -> (segments: Segments, cut: Cut?) {
    guard line.count == 1, case .characters(let range) = line[0] else { return (line, nil) }
    let fitting = measure.fitting(line, maxWidth: maxWidth)
    guard !fitting.fits else { return (line, nil) }
    let fromStart: Bool
    switch edge {
    case .left: fromStart = !readsFromRight
    case .right: fromStart = readsFromRight
    case .center:
      // A right-to-left paragraph's characters run from the right: kept whole.
      guard !readsFromRight else { return (line, nil) }
      return middle(of: range, maxWidth: maxWidth, measure: measure)
    }
    func part(_ count: Int) -> Segments {
      [
        .characters(
          fromStart
            ? range.lowerBound..<(range.lowerBound + count)
            : (range.upperBound - count)..<range.upperBound)
      ]
    }
    let shown = longestFitting(range.count, near: fitting.estimate, maxWidth: maxWidth) {
      measure.width(part($0))
    }
    return (part(min(shown + 2, range.count)), nil)
  }

  /// The characters of a left-to-right line too wide for its box that show when it is centred
  /// in it, two more on each side (for glyphs that reach past their advance), and where they
  /// start in the whole line. A line in more than one style, or with kerning or attachments, is
  /// kept whole.
  ///
  /// The whole line's caret offsets (``FontLibrary/caretOffsets(of:face:scale:)``) give both
  /// its width and where each character starts, so a centred line of 100,000 characters is
  /// measured once, and a word at a time, as a text field measures it.
  private static func middle(of range: Range<Int>, maxWidth: CGFloat, measure: TextMeasure)
    -> (segments: Segments, cut: Cut?)
  {
    let whole: Segments = [.characters(range)]
    let styleIndex = measure.style(at: range.lowerBound)
    let style = measure.styles[styleIndex]
    guard styleIndex == measure.style(at: range.upperBound - 1), style.kern == 0,
      style.attachment == nil
    else { return (whole, nil) }
    let offsets = FontLibrary.shared.caretOffsets(
      of: measure.string(range), face: style.face, scale: measure.scale)
    let width = offsets[offsets.count - 1]
    let hidden = (width - maxWidth) / 2
    guard hidden > 0 else { return (whole, nil) }
    // The first character that ends past the box's left edge, and the first that starts at or
    // past its right edge.
    let first = firstIndex(in: offsets) { $0 > hidden } - 1
    let last = firstIndex(in: offsets) { $0 >= hidden + maxWidth }
    let start = max(first - 2, 0)
    let end = min(last + 2, range.count)
    return (
      [.characters((range.lowerBound + start)..<(range.lowerBound + end))],
      Cut(wholeWidth: width, start: offsets[start])
    )
  }

  /// The first index of ascending `values` whose value passes `test`, which holds from some
  /// index on; `values.count` when none does.
  private static func firstIndex(in values: [CGFloat], where test: (CGFloat) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if test(values[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
