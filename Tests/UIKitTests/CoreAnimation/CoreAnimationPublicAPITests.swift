import CoreGraphics
import QuartzCore
import Testing
import UIKit
import UIKitTestSupport

/// Core Animation and Core Graphics through the public products, as iOS code writes them.
@Suite("Core Animation: the public API", .uiTest)
@MainActor
struct CoreAnimationPublicAPITests {
  private func window() -> UIWindow {
    TestApplication.makeWindow(root: UIViewController(), size: CGSize(width: 200, height: 200))
  }

  @Test("a view's sublayers are its subviews' layers plus added layers, in order")
  func layerTreeFollowsViews() {
    let parent = UIView()
    let first = UIView()
    let second = UIView()
    let added = CALayer()

    parent.addSubview(first)
    parent.layer.addSublayer(added)
    parent.addSubview(second)
    parent.insertSubview(UIView(), at: 0)

    #expect(parent.layer.sublayers?.count == 4)
    #expect(parent.layer.sublayers?[1] === first.layer)
    #expect(parent.layer.sublayers?[2] === added)
    #expect(parent.layer.sublayers?[3] === second.layer)
    #expect(added.superlayer === parent.layer)
    second.removeFromSuperview()
    #expect(second.layer.superlayer == nil)
  }

  @Test("a view's frame sets its layer's bounds and position; only a new size asks to redraw")
  func viewFrameSetsLayerGeometry() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.layer.needsDisplayOnBoundsChange = true
    view.layer.displayIfNeeded()

    view.frame = CGRect(x: 10, y: 5, width: 20, height: 20)
    let redrawAfterMove = view.layer.needsDisplay()
    view.frame = CGRect(x: 10, y: 5, width: 40, height: 10)

