import Foundation
import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import UIKit

/// Views drawn through a rotation reach where the exact geometry puts them.
@Suite("Reference images: transformed edges", .uiTest)
@MainActor
struct TransformedEdgeTests {
  let clock = ManualClock()
  static let angle = 20 * CGFloat.pi / 180

  /// A 100-point white window holding a red 40-point square centred in it, rotated by 20°:
  /// a plain view, or a composited one (rounded and clipping a subview).
  private func render(composited: Bool) -> ImageBitmap {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    if composited {
      square.layer.cornerRadius = 8
      square.clipsToBounds = true
      let stripe = UIView(frame: CGRect(x: -10, y: 24, width: 60, height: 8))
      stripe.backgroundColor = .systemBlue
      square.addSubview(stripe)
    } else {
      let inner = UIView(frame: CGRect(x: 6, y: 6, width: 12, height: 12))
      inner.backgroundColor = .systemYellow
      square.addSubview(inner)
    }
    square.transform = CGAffineTransform(rotationAngle: Self.angle)
    root.view.addSubview(square)
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 100, height: 100))
    clock.settle()
    return WindowSnapshot.render(window, scale: 2)
  }

  /// Whether the pixel at (x, y) is the red square's: its green channel is 0, the
  /// background's 255.
  private func isRed(_ image: ImageBitmap, _ x: Int, _ y: Int) -> Bool {
    image.color(atX: x, y: y)[1] < 128
  }

  @Test("the far edges end where the exact geometry puts them, not a pixel short")
  func farEdges() {
    let (sine, cosine) = (sin(Self.angle), cos(Self.angle))
    for composited in [false, true] {
      let image = render(composited: composited)
      // The square's centre is at (100, 100) pixels and its sides 40 pixels from it; a pixel
      // is the square's when its centre is inside.
      for line in 90...110 {
        let centre = CGFloat(line) + 0.5
        let right = 100 + (40 - (centre - 100) * sine) / cosine
        let bottom = 100 + (40 + (centre - 100) * sine) / cosine
        for (edge, along) in [(right, true), (bottom, false)] {
          let last = Int((edge - 0.5).rounded(.down))
          guard abs((edge - 0.5) - (edge - 0.5).rounded()) > 0.25 else { continue }
          let inside = along ? isRed(image, last, line) : isRed(image, line, last)
          let outside = along ? isRed(image, last + 1, line) : isRed(image, line, last + 1)
          #expect(inside && !outside, "composited \(composited), line \(line), edge \(edge)")
        }
      }
    }
  }

  @Test("a rotated plain view and a rotated rounded, clipping view at 2x")
  func references() {
    for (composited, name) in [(false, "rotated-solid"), (true, "rotated-composited")] {
      assertSnapshot(
        of: UIImage(bitmap: render(composited: composited)),
        as: .image(perceptualPrecision: 0.99), named: name)
    }
  }
}
