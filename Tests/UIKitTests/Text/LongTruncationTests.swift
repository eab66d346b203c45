import Testing
import UIKit
import UIKitTestSupport

/// A label of a few lines truncated at the head or in the middle shows, on its last line, the
/// lines from there on joined by spaces and truncated as one line. A long text's end is read
/// from the text, not found by wrapping every line before it, and gives the same line.
@Suite("Head and middle truncation of long text", .uiTest)
@MainActor
struct LongTruncationTests {
  private let face = UIFont.systemFont(ofSize: 17).face

  /// Words of five to nine letters, `count` characters.
  nonisolated private static func words(_ count: Int) -> String {
    String((0..<(count / 5)).map { "abcdefghi".dropFirst($0 % 5) + " " }.joined().prefix(count))
  }

  /// The third line as wrapping every line would give it: lines three on, joined by spaces,
  /// truncated as one line.
  private func expectedThirdLine(_ text: String, mode: TextLayout.LineBreak) -> String {
    let all = TextLayout(
      text: text, face: face, scale: 2, maxWidth: 300, maxLines: 0, lineBreakMode: .wordWrap)
    let joined = all.lines.dropFirst(2).map(\.text).joined(separator: " ")
    return TextLayout(
      text: joined, face: face, scale: 2, maxWidth: 300, maxLines: 1, lineBreakMode: mode
    ).lines.first?.text ?? ""
  }

  private func thirdLine(_ text: String, mode: TextLayout.LineBreak) -> String? {
    TextLayout(text: text, face: face, scale: 2, maxWidth: 300, maxLines: 3, lineBreakMode: mode)
      .lines.last?.text
  }

  nonisolated static let texts: [String] = [
    words(20_000),
    // Paragraphs, an empty one among them, near the end.
    words(20_000) + "\nlast paragraph\n\nhere it ends",
    // What joining wrapped lines does not give back: the text is then wrapped whole.
    words(20_000) + "two  spaces",
    words(20_000) + "space before \nseparator",
    words(20_000) + String(repeating: "w", count: 200) + " end",
    words(20_000) + " trailing  ",
    words(20_000) + "\none short line ",
  ]

  @Test(
    "the last of three lines is the rest joined and truncated",
    arguments: texts, [TextLayout.LineBreak.truncateHead, .truncateMiddle])
  func sameAsWrappingAll(text: String, mode: TextLayout.LineBreak) {
    let line = thirdLine(text, mode: mode)
    let expected = expectedThirdLine(text, mode: mode)

    #expect(line == expected)
  }

  @Test(
    "a three-line label of 100,000 characters truncated at the head or middle wraps few lines",
    arguments: [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle])
  func fewMeasurements(mode: NSLineBreakMode) throws {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 320, height: 480))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 63))
    label.numberOfLines = 3
    label.lineBreakMode = mode
    window.addSubview(label)
    let text = Self.words(100_000)
    let before = FontLibrary.shared.widthMeasurements

    label.text = text
    window.layoutIfNeeded()
    let renderer = RecordingRenderer()
    _ = renderer.record(window)
    let drawn = renderer.texts

    #expect(FontLibrary.shared.widthMeasurements - before < 200)
    #expect(drawn.count == 3)
    // The text ends in a space, which the last line leaves out.
    let end = text.dropLast()
    let last = try #require(drawn.last)
    let halves = last.split(separator: "…", omittingEmptySubsequences: false)
    #expect(halves.count == 2)
    #expect(mode == .byTruncatingMiddle || halves.first?.isEmpty == true)
    let endsTheText = halves.last.map { end.hasSuffix($0) } ?? false
    #expect(endsTheText)
  }
}
