/// The text a ``TextLayout`` breaks into lines: its characters by offset, its paragraphs and
/// styles, and the widths it has measured.
///
/// Stretches are measured whole, one string per style, so a line in one font measures exactly
/// as that string does, kerning and shaping included.
package final class TextMeasure {
  typealias Metrics = (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat)

  package let text: String
  package let styles: [TextLayout.Style]
  package let scale: CGFloat
  /// Each style's vertical metrics.
  let metrics: [Metrics]
  /// The paragraphs, by character offsets, without the line separators between them
  /// (``Swift/Character/isLineSeparator``).
  let paragraphs: [Range<Int>]
  /// The index of each character, and the end index after them.
  private let indices: [String.Index]
  /// Whether every character is one byte: ASCII without a carriage return (which joins the
  /// line feed after it). Such text is indexed and searched by its bytes.
  private let oneBytePerCharacter: Bool
  /// Kept across the layouts that share this measure, and started over past
  /// ``widthsLimit`` pieces: a label laid out at many widths measures new lines at each.
  private var widths: [Measured: CGFloat] = [:]
  private static let widthsLimit = 32_768
  /// The widths of the lines a word was cut into, by their characters (``remember(_:width:)``):
  /// looked up by range, without making and hashing each line's string twice. Started over
  /// past ``widthsLimit``.
  private var cutWidths: [Range<Int>: CGFloat] = [:]
  /// A paragraph's running advances found kept (``keptRunningAdvances(ofParagraph:)``).
  private var keptParagraph: (range: Range<Int>, advances: RunningAdvances)?

  private struct Measured: Hashable {
    var text: String
    var style: Int
  }

  /// Measures `text` in `styles` at `scale` pixels per point, reading its characters and
  /// paragraphs now and its widths as a layout asks for them.
  package init(text: String, styles: [TextLayout.Style], scale: CGFloat) {
    self.text = text
    self.styles = styles
    self.scale = scale
    metrics = styles.map { style in
      let font = FontLibrary.shared.metrics(of: style.face, scale: scale)
      // An attachment raises the line to its top and lowers it to its bottom.
      guard let attachment = style.attachment else { return font }
      let ascent = max(font.ascent, attachment.maxY)
      let below = max(font.lineHeight - font.ascent, -attachment.minY)
      return (ascent, min(font.descent, attachment.minY), ascent + below)
    }
    // Made at its full size at once: a 100,000-character text's indices are 1.6 MB, and
    // growing the array, then copying it to add the end, moved and faulted them in again.
    var indices: [String.Index] = []
    indices.reserveCapacity(text.utf8.count + 1)
    // A byte's index is its character's when every character is one byte: finding the
    // boundaries of 100,000 characters a grapheme at a time takes ten times as long.
    oneBytePerCharacter =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
      } ?? false
    if oneBytePerCharacter {
      indices.append(contentsOf: text.utf8.indices)
    } else {
      indices.append(contentsOf: text.indices)
    }
    indices.append(text.endIndex)
    self.indices = indices
    var paragraphs: [Range<Int>] = []
    var start = 0
    if text.containsLineSeparator {
      for (offset, index) in indices.dropLast().enumerated() where text[index].isLineSeparator {
        paragraphs.append(start..<offset)
        start = offset + 1
      }
    }
    paragraphs.append(start..<(indices.count - 1))
    self.paragraphs = paragraphs
  }

  /// The characters at `range`.
  func string(_ range: Range<Int>) -> String {
    String(text[indices[range.lowerBound]..<indices[range.upperBound]])
  }

  /// The style of the character at `offset` (the last style past the end).
  func style(at offset: Int) -> Int {
    guard styles.count > 1 else { return 0 }
    var low = 0
    var high = styles.count - 1
    while low < high {
      let mid = (low + high) / 2
      if styles[mid].end > offset { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The style of a segment (of its first character), or the first style for none.
  func style(of segment: TextLayout.Segment?) -> Int {
    switch segment {
    case .characters(let range): style(at: range.lowerBound)
    case .ellipsis(let style), .space(let style): style
    case nil: 0
    }
  }

  /// The style of the last character of `segments`, or the first style for none.
  func lastStyle(of segments: TextLayout.Segments) -> Int {
    switch segments.last {
    case .characters(let range): style(at: max(range.upperBound - 1, range.lowerBound))
    case let segment: style(of: segment)
    }
  }

  /// The segments as pieces in one style each, neighbours in the same style joined.
  func pieces(_ segments: TextLayout.Segments) -> [TextLayout.Piece] {
    // Each part's text and style, and its characters while it is one run of them.
    var parts: [(text: String, style: Int, characters: Range<Int>?)] = []
    func add(_ text: String, _ style: Int, _ characters: Range<Int>? = nil) {
      if let last = parts.last, last.style == style {
        parts[parts.count - 1].text += text
        parts[parts.count - 1].characters = nil
      } else {
        parts.append((text, style, characters))
      }
    }
    for segment in segments {
      switch segment {
      case .characters(let range):
        var start = range.lowerBound
        while start < range.upperBound {
          let style = style(at: start)
          let end = min(range.upperBound, styles[style].end)
          add(string(start..<end), style, start..<end)
          start = end
        }
      case .ellipsis(let style): add(TextLayout.ellipsis, style)
      case .space(let style): add(" ", style)
      }
    }
    return parts.map { part in
      let width = part.characters.flatMap { cutWidths[$0] } ?? width((part.text, part.style))
      return TextLayout.Piece(text: part.text, style: part.style, width: width)
    }
  }

  /// The width of the segments, laid end to end.
  func width(_ segments: TextLayout.Segments) -> CGFloat {
    pieces(segments).reduce(0) { $0 + $1.width }
  }

  private func width(_ part: (text: String, style: Int)) -> CGFloat {
    let key = Measured(text: part.text, style: part.style)
    if let known = widths[key] { return known }
    let style = styles[part.style]
    let count = CGFloat(part.text.count)
    let measured =
      style.attachment.map { $0.width * count }
      ?? FontLibrary.shared.width(of: part.text, face: style.face, scale: scale)
      + (style.kern == 0 ? 0 : style.kern * count)
    keep(measured, for: key)
    return measured
  }

  /// Keeps a width, starting the widths over past ``widthsLimit``.
  private func keep(_ width: CGFloat, for key: Measured) {
    if widths.count >= Self.widthsLimit { widths.removeAll(keepingCapacity: true) }
    widths[key] = width
  }

  /// The characters at `range` shaped whole, for cutting one word into lines (see
  /// ``RunningAdvances``); `nil` unless they are one-byte characters in one style that
  /// measures them as its font shapes them (no kerning of its own, no attachment).
  func runningAdvances(_ range: Range<Int>) -> RunningAdvances? {
    runningStyle(of: range).flatMap {
      FontLibrary.shared.runningAdvances(of: string(range), face: $0.face, scale: scale)
    }
  }

  /// ``runningAdvances(_:)`` of each of `pieces`, shaped on two processors
  /// (``FontLibrary/runningAdvances(ofPieces:face:scale:)``): the lines a word is about to be
  /// cut into. `nil`, shaping nothing, when they cannot be, or the characters from the first
  /// piece's start to the last one's end cannot be measured by running advances in one style.
  func runningAdvances(ofPieces pieces: [Range<Int>]) -> [RunningAdvances?]? {
    guard let start = pieces.map(\.lowerBound).min(), let end = pieces.map(\.upperBound).max(),
      let style = runningStyle(of: start..<end)
    else { return nil }
    return FontLibrary.shared.runningAdvances(
      ofPieces: pieces.map(string), face: style.face, scale: scale)
  }

  /// The running advances of `paragraph` (one of ``paragraphs``) when the font library kept
  /// them from shaping it whole, as measuring a long word at an unlimited width does: cutting
  /// the word into lines then shapes nothing more but the candidates at unsafe cuts. `nil`
  /// otherwise, without shaping anything.
  func keptRunningAdvances(ofParagraph paragraph: Range<Int>) -> RunningAdvances? {
    if let kept = keptParagraph, kept.range == paragraph { return kept.advances }
    // Only long lines are kept; a shorter paragraph is not copied out to be looked up.
    guard paragraph.count >= FontLibrary.longLineLength, let style = runningStyle(of: paragraph),
      let advances = FontLibrary.shared.keptRunningAdvances(
        of: string(paragraph), face: style.face, scale: scale)
    else { return nil }
    keptParagraph = (paragraph, advances)
    return advances
  }

  /// The style of the characters at `range` if they can be measured by running advances.
  private func runningStyle(of range: Range<Int>) -> TextLayout.Style? {
    let style = styles[style(at: range.lowerBound)]
    guard oneBytePerCharacter, !range.isEmpty, style.end >= range.upperBound, style.kern == 0,
      style.attachment == nil
    else { return nil }
    return style
  }

  /// Keeps `width` as the width of the characters at `range`, which cutting a word settled (by
  /// running advances or by shaping the line): the lines a word was cut into are measured again
  /// when they are laid out.
  func remember(_ range: Range<Int>, width: CGFloat) {
    if cutWidths.count >= Self.widthsLimit { cutWidths.removeAll(keepingCapacity: true) }
    cutWidths[range] = width
  }

  /// Whether `segments` measure no wider than `maxWidth` and, when they do not, about how many
  /// of their characters fit.
  ///
  /// Prefixes of doubling length are measured, since a prefix that does not fit means the
  /// whole does not: a line of 100,000 characters is known to overflow after a few hundred are
  /// shaped, and one that fits costs about twice its own measurement.
  func fitting(_ segments: TextLayout.Segments, maxWidth: CGFloat) -> (fits: Bool, estimate: Int) {
    let count = count(of: segments)
    // Everything fits an unlimited width: nothing to measure.
    guard maxWidth < .infinity else { return (true, count) }
    var length = min(count, 64)
    while true {
      let width = width(length == count ? segments : prefix(segments, length))
      if width > maxWidth {
        return (false, Int((CGFloat(length) * maxWidth / width).rounded()))
      }
      if length == count { return (true, count) }
      length = min(length * 2, count)
    }
  }

  /// The first `count` characters of `segments` (an ellipsis or space counting as one).
  func prefix(_ segments: TextLayout.Segments, _ count: Int) -> TextLayout.Segments {
    var result: TextLayout.Segments = []
    var left = count
    for segment in segments where left > 0 {
      if case .characters(let range) = segment {
        let taken = min(range.count, left)
        result.append(.characters(range.lowerBound..<(range.lowerBound + taken)))
        left -= taken
      } else {
        result.append(segment)
        left -= 1
      }
    }
    return result
  }

  /// `segments` without the spaces they end in, cut at the end without expanding them into
  /// characters.
  func trimmingTrailingSpaces(_ segments: TextLayout.Segments) -> TextLayout.Segments {
    var segments = segments
    while let last = segments.last {
      switch last {
      case .space: segments.removeLast()
      case .ellipsis: return segments
      case .characters(let range):
        let trimmed = trimmingTrailingSpaces(range)
        guard trimmed.isEmpty else {
          segments[segments.count - 1] = .characters(trimmed)
          return segments
        }
        segments.removeLast()
      }
    }
    return segments
  }

  /// How many characters the segments hold.
  func count(of segments: TextLayout.Segments) -> Int {
    segments.reduce(0) { total, segment in
      if case .characters(let range) = segment { return total + range.count }
      return total + 1
    }
  }

  /// The segments one character each, for truncation to cut between any two.
  func characters(of segments: TextLayout.Segments) -> TextLayout.Segments {
    segments.flatMap { segment -> TextLayout.Segments in
      guard case .characters(let range) = segment else { return [segment] }
      return range.map { .characters($0..<($0 + 1)) }
    }
  }

  /// Whether the character at `offset` is a space: one byte, U+0020, with nothing joined to it.
  func isSpace(_ offset: Int) -> Bool {
    let index = indices[offset]
    return text.utf8[index] == UInt8(ascii: " ")
      && (oneBytePerCharacter || text.utf8.index(after: index) == indices[offset + 1])
  }

  /// The first offset after `offset` and before `end` where a word starts (a character that is
  /// not a space, after one that is), or `end` if none does: where a wrapped line may break.
  func wordStart(after offset: Int, before end: Int) -> Int {
    let space = UInt8(ascii: " ")
    // One byte a character: the bytes are read directly, as a 100,000-character word is
    // searched to its end for a space.
    if oneBytePerCharacter,
      let found = text.utf8.withContiguousStorageIfAvailable({ bytes in
        var next = offset + 1
        while next < end && !(bytes[next - 1] == space && bytes[next] != space) { next += 1 }
        return next
      })
    {
      return found
    }
    var next = offset + 1
    while next < end && !(isSpace(next - 1) && !isSpace(next)) { next += 1 }
    return next
  }

  private func isSpace(_ segment: TextLayout.Segment) -> Bool {
    switch segment {
    case .characters(let range): range.count == 1 && isSpace(range.lowerBound)
    case .space: true
    case .ellipsis: false
    }
  }

  func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound && isSpace(end - 1) { end -= 1 }
    return range.lowerBound..<end
  }

  func trimmingLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start < range.upperBound && isSpace(start) { start += 1 }
    return start..<range.upperBound
  }

  func trimmingTrailingSpaces(_ characters: ArraySlice<TextLayout.Segment>) -> TextLayout.Segments {
    Array(characters.reversed().drop(while: isSpace).reversed())
  }

  func trimmingLeadingSpaces(_ characters: ArraySlice<TextLayout.Segment>) -> TextLayout.Segments {
    Array(characters.drop(while: isSpace))
  }
}
