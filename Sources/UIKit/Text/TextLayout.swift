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

  /// How much wider than `maxWidth` a line may measure and still fit. A frame that Auto Layout
  /// sized to a label's own width arrives as the difference of two rounded edges, such as
  /// 283.333… − 252.0 = 31.33333333333331 for a text 31.333333333333332 wide: without this
  /// allowance for floating-point error, the text that set the width would be truncated in it.
  static let widthTolerance: CGFloat = 1.0 / 1024

  /// Lays out `text` in lines no wider than `maxWidth`, at most `maxLines` of them (0 means
  /// no limit), measuring at `scale` pixels per point.
  init(
    text: String, face: FontFace, scale: CGFloat, maxWidth: CGFloat, maxLines: Int,
    lineBreakMode: NSLineBreakMode
  ) {
    let maxWidth = maxWidth + Self.widthTolerance
    let measure = TextMeasure(face: face, scale: scale)
    lineHeight = FontLibrary.shared.metrics(of: face, scale: scale).lineHeight
    guard !text.isEmpty else {
      lines = []
      return
    }
    let wraps = maxLines != 1
    var wrapped: [String] = []
    var directions: [Bool] = []
    // Most texts are one paragraph, which needs no walk through their characters.
    let paragraphs =
      text.utf8.contains(UInt8(ascii: "\n"))
      ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
    for paragraph in paragraphs {
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
          full, maxWidth: maxWidth, mode: lineBreakMode, guess: last.count, measure: measure)
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
      if measure.width(current.trimmingTrailingSpaces) > maxWidth && current.count > 1 {
        let cut = cutToFit(current, maxWidth: maxWidth, measure: measure)
        lines += cut.lines
        current = cut.rest
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current.trimmingTrailingSpaces) }
    return lines
  }

  /// Words with their trailing spaces, so joining them gives the paragraph back.
  private static func words(in paragraph: String) -> [String] {
    // A single word (a URL, a hash) needs no walk through its characters.
    guard paragraph.utf8.contains(UInt8(ascii: " ")) else { return [paragraph] }
    var words: [String] = []
    var start = paragraph.startIndex
    var previous: Character?
    for index in paragraph.indices {
      let character = paragraph[index]
      if character != " " && previous == " " {
        words.append(String(paragraph[start..<index]))
        start = index
      }
      previous = character
    }
    if start < paragraph.endIndex { words.append(String(paragraph[start...])) }
    return words
  }

  /// Cuts a word too wide for one line into lines that fit (at least one character each), and
  /// the rest, which fits, with the word's trailing spaces.
  ///
  /// Each cut searches from the previous cut's length (the first from the word's average
  /// character width), so it measures about a line's worth of characters: a word of 100,000
  /// characters (a URL, a hash, base64) wraps in time proportional to its length. Lines are
  /// cut from the word as substrings, whose bytes are copied whole.
  private static func cutToFit(_ word: String, maxWidth: CGFloat, measure: TextMeasure)
    -> (lines: [String], rest: String)
  {
    let end = word.lastIndex { $0 != " " }.map(word.index(after:)) ?? word.startIndex
    var rest = word[..<end]
    var count = rest.count
    let average = measure.width(String(rest)) / CGFloat(max(count, 1))
    var guess = average > 0 ? Int(min(max(maxWidth / average, 1), CGFloat(count))) : 1
    var lines: [String] = []
    while !rest.isEmpty {
      let line = rest
      let fitting = longestFitting(count, near: guess, maxWidth: maxWidth) {
        measure.width(String(line.prefix($0)))
      }
      if fitting == count { break }
      let cut = max(1, fitting)
      let cutEnd = rest.index(rest.startIndex, offsetBy: cut)
      lines.append(String(rest[..<cutEnd]))
      rest = rest[cutEnd...]
      count -= cut
      guess = cut
    }
    return (lines, String(rest) + word[end...])
  }

  /// Shortens `text` to fit with an ellipsis at the tail, head or middle; `guess` is about how
  /// many characters will stay.
  private static func truncate(
    _ text: String, maxWidth: CGFloat, mode: NSLineBreakMode, guess: Int, measure: TextMeasure
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
    let kept = longestFitting(characters.count, near: guess, maxWidth: maxWidth) {
      measure.width(candidate($0))
    }
    return candidate(kept)
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
