/// Lines of text broken to fit a width, measured with the real fonts.
///
/// Matches UILabel's rules: explicit newlines start paragraphs; lines wrap at spaces (a word
/// wider than the line wraps between characters); past `maxLines` the last line is truncated
/// with "…" at the tail, head or middle as the line break mode says.
///
/// The text may change font along its length (an attributed string): each stretch in one
/// ``Style`` is measured with its own face, a line is as tall as its tallest style, and each
/// line comes back as the pieces of it in one style, in the order they are read.
package struct TextLayout: Equatable {
  /// The font of the characters up to (not including) `end`, counted in `Character`s from the
  /// start of the text: a layout's styles follow one another and the last reaches the end.
  /// `kern` points follow each character, as Core Text adds an attributed string's kerning.
  /// With `attachment`, each character is an attachment taking that rectangle (in points from
  /// its place on the baseline, y upward) instead of a glyph.
  package struct Style: Equatable {
    package var face: FontFace
    package var end: Int
    package var kern: CGFloat = 0
    package var attachment: CGRect?

    package init(face: FontFace, end: Int, kern: CGFloat = 0, attachment: CGRect? = nil) {
      self.face = face
      self.end = end
      self.kern = kern
      self.attachment = attachment
    }
  }

  /// A stretch of a line in one style.
  package struct Piece: Equatable {
    package var text: String
    /// The index of its ``Style``.
    package var style: Int
    package var width: CGFloat
  }

  package struct Line: Equatable {
    package var pieces: [Piece]
    package var width: CGFloat
    /// The direction of the paragraph the line belongs to, for ordering its pieces.
    package var paragraphIsRightToLeft = false
    /// The top of the line's box, down from the layout's top.
    package var top: CGFloat
    /// The line box's height: its styles' largest ascent plus their largest depth below it.
    package var height: CGFloat
    /// From the top of the line box down to the baseline.
    package var ascent: CGFloat

    /// The offsets of the text's characters the line shows, from its first to its last (the
    /// spaces a wrap drops are outside it); `nil` for a line that truncation shortened. Text
    /// views map carets and clicks through it.
    package var characters: Range<Int>?

    /// For a centred line cut to what its box shows (``ClipEdge/center``): where the kept
    /// characters sit in the whole line. `nil` for a line kept whole.
    package var cut: Cut?

    /// The line's characters, as read.
    package var text: String { pieces.count == 1 ? pieces[0].text : pieces.map(\.text).joined() }
  }

  /// Where the characters kept of a centred line sit in the whole line: that line's width,
  /// which centres it in its box, and the width of the characters cut off before the kept ones,
  /// which is how far into it they are drawn.
  package struct Cut: Equatable {
    package var wholeWidth: CGFloat
    package var start: CGFloat
  }

  package var lines: [Line]
  /// The height of one line of the first style: of every line, when the text has one style.
  package var lineHeight: CGFloat

  package var size: CGSize {
    CGSize(width: lines.map(\.width).max() ?? 0, height: lines.last.map { $0.top + $0.height } ?? 0)
  }

  package static let ellipsis = "…"

  /// Where lines break and what happens to text that does not fit: the behaviours of UIKit's
  /// `NSLineBreakMode` and of a text layer's wrapping and truncation modes.
  package enum LineBreak: Sendable {
    /// Lines wrap at spaces; a word wider than the line wraps between characters.
    case wordWrap
    /// Lines wrap between any two characters.
    case charWrap
    /// The last line is not shortened.
    case clip
    /// The last line that fits starts with "…".
    case truncateHead
    /// The last line that fits ends with "…".
    case truncateTail
    /// The last line that fits has "…" in its middle.
    case truncateMiddle
  }

  /// How much wider than `maxWidth` a line may measure and still fit. A frame that Auto Layout
  /// sized to a label's own width arrives as the difference of two rounded edges, such as
  /// 283.333… − 252.0 = 31.33333333333331 for a text 31.333333333333332 wide: without this
  /// allowance for floating-point error, the text that set the width would be truncated in it.
  static let widthTolerance: CGFloat = 1.0 / 1024

  /// Lays out `text` in one font.
  package init(
    text: String, face: FontFace, scale: CGFloat, maxWidth: CGFloat, maxLines: Int,
    lineBreakMode: LineBreak
  ) {
    self.init(
      text: text, styles: [Style(face: face, end: .max)], scale: scale, maxWidth: maxWidth,
      maxLines: maxLines, lineBreakMode: lineBreakMode)
  }

  /// Lays out `text` in `styles` (at least one) in lines no wider than `maxWidth`, at most
  /// `maxLines` of them (0 means no limit), measuring at `scale` pixels per point, with
  /// `lineSpacing` points between lines.
  ///
  /// With `clippedTo`, a line that is neither wrapped nor truncated and does not fit keeps only
  /// what shows inside `maxWidth` when it is held to that edge: a clipped line of 100,000
  /// characters is measured and drawn only as far as its view's bounds.
  package init(
    text: String, styles: [Style], scale: CGFloat, maxWidth: CGFloat, maxLines: Int,
    lineBreakMode: LineBreak, lineSpacing: CGFloat = 0, clippedTo edge: ClipEdge? = nil
  ) {
    self.init(
      measure: TextMeasure(text: text, styles: styles, scale: scale), maxWidth: maxWidth,
      maxLines: maxLines, lineBreakMode: lineBreakMode, lineSpacing: lineSpacing,
      clippedTo: edge)
  }

  /// Lays out the text `measure` holds, as the initializer above does, with the widths it has
  /// already measured: a label lays out its text at more than one width (its intrinsic size,
  /// unlimited, then at its bounds), and one measure of the text serves them all.
  package init(
    measure: TextMeasure, maxWidth: CGFloat, maxLines: Int, lineBreakMode: LineBreak,
    lineSpacing: CGFloat = 0, clippedTo edge: ClipEdge? = nil
  ) {
    // UIKit callers ask for an unlimited width as `.greatestFiniteMagnitude` (a label measuring
    // its intrinsic size does too): it lays out as infinity does, no line measured to see
    // whether it fits.
    let maxWidth =
      maxWidth < .greatestFiniteMagnitude ? maxWidth + Self.widthTolerance : .infinity
    lineHeight = measure.metrics[0].lineHeight
    guard !measure.text.isEmpty else {
      lines = []
      return
    }
    let limit = maxLines > 0 ? maxLines : Int.max
    var wrapper = LineWrapper(
      measure: measure, maxWidth: maxWidth, wraps: maxLines != 1,
      byCharacter: lineBreakMode == .charWrap)
    var kept: [Segments] = []
    var directions: [Bool] = []
    while kept.count < limit, let line = wrapper.next() {
      kept.append(line.segments)
      directions.append(line.paragraphIsRightToLeft)
    }
    // Lines past the limit are wrapped only as far as truncation needs them.
    var following = wrapper.next().map { [$0.segments] } ?? []
    let overflow = !following.isEmpty
    let truncates = [.truncateTail, .truncateHead, .truncateMiddle].contains(lineBreakMode)
    if truncates, let last = kept.last {
      let lastFitting = measure.fitting(last, maxWidth: maxWidth)
      if overflow || !lastFitting.fits {
        // The lines that do not fit follow the last one, a space between each. Truncating the
        // tail needs them only until the joined text no longer fits; the head and middle keep
        // the text's end, so they take all of them.
        func full() -> Segments { Self.joined(last, following[...], measure: measure) }
        // About as many characters as fit at the line's average width: a single line of
        // 100,000 characters then measures a few short candidates, not a gallop down from
        // its whole length.
        let guess = lastFitting.fits ? measure.count(of: last) : lastFitting.estimate
        // The head and the middle keep the text's end: read from the text itself when the
        // joined lines are known to end the same way, without wrapping them all.
        if overflow, lineBreakMode != .truncateTail,
          let truncated = Self.truncateWithoutWrapping(
            last: last, following: &following, wrapper: &wrapper, maxWidth: maxWidth,
            mode: lineBreakMode, guess: guess, measure: measure)
        {
          kept[kept.count - 1] = truncated
        } else {
          while overflow,
            lineBreakMode != .truncateTail
              || measure.fitting(measure.trimmingTrailingSpaces(full()), maxWidth: maxWidth).fits,
            let line = wrapper.next()
          {
            following.append(line.segments)
          }
          kept[kept.count - 1] =
            Self.truncate(
              full(), maxWidth: maxWidth, mode: lineBreakMode, guess: guess, measure: measure
            ).segments
        }
      }
    }
    var cuts = [Cut?](repeating: nil, count: kept.count)
    if let edge, !truncates {
      for index in kept.indices {
        (kept[index], cuts[index]) = Self.visiblePart(
          of: kept[index], readsFromRight: directions[index], edge: edge, maxWidth: maxWidth,
          measure: measure)
      }
    }
    var top: CGFloat = 0
    lines = kept.indices.map { index in
      let pieces = measure.pieces(kept[index])
      let styles = pieces.isEmpty ? [measure.style(of: kept[index].first)] : pieces.map(\.style)
      let metrics = Set(styles).map { measure.metrics[$0] }
      let ascent = metrics.map(\.ascent).max() ?? 0
      let below = metrics.map { $0.lineHeight - $0.ascent }.max() ?? 0
      let line = Line(
        pieces: pieces, width: pieces.reduce(0) { $0 + $1.width },
        paragraphIsRightToLeft: directions[index], top: top, height: ascent + below,
        ascent: ascent,
        characters: Self.characters(of: kept[index]), cut: cuts[index])
      top += line.height + lineSpacing
      return line
    }
  }

  /// Whether the first paragraph of `text` in `styles`, on one line, measures wider than
  /// `width`: prefixes of doubling length are measured until one is, so a long text that is
  /// known to be too wide after a few hundred characters is not shaped whole.
  package static func firstParagraph(
    of text: String, styles: [Style], scale: CGFloat, isWiderThan width: CGFloat
  ) -> Bool {
    let measure = TextMeasure(text: text, styles: styles, scale: scale)
    return !measure.fitting([.characters(measure.paragraphs[0])], maxWidth: width).fits
  }

  /// The characters `segments` show, when they are only characters.
  private static func characters(of segments: Segments) -> Range<Int>? {
    var range: Range<Int>?
    for segment in segments {
      guard case .characters(let characters) = segment else { return nil }
      range = range.map { $0.lowerBound..<characters.upperBound } ?? characters
    }
    return range
  }

  /// What a line or a candidate line holds, in reading order.
  typealias Segments = [Segment]

  enum Segment: Equatable {
    /// Characters of the text, by their offsets.
    case characters(Range<Int>)
    /// The truncation mark, in the style of the characters beside it.
    case ellipsis(style: Int)
    /// The space that joins the lines cut off by truncation, in the style of the character
    /// before it.
    case space(style: Int)
  }

  /// Cuts a word of `paragraph` too wide for one line into at most `limit` lines that fit (at
  /// least one character each). Returns them, the rest (with the word's trailing spaces), and
  /// whether the rest fits one line; when it does not, the caller cuts it again when it needs
  /// more lines.
  ///
  /// Each cut searches from an estimate: where the characters' running advances reach the
  /// width, when the word's text allows a stretch of it to be shaped once (see
  /// ``RunningAdvances``), and the previous cut's length otherwise (the first from the average
  /// character width of the word's first 256 characters). Candidates between two safe cuts of
  /// the shaped stretch are measured by its sums; others are shaped, with their own running
  /// advances, so that a shorter candidate at a safe cut of a shaped one is measured by those:
  /// a line that starts at an unsafe cut is shaped once, one character longer than it fits,
  /// not once for each candidate. So a word of 100,000 characters (a URL, a hash, base64) wraps
  /// in time proportional to the lines asked for. The candidates the next lines will shape
  /// are foreseen from the sums and shaped ahead on two processors (``LineForesight``).
  static func cutToFit(
    _ word: Range<Int>, of paragraph: Range<Int>, maxWidth: CGFloat, measure: TextMeasure,
    limit: Int = .max
  ) -> (lines: [Range<Int>], rest: Range<Int>, restFits: Bool) {
    let end = measure.trimmingTrailingSpaces(word).upperBound
    var start = word.lowerBound
    var count = end - start
    // The stretch shaped once, `runningStart..<runningEnd`: the word's whole paragraph when it
    // was shaped whole already (measured at an unlimited width first); otherwise about the
    // characters of the lines asked for, shaped again from the next line's start when the
    // lines pass its end (and tried again only then, when its text does not allow it).
    var running = measure.keptRunningAdvances(ofParagraph: paragraph)
    var runningStart = running == nil ? start : paragraph.lowerBound
    var runningEnd = running == nil ? start : end
    var guess = 1
    if running == nil {
      let sample = min(count, 256)
      let average =
        measure.width([.characters(start..<(start + sample))]) / CGFloat(max(sample, 1))
      if average > 0 { guess = Int(min(max(maxWidth / average, 1), CGFloat(count))) }
    }
    var lines: [Range<Int>] = []
    // The candidates shaped ahead, on two processors, for the lines from here.
    var foresight = LineForesight()
    defer { foresight.leaveUnused() }
    while start < end && lines.count < limit {
      let from = start
      if from >= runningEnd {
        let stretch = min(count, max(guess, 16) * min(limit - lines.count, 256) * 2 + 64)
        running = count > 1 ? measure.runningAdvances(from..<(from + stretch)) : nil
        runningStart = from
        runningEnd = from + stretch
      }
      let offset = from - runningStart
      // The candidate lines shaped so far, as running advances of their own, and the widths
      // found, by length.
      var shaped =
        running.map {
          foresight.candidates(
            forLineAt: from, running: $0, runningStart: runningStart, wordEnd: end,
            maxWidth: maxWidth, linesLeft: limit - lines.count, measure: measure)
        } ?? []
      var widths: [(length: Int, width: CGFloat)] = []
      // A candidate between safe cuts is measured by the sums, and one at a safe cut of a
      // shaped candidate by that candidate's sums; others are shaped.
      func measured(_ length: Int) -> CGFloat {
        if let exact = running?.exactWidth(offset, offset + length) { return exact }
        for line in shaped {
          if let exact = line.exactWidth(0, length) { return exact }
        }
        // One character longer where the word may be cut after it: the search asks for that
        // candidate next when this one fits, and this one is likely a safe cut of it.
        let longer = length < count && running?.isSafeCut(offset + length) == true
        for extra in longer ? [1, 0] : [0]
        where !shaped.contains(where: { $0.sums.count - 1 == length + extra }) {
          guard let line = measure.runningAdvances(from..<(from + length + extra)) else { break }
          shaped.append(line)
          if let exact = line.exactWidth(0, length) { return exact }
        }
        return measure.width([.characters(from..<(from + length))])
      }
      func width(_ length: Int) -> CGFloat {
        if let known = widths.first(where: { $0.length == length }) { return known.width }
        let width = measured(length)
        widths.append((length, width))
        return width
      }
      let estimate = running.map { running in
        let settled = running.estimatedFitting(from: offset, maxWidth: maxWidth, near: guess)
        // Past the stretch's end the estimate says nothing: the last cut's length is better.
        return offset + settled < running.sums.count - 1 ? settled : max(settled, guess)
      }
      let fitting = longestFitting(count, near: estimate ?? guess, maxWidth: maxWidth, width: width)
      if fitting == count { return (lines, start..<word.upperBound, true) }
      let cut = max(1, fitting)
      // Laid out again as a line, it finds its width kept.
      if let known = widths.first(where: { $0.length == cut }) {
        measure.remember(from..<(from + cut), width: known.width)
      }
      lines.append(start..<(start + cut))
      start += cut
      count -= cut
      guess = cut
    }
    return (lines, start..<word.upperBound, start >= end)
  }

  /// Shortens `full` to fit with an ellipsis at the tail, head or middle; `guess` is about how
  /// many characters will stay. Returns the line and how many of `full`'s characters it kept.
  static func truncate(
    _ full: Segments, maxWidth: CGFloat, mode: LineBreak, guess: Int, measure: TextMeasure
  ) -> (segments: Segments, kept: Int) {
    let characters = measure.characters(of: full)
    func candidate(_ kept: Int) -> Segments {
      switch mode {
      case .truncateHead:
        let tail = measure.trimmingLeadingSpaces(characters[(characters.count - kept)...])
        return [.ellipsis(style: measure.style(of: tail.first ?? characters.last))] + tail
      case .truncateMiddle:
        let headCount = (kept + 1) / 2
        let head = measure.trimmingTrailingSpaces(characters[..<headCount])
        let tail = measure.trimmingLeadingSpaces(
          characters[(characters.count - (kept - headCount))...])
        return head + [.ellipsis(style: measure.style(of: head.last ?? characters.first))] + tail
      default:
        let head = measure.trimmingTrailingSpaces(characters[..<kept])
        return head + [.ellipsis(style: measure.style(of: head.last ?? characters.first))]
      }
    }
    let kept = longestFitting(characters.count, near: guess, maxWidth: maxWidth) {
      measure.width(candidate($0))
    }
    return (candidate(kept), kept)
  }

  /// The largest `n` in 0...count whose width fits `maxWidth` (0 when none does), for widths
  /// that grow with `n`.
  ///
  /// It gallops from `guess`, doubling its steps, then bisects what is left, so it measures
  /// O(log d) candidates, d being the distance from the guess to the answer: a short answer in
  /// a long text costs a few short measurements, not a bisection of the whole text.
  static func longestFitting(
    _ count: Int, near guess: Int, maxWidth: CGFloat, width: (Int) -> CGFloat
  ) -> Int {
    // The answer lies in low...high; `low` fits (0 counts as fitting).
    var low = 0
    var high = count
    let start = min(max(guess, 1), count)
    if start > 0 {
      var step = 1
      if width(start) <= maxWidth {
        low = start
        while low < high {
          let next = min(low + step, high)
          guard width(next) <= maxWidth else {
            high = next - 1
            break
          }
          low = next
          step *= 2
        }
      } else {
        high = start - 1
        while low < high {
          let next = max(high - step, low)
          if next == low { break }
          guard width(next) > maxWidth else {
            low = next
            break
          }
          high = next - 1
          step *= 2
        }
      }
    }
    while low < high {
      let mid = (low + high + 1) / 2
      if width(mid) <= maxWidth { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