    #expect(!redrawAfterMove)
    #expect(view.layer.needsDisplay())
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(view.layer.position == CGPoint(x: 30, y: 10))
    #expect(view.frame == CGRect(x: 10, y: 5, width: 40, height: 10))
  }

  @Test("a layer subclass sees a frame set through its bounds and position setters, in order")
  func frameGoesThroughOverriddenSetters() {
    final class RecordingLayer: CALayer {
      var log: [String] = []
      override var bounds: CGRect {
        get { super.bounds }
        set {
          log.append("bounds \(newValue.width)×\(newValue.height)")
          super.bounds = newValue
        }
      }
      override var position: CGPoint {
        get { super.position }
        set {
          log.append("position \(newValue.x),\(newValue.y)")
          super.position = newValue
        }
      }
    }
    final class RecordingView: UIView {
      override class var layerClass: AnyClass { RecordingLayer.self }
    }
    let view = RecordingView()
    let layer = view.layer as? RecordingLayer
    layer?.log = []

    view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)

    #expect(layer?.log == ["bounds 30.0×40.0", "position 25.0,40.0"])
    #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test("insert above, below, replace and remove keep the order; cycles are refused")
  func sublayerEditing() {
    let root = CALayer()
    let a = CALayer()
    let b = CALayer()
    let c = CALayer()

    root.addSublayer(a)
    root.insertSublayer(b, below: a)
    root.insertSublayer(c, above: a)
    root.replaceSublayer(b, with: CALayer())
    a.addSublayer(root)

    #expect(root.sublayers?.count == 3)
    #expect(root.sublayers?[1] === a)
    #expect(root.sublayers?[2] === c)
    #expect(b.superlayer == nil)
    #expect(root.superlayer == nil)
    root.mask = root
    #expect(root.mask == nil)
  }

  @Test("a basic animation changes the presentation over time, not the model")
  func basicAnimationOverTime() async {
    let window = window()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    await UIApplication.shared.advance(by: 0)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1

    layer.add(fade, forKey: "fade")
    await UIApplication.shared.advance(by: 0.5)

    #expect(layer.opacity == 1)
    #expect(abs((layer.presentation()?.opacity ?? 0) - 0.5) < 0.02)
    #expect(layer.animationKeys() == ["fade"])
    await UIApplication.shared.advance(by: 0.6)
    #expect(layer.animationKeys() == nil)
  }

  @Test("keyframes with keyTimes, position.x additive, and a delegate told in order")
  func keyframesAndDelegate() async {
    final class Recorder: CAAnimationDelegate {
      var log: [String] = []
      func animationDidStart(_ anim: CAAnimation) { log.append("start") }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("stop(\(flag))")
      }
    }
    let window = window()
    let layer = CALayer()
    layer.position = CGPoint(x: 50, y: 50)
    window.layer.addSublayer(layer)
    await UIApplication.shared.advance(by: 0)
    let recorder = Recorder()
    let shake = CAKeyframeAnimation(keyPath: "position.x")
    shake.values = [0, 10, -10, 0]
    shake.keyTimes = [0, 0.25, 0.75, 1]
    shake.duration = 1
    shake.isAdditive = true
    shake.delegate = recorder

    layer.add(shake, forKey: "shake")
    await UIApplication.shared.advance(by: 0.25)

    #expect(abs((layer.presentation()?.position.x ?? 0) - 60) < 0.5)
    await UIApplication.shared.advance(by: 0.25)
    #expect(abs((layer.presentation()?.position.x ?? 0) - 50) < 0.5)
    await UIApplication.shared.advance(by: 0.6)
    #expect(recorder.log == ["start", "stop(true)"])
    #expect(layer.position.x == 50)
  }

  @Test("a removed animation stops with finished == false; a kept one holds its end value")
  func removalAndFill() async {
    final class Recorder: CAAnimationDelegate {
      var stops: [Bool] = []
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }
    let window = window()
    let shape = CAShapeLayer()
    window.layer.addSublayer(shape)
    await UIApplication.shared.advance(by: 0)
    let recorder = Recorder()
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.fromValue = 0
    grow.toValue = 0.5
    grow.duration = 0.5
    grow.fillMode = .forwards
    grow.isRemovedOnCompletion = false
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = CGFloat.pi
    spin.duration = 1
    spin.delegate = recorder

    shape.add(grow, forKey: "grow")
    shape.add(spin, forKey: "spin")
    await UIApplication.shared.advance(by: 0.2)
    shape.removeAnimation(forKey: "spin")
    await UIApplication.shared.advance(by: 1)

    #expect(recorder.stops == [false])
    #expect(shape.strokeEnd == 1)
    #expect(shape.presentation()?.strokeEnd == 0.5)
    #expect(shape.animation(forKey: "grow") != nil)
  }

  @Test("free-standing layers animate implicitly once drawn; views' layers do not")
  func implicitAnimations() async {
    let window = window()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    await UIApplication.shared.advance(by: 0)

    layer.opacity = 0
    window.rootViewController?.view.alpha = 0.5
    await UIApplication.shared.advance(by: 0.125)

    #expect(layer.animation(forKey: "opacity") != nil)
    let shown = layer.presentation()?.opacity ?? 0
    #expect(shown > 0.05 && shown < 0.95)
    #expect(window.rootViewController?.view.layer.animationKeys() == nil)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.opacity = 1
    CATransaction.commit()
    #expect(layer.animationKeys() == ["opacity"])
  }

  @Test("a transaction's completion waits for its animations")
  func transactionCompletion() async {
    let window = window()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    await UIApplication.shared.advance(by: 0)
    var completed = false

    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setCompletionBlock { completed = true }
    layer.position = CGPoint(x: 100, y: 100)
    CATransaction.commit()
    await UIApplication.shared.advance(by: 0.25)

    #expect(!completed)
    await UIApplication.shared.advance(by: 0.3)
    #expect(completed)
  }

  @Test("a committed transaction with no completion keeps nothing until the next frame")
  func transactionWithoutCompletionIsReleased() {
    weak var stored: NSObject?
    do {
      let value = NSObject()
      stored = value
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      CATransaction.setValue(value, forKey: "held")
      CATransaction.commit()
    }

    #expect(stored == nil)
  }

  @Test("overlapping UIView animations are additive: both complete true, in order")
  func additiveViewAnimations() async {
    let window = window()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    var log: [String] = []

    UIView.animate(withDuration: 1, animations: { view.center.x = 100 }) {
      log.append("first(\($0))")
    }
    await UIApplication.shared.advance(by: 0.5)
    UIView.animate(withDuration: 1, animations: { view.center.x = 200 }) {
      log.append("second(\($0))")
    }
    await UIApplication.shared.advance(by: 0.6)
    #expect(log == ["first(true)"])
    await UIApplication.shared.advance(by: 0.5)

    #expect(log == ["first(true)", "second(true)"])
  }

  @Test("paths: rounded rects by corner, arcs, contains, bounds, NaN ignored")
  func paths() {
    let card = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [.topLeft],
      cornerRadii: CGSize(width: 20, height: 20))
    let path = CGMutablePath()
    path.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
    path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))

    #expect(!card.contains(CGPoint(x: 1, y: 1)))
    #expect(card.contains(CGPoint(x: 99, y: 1)))
    #expect(card.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(abs(path.boundingBoxOfPath.maxY - 60) < 0.01)
    #expect(path.currentPoint.x.isFinite)
  }

  @Test("a path's box bounds its lines and curves, never a curve's control points")
  func pathBoxes() {
    let chart = CGMutablePath()
    chart.move(to: CGPoint(x: 10, y: 40))
    chart.addLine(to: CGPoint(x: 30, y: -5))
    chart.addLine(to: CGPoint(x: 70, y: 25))
    chart.closeSubpath()
    chart.move(to: CGPoint(x: 100, y: 0))
    // The curve's top is at y = 50; its control point, at 100, is not on it.
    chart.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 150, y: 100))
    let box = chart.boundingBoxOfPath
    #expect(box.minX == 10 && box.minY == -5 && box.maxX == 200)
    #expect(abs(box.maxY - 50) < 0.5)
    #expect(chart.boundingBox.maxY == 100)
    #expect(CGMutablePath().boundingBoxOfPath.isNull)
  }

  @Test("draw(_:) draws into the layer's contents; a bitmap context makes an image")
  func drawing() async {
    let window = window()
    let dot = RedDot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(dot)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    UIColor.blue.setFill()
    UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()

    await UIApplication.shared.advance(by: 0)

    #expect(dot.layer.contents != nil)
    #expect(image?.size == CGSize(width: 4, height: 4))
    #expect(image?.bitmap.color(atX: 0, y: 0) == [0, 0, 255, 255])
    #expect(image?.bitmap.color(atX: 3, y: 0) == [0, 0, 0, 0])
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test("draw(_:) draws at the display scale of the view's traits, and again when it changes")
  func drawingScale() async {
    let parent = UIViewController()
    let window = TestApplication.makeWindow(root: parent, size: CGSize(width: 200, height: 200))
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let dot = RedDot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    child.view.addSubview(dot)
    func drawnWidth() async -> Int? {
      await UIApplication.shared.advance(by: 0)
      return (dot.layer.contents as? CGImage)?.width
    }

    parent.setOverrideTraitCollection(UITraitCollection(displayScale: 3), forChild: child)
    let atThree = await drawnWidth()
    parent.setOverrideTraitCollection(UITraitCollection(displayScale: 2), forChild: child)
    let atTwo = await drawnWidth()

    #expect(window.screen.scale == 1)
    #expect(atThree == 60)
    #expect(atTwo == 40)
  }
}

/// A view that draws a red disc in `draw(_:)`.
private final class RedDot: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.red.setFill()
    UIBezierPath(ovalIn: bounds).fill()
  }
}
