/// Lines of text broken to fit a width, measured with the real font.
///
/// Matches UILabel's rules: explicit newlines start paragraphs; lines wrap at spaces (a word
/// wider than the line wraps between characters); past `maxLines` the last line is truncated
/// with "…" at the tail, head or middle as the line break mode says.
struct TextLayout: Equatable {
  struct Line: Equatable {
    var text: String
    var width: CGFloat
    /// The direction of the paragraph the line belongs to, for ordering its pieces.
    var paragraphIsRightToLeft = false
  }

  var lines: [Line]
  var lineHeight: CGFloat

  var size: CGSize {
    CGSize(
      width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
  }

  static let ellipsis = "…"

  /// Lays out `text` in lines no wider than `maxWidth`, at most `maxLines` of them (0 means
  /// no limit), measuring at `scale` pixels per point.
  init(
    text: String, face: FontFace, scale: CGFloat, maxWidth: CGFloat, maxLines: Int,
    lineBreakMode: NSLineBreakMode
  ) {
    let measure = TextMeasure(face: face, scale: scale)
    lineHeight = FontLibrary.shared.metrics(of: face, scale: scale).lineHeight
    guard !text.isEmpty else {
      lines = []
      return
    }
    let wraps = maxLines != 1
    var wrapped: [String] = []
    var directions: [Bool] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let paragraph = String(paragraph)
      let lines =
        wraps
        ? Self.wrap(
          paragraph, maxWidth: maxWidth, byCharacter: lineBreakMode == .byCharWrapping,
          measure: measure)
        : [paragraph]
      wrapped += lines
      directions += Array(
        repeating: TextScript.isRightToLeft(paragraph: paragraph), count: lines.count)
    }
    let limit = maxLines > 0 ? maxLines : Int.max
    var kept = Array(wrapped.prefix(limit))
    let overflow = wrapped.count > kept.count
    if let last = kept.last {
      let truncates = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle]
        .contains(lineBreakMode)
      if truncates && (overflow || measure.width(last) > maxWidth) {
        let remainder = overflow ? wrapped[kept.count...].joined(separator: " ") : ""
        let full = remainder.isEmpty ? last : last + " " + remainder
        kept[kept.count - 1] = Self.truncate(
          full, maxWidth: maxWidth, mode: lineBreakMode, measure: measure)
      }
    }
    lines = kept.indices.map {
      Line(
        text: kept[$0], width: measure.width(kept[$0]), paragraphIsRightToLeft: directions[$0])
    }
  }

  /// Greedy line filling: as many words as fit, breaking inside a word only if it alone is too
  /// wide (or everywhere, for character wrapping).
  private static func wrap(
    _ paragraph: String, maxWidth: CGFloat, byCharacter: Bool, measure: TextMeasure
  ) -> [String] {
    guard maxWidth.isFinite, measure.width(paragraph) > maxWidth else { return [paragraph] }
    let pieces = byCharacter ? paragraph.map(String.init) : words(in: paragraph)
    var lines: [String] = []
    var current = ""
    for piece in pieces {
      let candidate = current + piece
      if measure.width(candidate.trimmingTrailingSpaces) <= maxWidth || current.isEmpty {
        current = candidate
      } else {
        lines.append(current.trimmingTrailingSpaces)
        current = piece.trimmingLeadingSpaces
      }
      while measure.width(current.trimmingTrailingSpaces) > maxWidth && current.count > 1 {
        let (head, tail) = splitToFit(current, maxWidth: maxWidth, measure: measure)
        lines.append(head)
        current = tail
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current.trimmingTrailingSpaces) }
    return lines
  }

  /// Words with their trailing spaces, so joining them gives the paragraph back.
  private static func words(in paragraph: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in paragraph {
      if character != " " && current.last == " " {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The longest prefix of a too-wide word that fits (at least one character), and the rest.
  private static func splitToFit(_ text: String, maxWidth: CGFloat, measure: TextMeasure)
    -> (String, String)
  {
    let characters = Array(text)
    let count = longestFitting(characters.count) { measure.width(String(characters[..<$0])) }
    let cut = max(1, count(maxWidth))
    return (String(characters[..<cut]), String(characters[cut...]))
  }

  /// Shortens `text` to fit with an ellipsis at the tail, head or middle.
  private static func truncate(
    _ text: String, maxWidth: CGFloat, mode: NSLineBreakMode, measure: TextMeasure
  ) -> String {
    let characters = Array(text)
    func candidate(_ kept: Int) -> String {
      switch mode {
      case .byTruncatingHead:
        return ellipsis + String(characters[(characters.count - kept)...]).trimmingLeadingSpaces
      case .byTruncatingMiddle:
        let head = (kept + 1) / 2
        let tail = kept - head
        return String(characters[..<head]).trimmingTrailingSpaces + ellipsis
          + String(characters[(characters.count - tail)...]).trimmingLeadingSpaces
      default:
        return String(characters[..<kept]).trimmingTrailingSpaces + ellipsis
      }
    }
    let fits = longestFitting(characters.count) { measure.width(candidate($0)) }
    return candidate(fits(maxWidth))
  }

  /// Binary search for the largest `n` in 0...count whose measured width fits.
  private static func longestFitting(_ count: Int, width: @escaping (Int) -> CGFloat)
    -> (CGFloat) -> Int
  {
    { maxWidth in
      var low = 0
      var high = count
      while low < high {
        let mid = (low + high + 1) / 2
        if width(mid) <= maxWidth { low = mid } else { high = mid - 1 }
      }
      return low
    }
  }
}

/// Measures single lines with one font at one scale, remembering what it measured.
private final class TextMeasure {
  let face: FontFace
  let scale: CGFloat
  private var widths: [String: CGFloat] = [:]

  init(face: FontFace, scale: CGFloat) {
    self.face = face
    self.scale = scale
  }

  func width(_ text: String) -> CGFloat {
    if let known = widths[text] { return known }
    let measured = FontLibrary.shared.width(of: text, face: face, scale: scale)
    widths[text] = measured
    return measured
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }

  fileprivate var trimmingLeadingSpaces: String {
    String(drop { $0 == " " })
  }
}
