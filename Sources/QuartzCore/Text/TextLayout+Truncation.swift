extension TextLayout {
  /// `last` and the lines after it as truncation reads them: one line, a space between each.
  static func joined(_ last: Segments, _ following: ArraySlice<Segments>, measure: TextMeasure)
    -> Segments
  {
    var remainder: Segments = []
    for (offset, line) in following.enumerated() {
      if offset > 0 { remainder.append(.space(style: measure.lastStyle(of: remainder))) }
      remainder += line
    }
    return measure.count(of: remainder) == 0
      ? last : last + [.space(style: measure.lastStyle(of: last))] + remainder
  }

  /// The last line truncated at the head or in the middle, read from the two ends of the joined
  /// lines without wrapping the ones in between; `nil` when that cannot be known to give what
  /// wrapping them all would (the caller then wraps them).
  ///
  /// The head keeps the joined text's end, the middle its start and its end, each about a
  /// line's worth. The start is the first few lines wrapped. The end is read from the text:
  /// joining wrapped lines gives the text back, a line separator becoming a space, wherever a
  /// wrap drops a single space, and the end is checked for what it does not give back (two
  /// spaces in a row, a space before a separator or at the end, a word too wide for a line,
  /// which wrapping cuts). A three-line label of 100,000 characters then wraps four lines, not
  /// two thousand.
  static func truncateWithoutWrapping(
    last: Segments, following: inout [Segments], wrapper: inout LineWrapper, maxWidth: CGFloat,
    mode: LineBreak, guess: Int, measure: TextMeasure
  ) -> Segments? {
    // More than a line's worth at each end, so the answer lies well inside them.
    let reach = max(128, 2 * guess)
    var start = joined(last, following[..<min(1, following.count)], measure: measure)
    var taken = min(1, following.count)
    while mode == .truncateMiddle, measure.count(of: start) <= reach {
      if taken == following.count {
        guard let line = wrapper.next() else { return nil }
        following.append(line.segments)
      }
      taken += 1
      start = joined(last, following[..<taken], measure: measure)
    }
    guard let startEnd = lastCharacter(of: start),
      let end = endOfText(after: startEnd, reach: reach, maxWidth: maxWidth, measure: measure)
    else { return nil }
    let stand = start + [.space(style: measure.lastStyle(of: start))] + end.segments
    let (line, kept) = truncate(
      stand, maxWidth: maxWidth, mode: mode, guess: guess, measure: measure)
    // `stand` gives the joined text's candidates while the kept characters lie within its two
    // ends; the answer is right when its candidate and the next one (which did not fit) both do.
    let next = kept + 1
    let exact =
      mode == .truncateHead
      ? next <= end.count
      : (next + 1) / 2 <= measure.count(of: start) && next / 2 <= end.count
    return exact && next <= measure.count(of: stand) ? line : nil
  }

  /// The offset after the last character `segments` show.
  private static func lastCharacter(of segments: Segments) -> Int? {
    for segment in segments.reversed() {
      if case .characters(let range) = segment, !range.isEmpty { return range.upperBound }
    }
    return nil
  }

  /// The text's last `reach` or so characters, from the start of a word, as the joined lines end,
  /// each separator a space in the style before it; `nil` when they start before `after`, or
  /// when joining wrapped lines would not give them back (a last paragraph on one line that
  /// ends in a space keeps it, so that too).
  private static func endOfText(
    after: Int, reach: Int, maxWidth: CGFloat, measure: TextMeasure
  ) -> (segments: Segments, count: Int)? {
    // A last paragraph that wraps ends its last line without its trailing spaces.
    let lastParagraph = measure.paragraphs[measure.paragraphs.count - 1]
    let end =
      measure.fitting([.characters(lastParagraph)], maxWidth: maxWidth).fits
      ? lastParagraph.upperBound : measure.trimmingTrailingSpaces(lastParagraph).upperBound
    let separators = Set(
      measure.paragraphs.dropLast().reversed().prefix { $0.upperBound >= end - 4 * reach - 1 }
        .map(\.upperBound))
    func breaks(_ offset: Int) -> Bool { measure.isSpace(offset) || separators.contains(offset) }
    var start = end - reach
    // Back to the start of a word, but not through a word longer than a few lines.
    while start > after + 1, start > end - 4 * reach, !breaks(start - 1) { start -= 1 }
    guard start > after + 1, breaks(start - 1), !breaks(start), !breaks(end - 1) else {
      return nil
    }
    var segments: Segments = []
    var word = start
    var style = measure.style(at: start)
    for offset in start..<end {
      if separators.contains(offset) {
        guard !measure.isSpace(offset - 1) else { return nil }
        segments.append(.space(style: style))
      } else {
        if measure.isSpace(offset), measure.isSpace(offset + 1) { return nil }
        segments.append(.characters(offset..<(offset + 1)))
        style = measure.style(at: offset)
      }
      // A word ends: it must fit a line, with a space before it, or wrapping would cut it.
      if offset + 1 == end || breaks(offset + 1), !breaks(offset) {
        let from = word > 0 && measure.isSpace(word - 1) ? word - 1 : word
        guard measure.fitting([.characters(from..<(offset + 1))], maxWidth: maxWidth).fits
        else { return nil }
      }
      if breaks(offset) { word = offset + 1 }
    }
    return (segments, end - start)
  }
}
