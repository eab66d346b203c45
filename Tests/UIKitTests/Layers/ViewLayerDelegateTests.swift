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

/// A view that keeps a gradient sublayer at its bounds in `layoutSublayers(of:)`, as iOS code
/// does, logging around `super` and its own `layoutSubviews`.
@MainActor
private final class GradientBackedView: UIView {
  let gradient = CAGradientLayer()
  var log: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(gradient)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSublayers(of layer: CALayer) {
    log.append("layoutSublayers")
    super.layoutSublayers(of: layer)
    gradient.frame = bounds
    log.append("gradient \(gradient.frame.width)×\(gradient.frame.height)")
  }

  override func layoutSubviews() {
    log.append("layoutSubviews")
    super.layoutSubviews()
  }
}

/// A controller whose root view is a `GradientBackedView`, logging its layout callbacks into it.
@MainActor
private final class GradientController: UIViewController {
  var gradientView: GradientBackedView { view as! GradientBackedView }

  override func loadView() { view = GradientBackedView(frame: .zero) }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    gradientView.log.append("viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    gradientView.log.append("viewDidLayoutSubviews")
  }
}

/// An action that counts how often it ran, and for which key.
@MainActor
private final class CountingAction: CAAction {
  var keys: [String] = []

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    keys.append(event)
  }
}

/// A view that gives its layer's opacity an action of its own, and `super`'s for the rest.
@MainActor
private final class OpacityActionView: UIView {
  let opacityAction = CountingAction()

  override func action(for layer: CALayer, forKey event: String) -> CAAction? {
    event == "opacity" ? opacityAction : super.action(for: layer, forKey: event)
  }
}

/// A view that logs each key its layer asks it for an action, and gives the bounds an action of
/// its own.
@MainActor
private final class BoundsActionView: UIView {
  let boundsAction = CountingAction()
  var askedKeys: [String] = []

  override func action(for layer: CALayer, forKey event: String) -> CAAction? {
    askedKeys.append(event)
    return event == "bounds" ? boundsAction : super.action(for: layer, forKey: event)
  }
}

/// A view that sets its layer's contents itself in `display(_:)`, as iOS code that renders
/// with Metal or shows decoded frames does, counting the calls.
@MainActor
private final class ContentsSettingView: UIView {
  var displays = 0

  override func display(_ layer: CALayer) {
    displays += 1
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    layer.contents =
      UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image {
        $0.cgContext.setFillColor(UIColor.green.cgColor)
        $0.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      }.cgImage
  }
}

/// A view that draws its layer itself, filling it blue, instead of through `draw(_:)`.
@MainActor
private final class LayerDrawingView: UIView {
  override func draw(_ layer: CALayer, in ctx: CGContext) {
    ctx.setFillColor(UIColor.blue.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
  }
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

  @Test("layoutSublayers(of:) overridden, as iOS code does, wraps the view's layout each pass")
  func layoutSublayersOverride() {
    let controller = GradientController()
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 300, height: 600))
    UIApplication.shared.advance(by: 0)
    let view = controller.gradientView
    view.log.removeAll()

    window.frame = CGRect(x: 0, y: 0, width: 320, height: 500)
    UIApplication.shared.advance(by: 0)

    #expect(
      view.log == [
        "layoutSublayers", "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
        "gradient 320.0×500.0",
      ])
    #expect(view.gradient.frame == view.bounds)
  }

  @Test("action(for:forKey:) overridden gives the layer's change that action, outside a block")
  func actionOverride() {
    let view = OpacityActionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    view.alpha = 0.5
    view.center = CGPoint(x: 40, y: 40)

    #expect(view.opacityAction.keys == ["opacity"])
    #expect(view.layer.opacity == 0.5)
    #expect(view.center == CGPoint(x: 40, y: 40))
  }

  @Test(
    "setting the frame asks for the bounds' action, then the position's, once each, and runs them",
    arguments: [false, true])
  func frameAsksForBoundsThenPosition(insideAnimationBlock: Bool) {
    let view = BoundsActionView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.askedKeys = []
    view.boundsAction.keys = []
    let moveAndResize = { view.frame = CGRect(x: 20, y: 20, width: 30, height: 30) }
    if insideAnimationBlock {
      UIView.animate(withDuration: 1, animations: moveAndResize)
    } else {
      moveAndResize()
    }

    #expect(view.askedKeys == ["bounds", "position"])
    #expect(view.boundsAction.keys == ["bounds"])
    #expect(view.frame == CGRect(x: 20, y: 20, width: 30, height: 30))

    view.askedKeys = []
    view.frame = CGRect(x: 40, y: 40, width: 30, height: 30)
    #expect(view.askedKeys == ["position"])
  }

  @Test("display(_:) overridden sets the layer's contents in place of draw(_:), each display")
  func displayOverride() {
    let view = ContentsSettingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(view)
    UIApplication.shared.advance(by: 0)
    let first = view.displays

    view.setNeedsDisplay()
    UIApplication.shared.advance(by: 0)

    #expect(first == 1)
    #expect(view.displays == 2)
    let contents = view.layer.contents as? CGImage
    #expect(contents?.bitmap.color(atX: 1, y: 1) == [0, 255, 0, 255])
  }

  @Test("a view whose draw(_:in:) is overridden displays what that draws, and not draw(_:)")
  func drawInContextOverrideDisplays() {
    let view = LayerDrawingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let window = TestApplication.makeWindow(root: nil)
    window.addSubview(view)
    UIApplication.shared.advance(by: 0)

    let contents = view.layer.contents as? CGImage
    #expect(contents != nil)
    #expect(contents?.bitmap.color(atX: 1, y: 1) == [0, 0, 255, 255])
  }

  @Test(
    "drawing a view's layer into a context runs draw(_:), or draw(_:in:) where it is overridden",
    arguments: [false, true])
  func drawInContext(overridingLayerDrawing: Bool) {
    let frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    let view: UIView =
      overridingLayerDrawing ? LayerDrawingView(frame: frame) : LoggingLayoutView(frame: frame)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1

    let image = UIGraphicsImageRenderer(size: frame.size, format: format)
      .image { view.layer.draw(in: $0.cgContext) }
    let bitmap = image.cgImage!.bitmap

    #expect(
      bitmap.color(atX: 1, y: 1) == (overridingLayerDrawing ? [0, 0, 255, 255] : [255, 0, 0, 255]))
    #expect(bitmap.color(atX: 3, y: 3) == [0, 0, 0, 0])
  }
}
