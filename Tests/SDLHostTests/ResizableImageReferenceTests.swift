import Foundation
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Resizable images as a design system uses them: a rounded bubble stretched in nine parts
/// behind a button and in image views, tiled and stretched.
@Suite("Reference images: resizable images in nine parts", .uiTest)
@MainActor
struct ResizableImageReferenceTests {
  /// A 24 × 24 point rounded bubble with a dark 2-point border and a dotted centre, so that
  /// stretching and tiling look different.
  private func bubble() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
      let outline = UIBezierPath(
        roundedRect: CGRect(x: 1, y: 1, width: 22, height: 22), cornerRadius: 8)
      UIColor.systemTeal.setFill()
      outline.fill()
      UIColor.darkGray.setStroke()
      outline.lineWidth = 2
      outline.stroke()
      UIColor.white.setFill()
      context.fill(CGRect(x: 11, y: 11, width: 2, height: 2))
    }
  }

  @Test("stretched and tiled image views, and a button background, keep their corners")
  func nineParts() {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 240, height: 200))
    let insets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let stretched = UIImageView(
      image: bubble().resizableImage(withCapInsets: insets, resizingMode: .stretch))
    stretched.frame = CGRect(x: 10, y: 10, width: 220, height: 50)
    let tiled = UIImageView(image: bubble().resizableImage(withCapInsets: insets))
    tiled.frame = CGRect(x: 10, y: 70, width: 220, height: 50)
    let button = UIButton(type: .custom)
    button.setBackgroundImage(
      bubble().resizableImage(withCapInsets: insets, resizingMode: .stretch), for: .normal)
    button.setTitle("Resizable", for: .normal)
    button.frame = CGRect(x: 10, y: 130, width: 160, height: 60)
    for view in [stretched, tiled, button] { root.view.addSubview(view) }
    window.layoutIfNeeded()

    let image = WindowSnapshot.render(window)

    assertSnapshot(
      of: UIImage(bitmap: image), as: .image(perceptualPrecision: 0.99),
      named: "resizable-nine-parts")
    // The stretched view's top-left corner is the bubble's own: white outside the curve.
    #expect(image.color(atX: 11, y: 11) == image.color(atX: 5, y: 5))
  }
}
