import SnapshotTesting
import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Shapes, strokes, dashes, gradients, masks, shadows along paths and `draw(_:)`, rendered
/// headless and compared with stored PNGs in `__Snapshots__/` through swift-snapshot-testing.
@Suite("Reference images: layers and Core Graphics", .uiTest)
@MainActor
struct LayerReferenceImageTests {
  private func check(
    _ name: String, size: CGSize = CGSize(width: 200, height: 120),
    traits: UITraitCollection = .init(), testName: String = #function, line: UInt = #line,
    build: (UIView) -> Void
  ) {
    let root = UIViewController()
    root.view.backgroundColor = UIColor(white: 0.92, alpha: 1)
    let window = TestApplication.makeWindow(root: root, size: size)
    build(root.view)
    UIApplication.shared.advance(by: 0)
    #expect(window.rootViewController === root)
    assertSnapshot(
      of: root, as: .image(perceptualPrecision: 0.99, traits: traits), named: name,
      testName: testName, line: line)
  }

  @Test("shape layers: fill, even-odd, stroke with caps, dashes, strokeEnd")
  func shapes() {
    check("shapes") { root in
      let star = CAShapeLayer()
      let path = CGMutablePath()
      for index in 0..<5 {
        let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
        let point = CGPoint(x: 45 + 35 * cos(angle), y: 50 + 35 * sin(angle))
        index == 0 ? path.move(to: point) : path.addLine(to: point)
      }
      path.closeSubpath()
      star.path = path
      star.fillRule = .evenOdd
      star.fillColor = UIColor.systemOrange.cgColor
      root.layer.addSublayer(star)

      let ring = CAShapeLayer()
      ring.path = UIBezierPath(ovalIn: CGRect(x: 100, y: 15, width: 70, height: 70)).cgPath
      ring.fillColor = nil
      ring.strokeColor = UIColor.systemBlue.cgColor
      ring.lineWidth = 8
      ring.lineCap = .round
      ring.strokeEnd = 0.7
      root.layer.addSublayer(ring)

      let dashes = CAShapeLayer()
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 10, y: 105))
      line.addLine(to: CGPoint(x: 190, y: 105))
      dashes.path = line.cgPath
      dashes.strokeColor = UIColor.systemGreen.cgColor
      dashes.lineWidth = 4
      dashes.lineDashPattern = [12, 6]
      root.layer.addSublayer(dashes)
    }
  }

  @Test("gradient layers: axial, radial and conic; one colour fills solid")
  func gradients() {
    check("gradients") { root in
      let types: [CAGradientLayerType] = [.axial, .radial, .conic]
      for (index, type) in types.enumerated() {
        let gradient = CAGradientLayer()
        gradient.type = type
        gradient.frame = CGRect(x: 10 + CGFloat(index) * 62, y: 10, width: 54, height: 54)
        gradient.colors = [UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor]
        if type != .axial {
          gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
          gradient.endPoint = CGPoint(x: 1, y: 1)
        }
        root.layer.addSublayer(gradient)
      }
      let solid = CAGradientLayer()
      solid.frame = CGRect(x: 10, y: 75, width: 180, height: 30)
      solid.colors = [UIColor.systemTeal.cgColor]
      root.layer.addSublayer(solid)
    }
  }

  /// An indigo view crossed by a yellow `stripe`, masked by a `CAShapeLayer` oval of its bounds.
  private static func maskedPhoto(_ frame: CGRect, stripe: CGRect) -> UIView {
    let photo = UIView(frame: frame)
    photo.backgroundColor = .systemIndigo
    let band = UIView(frame: stripe)
    band.backgroundColor = .systemYellow
    photo.addSubview(band)
    let mask = CAShapeLayer()
    mask.path = UIBezierPath(ovalIn: photo.bounds).cgPath
    photo.layer.mask = mask
    return photo
  }

  @Test("masks, antialiased rounded clipping and shadows along paths")
  func masksAndShadows() {
    check("masks-shadows") { root in
      root.addSubview(
        Self.maskedPhoto(
          CGRect(x: 10, y: 10, width: 80, height: 80),
          stripe: CGRect(x: 0, y: 30, width: 80, height: 20)))

      let card = UIView(frame: CGRect(x: 110, y: 20, width: 70, height: 60))
      card.backgroundColor = .white
      card.layer.shadowOpacity = 0.5
      card.layer.shadowRadius = 6
      card.layer.shadowOffset = CGSize(width: 0, height: 6)
      card.layer.shadowPath =
        UIBezierPath(
          roundedRect: card.bounds, byRoundingCorners: [.topLeft, .bottomRight],
          cornerRadii: CGSize(width: 20, height: 20)
        ).cgPath
      root.addSubview(card)
    }
  }

  @Test("at 2x, a shape-layer mask and a shape layer are drawn at 2x, their edges sharp")
  func masksAtTwiceTheScreenScale() {
    check(
      "masks-2x", size: CGSize(width: 100, height: 60), traits: UITraitCollection(displayScale: 2)
    ) { root in
      root.addSubview(
        Self.maskedPhoto(
          CGRect(x: 5, y: 5, width: 50, height: 50),
          stripe: CGRect(x: 0, y: 20, width: 50, height: 10)))

      let ring = CAShapeLayer()
      ring.path = UIBezierPath(ovalIn: CGRect(x: 62, y: 12, width: 32, height: 32)).cgPath
      ring.fillColor = nil
      ring.strokeColor = UIColor.systemBlue.cgColor
      ring.lineWidth = 3
      root.layer.addSublayer(ring)
    }
  }

  @Test("a view drawn in draw(_:), with text, clipped to its bounds")
  func drawnView() {
    final class Badge: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.systemPink.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: -10, dy: 4), cornerRadius: 12).fill()
        ("Hi 안녕" as NSString).draw(
          in: bounds.insetBy(dx: 8, dy: 8),
          withAttributes: [
            .font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.white,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
          ])
      }
    }
    check("draw-rect") { root in
      root.addSubview(Badge(frame: CGRect(x: 20, y: 20, width: 120, height: 60)))
    }
  }

  @Test("masked corners: the background and border round only the corners named")
  func maskedCornersOfBackgroundAndBorder() {
    let masks: [CACornerMask] = [
      [.layerMinXMinYCorner, .layerMaxXMinYCorner],
      [.layerMinXMaxYCorner, .layerMaxXMaxYCorner],
      [.layerMinXMinYCorner, .layerMaxXMaxYCorner],
      [],
    ]
    check("masked-corners") { root in
      for (index, mask) in masks.enumerated() {
        let card = UIView(frame: CGRect(x: 10 + CGFloat(index) * 47, y: 20, width: 40, height: 80))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.layer.maskedCorners = mask
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.systemOrange.cgColor
        root.addSubview(card)
      }
    }
    #expect(UIView().layer.maskedCorners.rawValue == 0b1111)
  }

  @Test("masked corners: masksToBounds clips the content to the corners named")
  func maskedCornersClip() {
    check("masked-corners-clip") { root in
      let sheet = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 80))
      sheet.clipsToBounds = true
      sheet.layer.cornerRadius = 24
      sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      let content = UIView(frame: sheet.bounds)
      content.backgroundColor = .systemGreen
      let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 20))
      stripe.backgroundColor = .systemRed
      content.addSubview(stripe)
      sheet.addSubview(content)
      root.addSubview(sheet)
    }
  }
}
