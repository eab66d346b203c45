import Testing
import UIKit
import UIKitTestSupport

/// A label given 100,000 characters lays out what it shows: a wrapped label wraps the lines that
/// reach its bounds, not the rest (thousands of lines were measured before), and a single line
/// shows the text's start, truncated.
@Suite("UILabel with 100,000 characters", .uiTest)
@MainActor
struct LongLabelTests {
  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 320, height: 480))

  /// Words of five to nine letters, about 100,000 characters.
  private let words = String(
    (0..<14_300).map { "abcdefghi".dropFirst($0 % 5) + " " }.joined().prefix(100_000))

  /// The label's text runs, as drawn.
  private func drawnText() -> [String] {
    RecordingRenderer().record(window).flattened.compactMap { item in
      guard case .text(let run) = item else { return nil }
      return run.text
    }
  }

  /// How many lines are measured while `body` runs and the window is drawn.
  private func measurements(_ body: () -> Void) -> Int {
    let before = FontLibrary.shared.widthMeasurements
    body()
    window.layoutIfNeeded()
    _ = drawnText()
    return FontLibrary.shared.widthMeasurements - before
  }

  @Test("a single line shows the text's start, truncated at the tail")
  func singleLine() {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
    window.addSubview(label)

    label.text = words
    window.layoutIfNeeded()

    let drawn = drawnText()
    #expect(drawn.count == 1)
    #expect(drawn.first?.hasSuffix("…") == true)
    #expect(drawn.first.map { words.hasPrefix($0.dropLast()) } == true)
  }

  @Test("a label of any number of lines wraps the lines that reach its bounds, then truncates")
  func wrapped() {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 400))
    label.numberOfLines = 0
    window.addSubview(label)

    let measured = measurements { label.text = words }

    let drawn = drawnText()
    // About 20 lines show; each costs about two measurements.
    #expect(drawn.count > 15 && drawn.count < 25)
    #expect(measured < 25 * 4)
    #expect(drawn.last?.hasSuffix("…") == true)
    #expect(
      drawn.dropLast().joined(separator: " ")
        == String(
          words.prefix(
            drawn.dropLast().map(\.count).reduce(0, +) + drawn.count - 2)))
  }
}
