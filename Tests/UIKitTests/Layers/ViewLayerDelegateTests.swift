import Testing
import UIKit
import UIKitTestSupport

/// A view that logs its layout and draws a red square.
@MainActor
private final class LoggingLayoutView: UIView {
  var layouts = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }

  override func draw(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.setFillColor(UIColor.red.cgColor)
    UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
  }
}

/// A free-standing layer that lays out its sublayers, counting how often.
@MainActor
private final class CountingLayer: CALayer {
  var layouts = 0
  override func layoutSublayers() { layouts += 1 }
}

@Suite("A view is its layer's delegate", .uiTest)
@MainActor
struct ViewLayerDelegateTests {
  @Test("the layer's setNeedsLayout, needsLayout and layoutIfNeeded are the view's")
  func layoutIsShared() {
    let view = LoggingLayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(view)
    UIApplication.shared.advance(by: 0)
    let before = view.layouts

    view.layer.setNeedsLayout()
    let marked = view.layer.needsLayout()
    view.layer.layoutIfNeeded()

    #expect(marked)
    #expect(!view.layer.needsLayout())
    #expect(view.layouts == before + 1)
    #expect(view.layer.delegate === view)
  }

  @Test("a free-standing sublayer of a view's layer is laid out in the next frame")
  func freeSublayerLaysOutInTheFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let layer = CountingLayer()
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(view)
    view.layer.addSublayer(layer)

    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    UIApplication.shared.advance(by: 0)
    UIApplication.shared.advance(by: 0)

    #expect(layer.layouts == 1)
    #expect(!layer.needsLayout())
  }

  @Test("drawing a view's layer into a context runs the view's draw(_:)")
  func drawInContextRunsDraw() {
    let view = LoggingLayoutView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1

    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format)
      .image { view.layer.draw(in: $0.cgContext) }
    let bitmap = image.cgImage!.bitmap

    #expect(bitmap.color(atX: 1, y: 1) == [255, 0, 0, 255])
    #expect(bitmap.color(atX: 3, y: 3) == [0, 0, 0, 0])
  }
}
