extension TextLayout {
  /// The side of its box a line is held to (by its alignment), for cutting a line too wide
  /// for the box to what shows in it.
  package enum ClipEdge: Sendable {
    case left
    case right
  }

  /// What shows of a line held to `edge` when it is cut off at `maxWidth` from there: the
  /// characters that reach into the box from that edge and two more, for glyphs that reach past
  /// their advance (italics). A line that fits, or one made of more than its characters (an
  /// ellipsis), is kept whole.
  ///
  /// A line held to the side it starts from (the left of a left-to-right paragraph) keeps its
  /// start, one held to the other side its end, so the part drawn lands where the whole line's
  /// part did.
  static func visiblePart(
    of line: Segments, readsFromRight: Bool, edge: ClipEdge, maxWidth: CGFloat,
    measure: TextMeasure
  ) -> Segments {
    guard line.count == 1, case .characters(let range) = line[0] else { return line }
    let fitting = measure.fitting(line, maxWidth: maxWidth)
    guard !fitting.fits else { return line }
    let fromStart = (edge == .left) != readsFromRight
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
    return part(min(shown + 2, range.count))
  }
}
