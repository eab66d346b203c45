import Testing
import UIKit
import UIKitTestSupport

/// A composite view whose baselines are those of the label inside it, as Apple's
/// `forFirstBaselineLayout` and `forLastBaselineLayout` let a view say.
@MainActor
private final class CaptionedField: UIView {
  let caption = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    caption.text = "Caption"
    caption.font = .systemFont(ofSize: 17)
    caption.frame = CGRect(x: 8, y: 12, width: 80, height: 21)
    addSubview(caption)
  }

  required init?(coder: NSCoder) { nil }

  override var forFirstBaselineLayout: UIView { caption }
  override var forLastBaselineLayout: UIView { caption }
}

/// A view that puts the subviews it is given into a content view, as views override
/// `addSubview(_:)` on iOS.
@MainActor
private final class ContentRedirectingView: UIView {
  let content = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    super.addSubview(content)
  }

  required init?(coder: NSCoder) { nil }

  override func addSubview(_ view: UIView) {
    content.addSubview(view)
  }
}

@Suite("Views that name their baseline view, and views that override addSubview", .uiTest)
@MainActor
struct BaselineLayoutViewTests {
  /// A captioned field at y = 40 and a label in the same font whose `anchor` (first or last
  /// baseline) is constrained to the field's, laid out in a window.
  private func aligned(
    _ anchor: KeyPath<UIView, NSLayoutYAxisAnchor>
  ) -> (field: CaptionedField, label: UILabel) {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 300, height: 200))
    let field = CaptionedField(frame: CGRect(x: 0, y: 40, width: 100, height: 60))
    let label = UILabel()
    label.text = "Aligned"
    label.font = .systemFont(ofSize: 17)
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(field)
    window.addSubview(label)
    NSLayoutConstraint.activate([
      label[keyPath: anchor].constraint(equalTo: field[keyPath: anchor]),
      label.leadingAnchor.constraint(equalTo: field.trailingAnchor),
    ])
    window.layoutIfNeeded()
    return (field, label)
  }

  @Test("a first-baseline constraint lines a label up with the named inner label")
  func firstBaseline() {
    let (_, label) = aligned(\.firstBaselineAnchor)

    // Same font, so the same baseline offset: the label's top meets the caption's.
    #expect(label.frame.minY == 52)
  }

  @Test("a last-baseline constraint uses the named view too")
  func lastBaseline() {
    let (field, label) = aligned(\.lastBaselineAnchor)

    #expect(label.frame.maxY == field.caption.frame.maxY + 40)
    let plain = UIView()
    #expect(plain.forFirstBaselineLayout === plain)
  }

  @Test("an addSubview override receives the calls UIKit code makes")
  func addSubviewOverride() {
    let card = ContentRedirectingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()

    card.addSubview(child)

    #expect(child.superview === card.content)
    #expect(card.subviews == [card.content])
  }
}
