import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A label that pads its text, as layout code writes it: `textRect` and `drawText(in:)`
/// overridden.
private final class PaddedLabel: UILabel {
  let padding = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let inner = super.textRect(
      forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
    return inner.inset(
      by: UIEdgeInsets(
        top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: padding))
  }
}

/// Labels drawn: overridden text rects, and natural alignment in both directions.
@Suite("Reference images: labels that pad their text, and natural alignment", .uiTest)
@MainActor
struct LabelReferenceTests {
  let clock = ManualClock()

  @Test("textRect and drawText(in:) overrides pad the text; natural alignment follows direction")
  func paddedAndNatural() {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let padded = PaddedLabel()
    padded.text = "Padded"
    padded.backgroundColor = .systemYellow
    let size = padded.intrinsicContentSize
    padded.frame = CGRect(origin: CGPoint(x: 8, y: 8), size: size)
    root.view.addSubview(padded)
    for (index, attribute) in [UISemanticContentAttribute.unspecified, .forceRightToLeft]
      .enumerated()
    {
      let label = UILabel(frame: CGRect(x: 8, y: 44 + CGFloat(index) * 28, width: 184, height: 24))
      label.text = attribute == .unspecified ? "Natural" : "طبيعي natural"
      label.backgroundColor = .systemGray5
      label.semanticContentAttribute = attribute
      root.view.addSubview(label)
    }
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 200, height: 104))
    clock.settle()

    #expect(
      size.width
        == padded.textRect(
          forBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000), limitedToNumberOfLines: 1
        ).width)
    #expect(size.height == 29)
    assertSnapshot(
      of: UIImage(bitmap: WindowSnapshot.render(window)), as: .image(perceptualPrecision: 0.99),
      named: "label-padded-natural")
  }
}
