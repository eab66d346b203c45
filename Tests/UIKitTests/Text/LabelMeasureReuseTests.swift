import Testing
import UIKit
import UIKitTestSupport

/// A label keeps the measure of its text between layouts (its intrinsic size at an unlimited
/// width, then at the width it was given), so a long text is read and measured once. A measure
/// kept for one text, font or scale must never size another.
@Suite("A label's kept text measure", .uiTest)
@MainActor
struct LabelMeasureReuseTests {
  private func wrapped(_ text: String, font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = font
    label.text = text
    return label
  }

  private let short = "Two short words"
  private let long = "A longer text that wraps onto several lines at a narrow width"

  @Test("after its text changes, a label sizes the new text as a fresh label does")
  func newText() {
    let label = wrapped(short)
    _ = label.sizeThatFits(CGSize(width: 120, height: 0))
    _ = label.intrinsicContentSize

    label.text = long

    #expect(
      label.sizeThatFits(CGSize(width: 120, height: 0))
        == wrapped(long).sizeThatFits(CGSize(width: 120, height: 0)))
    #expect(label.intrinsicContentSize == wrapped(long).intrinsicContentSize)
  }

  @Test("after its font changes, a label sizes its text in the new font")
  func newFont() {
    let label = wrapped(long)
    _ = label.sizeThatFits(CGSize(width: 120, height: 0))

    label.font = .boldSystemFont(ofSize: 24)

    let fresh = wrapped(long, font: .boldSystemFont(ofSize: 24))
    #expect(
      label.sizeThatFits(CGSize(width: 120, height: 0))
        == fresh.sizeThatFits(CGSize(width: 120, height: 0)))
    #expect(
      label.sizeThatFits(CGSize(width: 120, height: 0)).height
        > wrapped(long).sizeThatFits(CGSize(width: 120, height: 0)).height)
  }

  @Test("one measure serves the unlimited and the wrapped layout alike")
  func bothWidths() {
    let label = wrapped(long)

    let unlimited = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    let narrow = label.sizeThatFits(CGSize(width: 120, height: 0))
    let again = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))

    #expect(unlimited == wrapped(long).sizeThatFits(CGSize(width: 0, height: 0)))
    #expect(narrow == wrapped(long).sizeThatFits(CGSize(width: 120, height: 0)))
    #expect(again == unlimited)
    #expect(narrow.height > unlimited.height)
  }
}
