import CoreGraphics
import QuartzCore
import Testing
import UIKit
import UIKitTestSupport

/// Core Graphics drawing through `UIGraphicsImageRenderer`, and Core Animation's media timing
/// and redrawing, as iOS code uses them.
@Suite("Core Graphics contexts, media timing and redrawing", .uiTest)
@MainActor
struct CoreGraphicsContextTests {
  private let clock = ManualClock()

  /// Draws into a 20 × 20 image at scale 1 and returns its pixels.
  private func draw(_ body: (CGContext) -> Void) -> ImageBitmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { body($0.cgContext) }
    return image.cgImage!.bitmap
  }

  private func rgba(_ bitmap: ImageBitmap, _ x: Int, _ y: Int) -> [UInt8] {
    let (r, g, b, a) = bitmap.pixel(x: x, y: y)
    return [r, g, b, a]
  }

  @Test("save and restore bring back the fill colour, transform and clip")
  func stateStack() {
    let bitmap = draw { context in
      context.setFillColor(UIColor.red.cgColor)
      context.saveGState()
      context.setFillColor(UIColor.blue.cgColor)
      context.translateBy(x: 10, y: 0)
      context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      context.restoreGState()
      context.fill(CGRect(x: 0, y: 10, width: 5, height: 5))
    }

    #expect(rgba(bitmap, 12, 2) == [0, 0, 255, 255])
    #expect(rgba(bitmap, 17, 2) == [0, 0, 0, 0])
    #expect(rgba(bitmap, 2, 12) == [255, 0, 0, 255])
  }

  @Test("a linear gradient runs from its first colour to its last")
  func linearGradient() {
    let gradient = CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(),
      colors: [UIColor.black.cgColor, UIColor.white.cgColor], locations: [0, 1])!
    let bitmap = draw { context in
      context.drawLinearGradient(
        gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 20, y: 0), options: [])
    }

    #expect(rgba(bitmap, 0, 10)[0] < 20)
    #expect(rgba(bitmap, 19, 10)[0] > 235)
    #expect(abs(Int(rgba(bitmap, 10, 10)[0]) - 128) < 16)
  }

  @Test("multiply darkens what is under it; a shadow falls beside the shape")
  func blendAndShadow() {
    let multiplied = draw { context in
      context.setFillColor(UIColor(white: 0.5, alpha: 1).cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      context.setBlendMode(.multiply)
      context.setFillColor(UIColor(white: 0.5, alpha: 1).cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    let shadowed = draw { context in
      context.setShadow(offset: CGSize(width: 6, height: 6), blur: 0, color: UIColor.black.cgColor)
      context.setFillColor(UIColor.white.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    #expect(abs(Int(rgba(multiplied, 10, 10)[0]) - 64) < 4)
    #expect(rgba(shadowed, 4, 4) == [255, 255, 255, 255])
    #expect(rgba(shadowed, 12, 12) == [0, 0, 0, 255])
  }

  @Test("speed, autoreverses and repeatCount shape an animation's time")
  func mediaTiming() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 50, height: 50))
    let layer = CALayer()
    window.layer.addSublayer(layer)
    clock.settle()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    fade.speed = 2
    fade.autoreverses = true
    fade.repeatCount = 2
    layer.add(fade, forKey: "fade")

    clock.advance(by: 0.25)
    let rising = layer.presentation()?.opacity ?? -1
    clock.advance(by: 0.5)
    let falling = layer.presentation()?.opacity ?? -1
    clock.advance(by: 1.0)
    // Two round trips at double speed take two seconds.
    let secondRound = layer.animation(forKey: "fade") != nil
    clock.advance(by: 0.5)

    #expect(abs(rising - 0.5) < 0.02)
    #expect(abs(falling - 0.5) < 0.02)
    #expect(secondRound)
    #expect(layer.animation(forKey: "fade") == nil)
  }

  @Test("needsDisplayOnBoundsChange redraws at the new size; contentsScale sets the pixels")
  func redrawing() {
    final class Counting: CALayer {
      var draws: [CGSize] = []
      var pixels: [Int] = []
      override func draw(in ctx: CGContext) {
        draws.append(bounds.size)
        pixels.append(ctx.width)
      }
    }
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 100, height: 100))
    let layer = Counting()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.needsDisplayOnBoundsChange = true
    layer.contentsScale = 2
    layer.setNeedsDisplay()
    let still = Counting()
    still.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    still.setNeedsDisplay()
    window.layer.addSublayer(layer)
    window.layer.addSublayer(still)
    clock.settle()

    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.bounds.size = CGSize(width: 40, height: 10)
    still.bounds.size = CGSize(width: 40, height: 10)
    CATransaction.commit()
    clock.settle()

    #expect(layer.draws == [CGSize(width: 20, height: 20), CGSize(width: 40, height: 10)])
    #expect(still.draws == [CGSize(width: 20, height: 20)])
    // Drawn into 2 pixels a point, as contentsScale asks; the other layer at scale 1.
    #expect(layer.pixels == [40, 80])
    #expect(still.pixels == [20])
  }
}
