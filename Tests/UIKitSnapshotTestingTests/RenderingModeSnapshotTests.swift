import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Template and original images drawn where UIKit draws them: an image view tints only a
/// template; a custom button tints only a template, a system button all but an original; a
/// toolbar's image items are templates unless they ask to be drawn as they are.
@Suite("Snapshot: images as templates and as they are", .uiTest)
@MainActor
struct RenderingModeSnapshotTests {
  /// A 24-point black star-ish glyph: a diamond over a square, so a tint shows its shape.
  private func glyph() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
      UIColor.black.setFill()
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 12, y: 0))
      path.addLine(to: CGPoint(x: 24, y: 12))
      path.addLine(to: CGPoint(x: 12, y: 24))
      path.addLine(to: CGPoint(x: 0, y: 12))
      path.close()
      path.fill()
      UIBezierPath(rect: CGRect(x: 7, y: 7, width: 10, height: 10)).fill()
    }
  }

  @Test("image views, buttons and a toolbar, each with an automatic, template or original image")
  func renderingModes() {
    let glyph = glyph()
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    row.backgroundColor = .systemBackground
    let views: [UIView] = [
      UIImageView(image: glyph),
      UIImageView(image: glyph.withRenderingMode(.alwaysTemplate)),
      {
        let button = UIButton(type: .custom)
        button.setImage(glyph.withRenderingMode(.alwaysTemplate), for: .normal)
        return button
      }(),
      {
        let button = UIButton(type: .system)
        button.setImage(glyph.withRenderingMode(.alwaysOriginal), for: .normal)
        return button
      }(),
      {
        let button = UIButton(type: .system)
        button.setImage(glyph, for: .normal)
        return button
      }(),
    ]
    for (index, view) in views.enumerated() {
      view.frame = CGRect(x: 10 + 56 * index, y: 8, width: 40, height: 40)
      row.addSubview(view)
    }
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 56, width: 300, height: 44))
    toolbar.items = [
      UIBarButtonItem(image: glyph, style: .plain),
      UIBarButtonItem(image: glyph.withRenderingMode(.alwaysOriginal), style: .plain),
      UIBarButtonItem(title: "Done", style: .done),
    ]
    row.addSubview(toolbar)
    row.tintColor = .systemPink

    assertSnapshot(of: row, as: .image(traits: UITraitCollection(displayScale: 2)))
  }

  @Test("a template image view drawn in the system blue turns pink as it joins a pink superview")
  func templateTakesInheritedTint() {
    let imageView = UIImageView(image: glyph().withRenderingMode(.alwaysTemplate))
    imageView.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    plain.addSubview(imageView)
    let pink = UIView(frame: CGRect(x: 40, y: 0, width: 40, height: 40))
    pink.tintColor = .systemPink
    // Both in one window the whole time, so no trait change redraws the image by itself.
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 80, height: 40))
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    window.addSubview(plain)
    window.addSubview(pink)
    assertSnapshot(of: plain, as: .image, named: "before")

    pink.addSubview(imageView)

    assertSnapshot(of: pink, as: .image, named: "after")
  }
}
