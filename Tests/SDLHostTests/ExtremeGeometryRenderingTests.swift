import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Geometry far outside the screen: the host clips, masks and blurs only what lands on it.
@Suite("Rendering extreme geometry: huge clips, scales and shadows", .uiTest)
@MainActor
struct ExtremeGeometryRenderingTests {
  let root = UIViewController()
  let window: UIWindow

  init() {
    root.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 60, height: 40))
    UIApplication.shared.advance(by: 0)
  }

  private func card(_ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    root.view.addSubview(view)
    return view
  }

  @Test("a clipping view wider than 2³¹ pixels clips its subviews to what is on screen")
  func hugeClip() {
    let clip = card(CGRect(x: 0, y: 10, width: 3e9, height: 3e9))
    clip.clipsToBounds = true
    let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    inner.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    clip.addSubview(inner)

    let image = WindowSnapshot.render(window)

    #expect(image.color(atX: 10, y: 20) == [255, 0, 0, 255])
    #expect(image.color(atX: 30, y: 30) == [0, 0, 255, 255])
    #expect(image.color(atX: 30, y: 5) == [0, 255, 0, 255])
  }

  @Test("a clipping view with an infinite frame renders without trapping")
  func infiniteClip() {
    let clip = card(CGRect(x: 0, y: 10, width: CGFloat.infinity, height: .infinity))
    clip.clipsToBounds = true
    clip.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))

    let image = WindowSnapshot.render(window)

    #expect(image.width == 60 && image.height == 40)
    #expect(image.color(atX: 30, y: 5) == [0, 255, 0, 255])
  }

  @Test(
    "a rounded, clipping view scaled up to 10⁹ times fills the screen",
    arguments: [CGFloat(1e3), 1e5, 1e7, 1e9])
  func hugeScale(scale: CGFloat) {
    let view = card(CGRect(x: 20, y: 10, width: 20, height: 20))
    view.layer.cornerRadius = 5
    view.clipsToBounds = true
    view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
    view.transform = CGAffineTransform(scaleX: scale, y: scale)

    let image = WindowSnapshot.render(window)

    #expect(image.color(atX: 30, y: 20) == [0, 0, 255, 255])
    #expect(image.color(atX: 0, y: 0) == [0, 0, 255, 255])
  }

  @Test(
    "a shadow with a radius of up to 10⁶ points is drawn faint and spread out",
    arguments: [CGFloat(1e3), 1e4, 1e6])
  func hugeShadowRadius(radius: CGFloat) {
    let view = card(CGRect(x: 20, y: 10, width: 20, height: 20))
    view.layer.shadowOpacity = 1
    view.layer.shadowRadius = radius

    let image = WindowSnapshot.render(window)

    #expect(image.color(atX: 30, y: 20) == [0, 0, 255, 255])
    let (r, g, b, _) = image.pixel(x: 2, y: 2)
    #expect(r == 0 && b == 0 && g >= 250, "\(r) \(g) \(b)")
  }

  @Test(
    "a shape's and a shadow path's shadows with a radius of up to 10⁶ points are made coarser",
    arguments: [CGFloat(1e3), 1e4, 1e6])
  func hugeContentShadow(radius: CGFloat) {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 20, y: 10, width: 20, height: 20)
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
    shape.fillColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
    let outlined = CALayer()
    outlined.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    outlined.shadowPath = CGPath(ellipseIn: outlined.bounds, transform: nil)
    for layer in [shape, outlined] {
      layer.shadowOpacity = 1
      layer.shadowRadius = radius
      root.view.layer.addSublayer(layer)
    }

    let image = WindowSnapshot.render(window)

    #expect(image.color(atX: 30, y: 20) == [0, 0, 255, 255])
    let (r, g, b, _) = image.pixel(x: 55, y: 35)
    #expect(r == 0 && b == 0 && g >= 250, "\(r) \(g) \(b)")
  }

  @Test(
    "a Core Graphics shadow blurred by 10⁶ points, or the largest finite blur, draws",
    arguments: [CGFloat(1e6), .greatestFiniteMagnitude])
  func hugeContextShadow(blur: CGFloat) {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))

    let image = renderer.image { context in
      context.cgContext.setShadow(offset: .zero, blur: blur)
      context.cgContext.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    #expect(image.size == CGSize(width: 40, height: 40))
  }

  @Test(
    "a view that draws itself, up to 10²⁰ points wide, renders without trapping",
    arguments: [CGFloat(1e5), 1e12, 1e20])
  func hugeDrawnView(width: CGFloat) {
    final class Filled: UIView {
      override func draw(_ rect: CGRect) {
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20)).fill()
      }
    }
    let view = Filled(frame: CGRect(x: 0, y: 0, width: width, height: 20))
    root.view.addSubview(view)

    let image = WindowSnapshot.render(window)

    #expect(image.color(atX: 10, y: 10) == [255, 0, 0, 255])
    #expect(image.color(atX: 10, y: 30) == [0, 255, 0, 255])
  }
}
