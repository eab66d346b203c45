import Foundation
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Views drawn through a rotation reach where the exact geometry puts them, and their edges are
/// antialiased, as Core Animation draws layers that allow edge antialiasing.
@Suite("Reference images: transformed edges", .uiTest)
@MainActor
struct TransformedEdgeTests {
  let clock = ManualClock()
  static let angle = 20 * CGFloat.pi / 180

  /// What the rotated square is.
  enum Style: CaseIterable {
    /// Square, with a small square subview: composited, its image drawn turned.
    case plain
    /// Rounded and clipping a stripe that crosses it: its background is drawn turned, and its
    /// image over it.
    case rounded
    /// Rounded with a 3-point blue border and no subviews: a rounded fill and a border drawn
    /// turned.
    case bordered
  }

  /// A 100-point white window holding a red 40-point square centred in it, rotated by 20°.
  private func render(_ style: Style) -> ImageBitmap {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    switch style {
    case .plain:
      let inner = UIView(frame: CGRect(x: 6, y: 6, width: 12, height: 12))
      inner.backgroundColor = .systemYellow
      square.addSubview(inner)
    case .rounded:
      square.layer.cornerRadius = 8
      square.clipsToBounds = true
      let stripe = UIView(frame: CGRect(x: -10, y: 24, width: 60, height: 8))
      stripe.backgroundColor = .systemBlue
      square.addSubview(stripe)
    case .bordered:
      square.layer.cornerRadius = 8
      square.layer.borderWidth = 3
      square.layer.borderColor = UIColor.systemBlue.cgColor
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
    for style in [Style.plain, .rounded] {
      let image = render(style)
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
          #expect(inside && !outside, "\(style), line \(line), edge \(edge)")
        }
      }
    }
  }

  /// Where the pixel at (x, y) lies in the square's own pixels, from its centre.
  private func local(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    let (sine, cosine) = (sin(Self.angle), cos(Self.angle))
    return CGPoint(
      x: (x - 100) * cosine + (y - 100) * sine, y: -(x - 100) * sine + (y - 100) * cosine)
  }

  /// The share of the pixel at (x, y) that the rotated square covers, on a 16 × 16 grid of
  /// samples: its exact area, within 1/256.
  private func exactCoverage(_ x: Int, _ y: Int) -> CGFloat {
    var inside = 0
    for row in 0..<16 {
      for column in 0..<16 {
        let point = local(
          CGFloat(x) + (CGFloat(column) + 0.5) / 16, CGFloat(y) + (CGFloat(row) + 0.5) / 16)
        if abs(point.x) <= 40 && abs(point.y) <= 40 { inside += 1 }
      }
    }
    return CGFloat(inside) / 256
  }

  @Test("the edges are antialiased: a pixel the edge crosses is red by the share it covers")
  func edgeCoverage() {
    for style in [Style.plain, .rounded] {
      let image = render(style)
      var (blended, partial) = (0, 0)
      for y in 40..<160 {
        for x in 40..<160 {
          let exact = exactCoverage(x, y)
          guard exact > 0.05, exact < 0.95 else { continue }
          let point = local(CGFloat(x) + 0.5, CGFloat(y) + 0.5)
          // The straight edges only: not the rounded corners, nor where the stripe meets them.
          let corner = abs(point.x) > 22 && abs(point.y) > 22
          let stripe = point.y > 4 && point.y < 28
          guard !(style == .rounded && (corner || stripe)) else { continue }
          let color = image.color(atX: x, y: y)
          // Red over white: red stays full and green falls with coverage.
          let measured = 1 - CGFloat(color[1]) / 255
          #expect(color[0] > 250, "\(style), pixel (\(x), \(y)): \(color)")
          #expect(
            abs(measured - exact) < 0.1, "\(style), pixel (\(x), \(y)): \(measured) for \(exact)")
          if exact > 0.1 && exact < 0.9 {
            partial += 1
            if measured > 0.05 && measured < 0.95 { blended += 1 }
          }
        }
      }
      // The pixels that the edge crosses are blended, not all or nothing: along its 320 pixels,
      // over a hundred of them even where corners and the stripe are left out.
      #expect(partial > 100 && blended == partial, "\(style): \(blended) of \(partial)")
    }
  }

  @Test("the background does not show through a rotated rounded view's inside or its border")
  func noSeamsInside() {
    for style in [Style.rounded, .bordered] {
      let image = render(style)
      expectNoBackground(inside: image, style)
    }
  }

  /// Expects every pixel two pixels or more inside the rounded outline to be the square's
  /// colours (red, the stripe's or the border's blue, or a mix), with no white.
  private func expectNoBackground(inside image: ImageBitmap, _ style: Style) {
    for y in 40..<160 {
      for x in 40..<160 {
        let point = local(CGFloat(x) + 0.5, CGFloat(y) + 0.5)
        let (dx, dy) = (abs(point.x), abs(point.y))
        // Two pixels inside the rounded outline (a radius of 16 pixels).
        let inside =
          dx < 38 && dy < 38 && (dx < 24 || dy < 24 || hypot(dx - 24, dy - 24) < 14)
        guard inside else { continue }
        let color = image.color(atX: x, y: y)
        #expect(color.prefix(3).min()! < 100, "\(style), pixel (\(x), \(y)) is \(color)")
      }
    }
  }

  @Test("a circle looks the same turned: its curve is measured as the corner masks measure it")
  func turnedCircle() {
    func render(angle: CGFloat) -> ImageBitmap {
      let root = UIViewController()
      root.view.backgroundColor = .white
      // On whole pixels: the upright circle's corner masks are placed on whole pixels.
      let circle = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
      circle.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      circle.layer.cornerRadius = 30
      circle.transform = CGAffineTransform(rotationAngle: angle)
      root.view.addSubview(circle)
      let window = TestApplication.makeWindow(root: root, size: CGSize(width: 100, height: 100))
      clock.settle()
      return WindowSnapshot.render(window, scale: 2)
    }

    let (upright, turned) = (render(angle: 0), render(angle: Self.angle))

    var largest = 0
    for y in 0..<200 {
      for x in 0..<200 {
        let difference = abs(
          Int(upright.color(atX: x, y: y)[1]) - Int(turned.color(atX: x, y: y)[1]))
        largest = max(largest, difference)
      }
    }
    // Within 8 levels of 255 (the two sample the curve at the same pixel centres).
    #expect(largest <= 8)
  }

  @Test("a rotated plain view, a rounded clipping one and a bordered one at 2x")
  func references() {
    for (style, name) in [
      (Style.plain, "rotated-solid"), (.rounded, "rotated-composited"),
      (.bordered, "rotated-border"),
    ] {
      assertSnapshot(
        of: UIImage(bitmap: render(style)), as: .image(perceptualPrecision: 0.99), named: name)
    }
  }
}
