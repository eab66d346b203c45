import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// `.image` for layers, and `.image` and `.elementsDescription` for `CGPath` and `UIBezierPath`,
/// as swift-snapshot-testing gives them on iOS.
@Suite("Snapshot strategy: layers and paths", .uiTest)
@MainActor
struct LayerAndPathStrategyTests {
  /// swift-snapshot-testing's test path: a heart at 45° (a line, two quadratic curves, two cubic
  /// ones, closed) and a circle above it, 90 points square.
  private var heart: CGPath {
    let scale: CGFloat = 30
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 2 * scale))
    path.addQuadCurve(
      to: CGPoint(x: 1 * scale, y: 3 * scale), control: CGPoint(x: 0.125 * scale, y: 2.875 * scale))
    path.addQuadCurve(
      to: CGPoint(x: 2 * scale, y: 2 * scale), control: CGPoint(x: 1.875 * scale, y: 2.875 * scale))
    path.addCurve(
      to: CGPoint(x: 3 * scale, y: 1 * scale), control1: CGPoint(x: 2.5 * scale, y: 2 * scale),
      control2: CGPoint(x: 3 * scale, y: 1.5 * scale))
    path.addCurve(
      to: CGPoint(x: 2 * scale, y: 0), control1: CGPoint(x: 3 * scale, y: 0.5 * scale),
      control2: CGPoint(x: 2.5 * scale, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 0))
    path.closeSubpath()
    path.addEllipse(in: CGRect(x: 2 * scale, y: 2 * scale, width: scale, height: scale))
    return path
  }

  /// swift-snapshot-testing's test layer: 100 points of red with a 4-point black border.
  private func redSquare() -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.backgroundColor = UIColor.red.cgColor
    layer.borderWidth = 4
    layer.borderColor = UIColor.black.cgColor
    return layer
  }

  /// The text swift-snapshot-testing recorded for the heart on iOS (`testCGPath.iOS.txt`).
  private let heartDescription = """
    MoveTo (0.0, 0.0)
    LineTo (0.0, 60.0)
    QuadCurveTo (3.75, 86.25) (30.0, 90.0)
    QuadCurveTo (56.25, 86.25) (60.0, 60.0)
    CurveTo (75.0, 60.0) (90.0, 45.0) (90.0, 30.0)
    CurveTo (90.0, 15.0) (75.0, 0.0) (60.0, 0.0)
    LineTo (0.0, 0.0)
    Close 

    MoveTo (90.0, 75.0)
    CurveTo (90.0, 83.284) (83.284, 90.0) (75.0, 90.0)
    CurveTo (66.716, 90.0) (60.0, 83.284) (60.0, 75.0)
    CurveTo (60.0, 66.716) (66.716, 60.0) (75.0, 60.0)
    CurveTo (83.284, 60.0) (90.0, 66.716) (90.0, 75.0)
    Close 

    """

  @Test("a path's elements read as upstream recorded them on iOS")
  func cgPathElements() throws {
    let text = try #require(Snapshotting<CGPath, String>.elementsDescription.taken(of: heart))

    #expect(text == heartDescription)
  }

  @Test("a Bézier path's elements read as its cgPath's")
  func bezierPathElements() throws {
    let text = try #require(
      Snapshotting<UIBezierPath, String>.elementsDescription
        .taken(of: UIBezierPath(cgPath: heart)))

    #expect(text == heartDescription)
  }

  @Test("elementsDescription writes the numbers with the formatter it is given")
  func numberFormatter() throws {
    let formatter = NumberFormatter()
    formatter.decimalSeparator = ","
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1.5, y: 2))
    path.addLine(to: CGPoint(x: 3.125, y: 4))

    let text = try #require(
      Snapshotting<CGPath, String>.elementsDescription(numberFormatter: formatter)
        .taken(of: path))

    // 3.125 rounds half to even, as NumberFormatter's default rounding does on iOS too.
    #expect(text == "MoveTo (1,50, 2,00)\nLineTo (3,12, 4,00)\n")
  }

  @Test("a path's image: filled even-odd in black over its bounding box, at 1x")
  func cgPathImage() throws {
    let image = try #require(Snapshotting<CGPath, UIImage>.image.taken(of: heart))

    #expect(image.bitmap.width == 90 && image.bitmap.height == 90)
    assertSnapshot(of: heart, as: .image)
  }

  /// swift-snapshot-testing's iOS recording, read from its checkout beside this package's build.
  private func iOSReference(_ name: String) throws -> UIImage {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = root.appendingPathComponent(
      ".build/checkouts/swift-snapshot-testing/Tests/SnapshotTestingTests/__Snapshots__/"
        + "SnapshotTestingTests/\(name).png")
    return try #require(UIImage(data: try Data(contentsOf: file)))
  }

  @Test("the path's image is the one upstream recorded on iOS, but for the edges' shading")
  func cgPathImageMatchesIOS() throws {
    let reference = try iOSReference("testCGPath.iOS")

    let image = try #require(Snapshotting<CGPath, UIImage>.image.taken(of: heart))

    #expect(
      Diffing<UIImage>.image(precision: 0.99, perceptualPrecision: 0.98)
        .diffV2(reference, image)?.0 == nil)
  }

  @Test("the layer's image at 3x is the one upstream recorded on iOS")
  func layerImageMatchesIOS() throws {
    try UIScreen.main.apply(.iPhone13)
    let reference = try iOSReference("testCALayer.1")
    let layer = redSquare()

    let image = try #require(Snapshotting<CALayer, UIImage>.image.taken(of: layer))

    #expect(Diffing<UIImage>.image.diffV2(reference, image)?.0 == nil)
  }

  @Test("a path's image stroked at 2x")
  func cgPathStroked() {
    assertSnapshot(of: heart, as: .image(scale: 2, drawingMode: .stroke))
  }

  @Test("a Bézier path's image: filled in black over its bounds")
  func bezierPathImage() {
    assertSnapshot(of: UIBezierPath(cgPath: heart), as: .image)
  }

  @Test("a layer's image: upstream's red square with a black border, at the screen's 3x")
  func layerImage() throws {
    try UIScreen.main.apply(.iPhone13)
    let layer = redSquare()

    let image = try #require(Snapshotting<CALayer, UIImage>.image.taken(of: layer))

    // swift-snapshot-testing's own iOS reference of this layer (testCALayer.1.png) is 300 × 300.
    #expect(image.bitmap.width == 300 && image.bitmap.height == 300)
    assertSnapshot(of: layer, as: .image)
  }

  @Test("a layer's image holds its sublayers, laid out first")
  func layerWithGradient() {
    let base = CALayer()
    base.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
    gradient.frame = base.frame
    base.addSublayer(gradient)

    assertSnapshot(of: base, as: .image(traits: UITraitCollection(displayScale: 2)))
  }
}
