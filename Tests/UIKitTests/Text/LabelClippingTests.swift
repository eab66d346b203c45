import Testing
import UIKit
import UIKitTestSupport

/// Matches UIKit: a label draws its text into its bounds, and what reaches past them is cut off,
/// even with `clipsToBounds` off. A one-line label that neither wraps nor truncates a long text
/// lays out and draws only the part its bounds show, and still measures the whole text.
@Suite("A label's text cut off at its bounds", .uiTest)
@MainActor
struct LabelClippingTests {
  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 320, height: 480))

  /// Words of five to nine letters, about 100,000 characters.
  private let words = String(
    (0..<14_300).map { "abcdefghi".dropFirst($0 % 5) + " " }.joined().prefix(100_000))

  private func oneLineLabel(_ mode: NSLineBreakMode, text: String) -> UILabel {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
    label.lineBreakMode = mode
    window.addSubview(label)
    label.text = text
    window.layoutIfNeeded()
    return label
  }

  /// The window's items, flattened.
  private func drawn() -> [DisplayItem] { RecordingRenderer().record(window).flattened }

  private func runs(in items: [DisplayItem]) -> [TextRun] {
    items.compactMap { item in
      guard case .text(let run) = item else { return nil }
      return run
    }
  }

  /// The clips pushed, in order.
  private func clips(in items: [DisplayItem]) -> [CGRect] {
    items.compactMap { item in
      guard case .pushClip(let rect) = item else { return nil }
      return rect
    }
  }

  @Test(
    "a clipped or word-wrapped single line draws the start of the text across its bounds",
    arguments: [NSLineBreakMode.byClipping, .byWordWrapping])
  func leadingPart(mode: NSLineBreakMode) throws {
    let label = oneLineLabel(mode, text: words)

    let items = drawn()

    let run = try #require(runs(in: items).first)
    let startsTheText = words.hasPrefix(run.text)
    #expect(runs(in: items).count == 1)
    #expect(startsTheText)
    #expect(run.text.count < 100)
    #expect(run.origin.x == 10)
    #expect(run.origin.x + run.size.width >= label.frame.maxX)
    #expect(clips(in: items) == [label.frame])
  }

  @Test("a right-aligned clipped line draws the end of the text, ending at the right edge")
  func trailingPart() throws {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
    label.lineBreakMode = .byClipping
    label.textAlignment = .right
    window.addSubview(label)
    let text = words + " end"

    label.text = text
    window.layoutIfNeeded()

    let items = drawn()
    let run = try #require(runs(in: items).first)
    let endsTheText = text.hasSuffix(run.text)
    #expect(endsTheText)
    #expect(run.text.count < 100)
    #expect(run.origin.x <= label.frame.minX)
    #expect(abs(run.origin.x + run.size.width - label.frame.maxX) < 0.01)
    #expect(clips(in: items) == [label.frame])
  }

  /// Texts too wide for a 300-point label: 20,000 numbers (about 110,000 characters, each
  /// stretch of them found in one place only), and a sentence a little too wide.
  enum WideText: CaseIterable {
    case numbers
    case sentence

    var text: String {
      switch self {
      case .numbers: (0..<20_000).map(String.init).joined(separator: " ")
      case .sentence: "The quick brown fox jumps over the lazy dog, twice over again"
      }
    }
  }

  @Test(
    "a centred clipped line draws the middle of the text where the whole line puts it",
    arguments: WideText.allCases)
  func centredPart(wide: WideText) throws {
    let text = wide.text
    let font = UIFont.systemFont(ofSize: 17)
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
    label.font = font
    label.lineBreakMode = .byClipping
    label.textAlignment = .center
    window.addSubview(label)

    label.text = text
    window.layoutIfNeeded()

    let items = drawn()
    let run = try #require(runs(in: items).first)
    let found = try #require(text.range(of: run.text))
    let whole = text.size(withAttributes: [.font: font]).width
    let before = String(text[..<found.lowerBound]).size(withAttributes: [.font: font]).width
    let wholeLineStart = 10 + ((300 - whole) / 2).rounded(.down)
    #expect(whole > 300)
    #expect(runs(in: items).count == 1)
    #expect(run.text.count < 100)
    // Within the pixel that measuring the text before it apart from the rest rounds off.
    #expect(abs(run.origin.x - (wholeLineStart + before)) <= 1)
    #expect(run.origin.x <= label.frame.minX)
    #expect(run.origin.x + run.size.width >= label.frame.maxX)
    #expect(clips(in: items) == [label.frame])
  }

  @Test("a clipped line of 100,000 characters measures only what shows, and sizes itself whole")
  func measuresWhatShows() {
    let before = FontLibrary.shared.widthMeasurements
    let label = oneLineLabel(.byClipping, text: words)
    _ = drawn()
    let drawing = FontLibrary.shared.widthMeasurements - before

    let truncating = UILabel()
    truncating.text = words

    #expect(drawing < 40)
    #expect(label.intrinsicContentSize.width > 800_000)
    #expect(label.intrinsicContentSize == truncating.intrinsicContentSize)
    #expect(label.sizeThatFits(.zero) == truncating.sizeThatFits(.zero))
  }

  @Test("text that fits its label is drawn with no clip")
  func fittingTextNotClipped() {
    let label = oneLineLabel(.byClipping, text: "Fits")
    label.sizeToFit()
    window.layoutIfNeeded()

    let items = drawn()

    #expect(runs(in: items).map(\.text) == ["Fits"])
    #expect(clips(in: items).isEmpty)
  }

  @Test("text taller than its label is cut off at the label's bounds")
  func tallTextClipped() {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 8))
    window.addSubview(label)

    label.text = "Tall"
    window.layoutIfNeeded()

    #expect(clips(in: drawn()) == [label.frame])
  }

  @Test("under a scale, the clip is the label's frame in the window")
  func scaledClip() {
    let label = UILabel(frame: CGRect(x: 100, y: 100, width: 40, height: 30))
    label.lineBreakMode = .byClipping
    window.addSubview(label)
    label.text = "Hello, world"

    label.transform = CGAffineTransform(scaleX: 2, y: 2)
    window.layoutIfNeeded()

    #expect(clips(in: drawn()) == [label.frame])
  }
}
