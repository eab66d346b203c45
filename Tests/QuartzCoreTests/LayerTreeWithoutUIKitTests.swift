import QuartzCore
import Testing

/// A layer-only library imports QuartzCore alone, as on iOS: this target does not depend on
/// UIKit. It drives frames as UIKit's frame pipeline does (the clock, then the animations, then
/// the end-of-frame work) and reads what a host would draw from the display list. Times are
/// taken from the shared clock's current time, which other suites in the process move too; the
/// suite holds the process's state lock, so that it never moves the clock in the middle of a UI
/// test (a spinner's phase in a reference image moved with it).
@MainActor
@Suite("QuartzCore without UIKit", .exclusiveProcessState)
struct LayerTreeWithoutUIKitTests {
  /// One frame at `time`: what UIKit's pipeline runs for layers, without views.
  private func runFrame(at time: TimeInterval) {
    MediaClock.shared.advance(to: time)
    AnimationEngine.shared.advance(to: time)
    for work in MediaClock.shared.takeDeferredWork() { work() }
  }

  private final class StopLog: NSObject, CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
  }

  @Test("a layer tree animates and draws half way, then at rest, and tells its delegate")
  func animatesAndRenders() {
    let start = MediaClock.shared.time
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    let square = CALayer()
    square.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
    square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    root.addSublayer(square)
    let log = StopLog()
    let slide = CABasicAnimation(keyPath: "position")
    slide.fromValue = CGPoint(x: 40, y: 40)
    slide.toValue = CGPoint(x: 140, y: 40)
    slide.duration = 1
    slide.timingFunction = CAMediaTimingFunction(name: .linear)
    slide.delegate = log

    square.add(slide, forKey: "slide")
    runFrame(at: start + 0.5)
    let halfWay = DisplayListBuilder.build(root: root).flattened
    runFrame(at: start + 1)
    let atRest = DisplayListBuilder.build(root: root).flattened

    let red = DisplayColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(halfWay == [.fill(CGRect(x: 70, y: 20, width: 40, height: 40), red)])
    #expect(atRest == [.fill(CGRect(x: 20, y: 20, width: 40, height: 40), red)])
    #expect(square.animation(forKey: "slide") == nil)
    #expect(log.stops == [true])
  }
}

/// A layer that lays out its one sublayer to fill its bounds, and counts its layouts.
@MainActor
private final class FillingLayer: CALayer {
  var layouts = 0

  override func layoutSublayers() {
    layouts += 1
    for sublayer in sublayers ?? [] { sublayer.frame = bounds }
  }
}

@MainActor
@Suite("Layer layout without UIKit")
struct LayerLayoutWithoutUIKitTests {
  private final class Delegate: CALayerDelegate {
    var laidOut: [CALayer] = []
    func layoutSublayers(of layer: CALayer) { laidOut.append(layer) }
  }

  @Test("a new size or a new sublayer marks the layer, and layoutIfNeeded lays it out once")
  func boundsAndSublayersInvalidate() {
    let layer = FillingLayer()
    let inner = CALayer()
    layer.layoutIfNeeded()
    let settled = layer.needsLayout()

    layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
    layer.addSublayer(inner)
    let marked = layer.needsLayout()
    layer.layoutIfNeeded()
    layer.layoutIfNeeded()

    #expect(!settled)
    #expect(marked)
    #expect(!layer.needsLayout())
    #expect(layer.layouts == 1)
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
  }

  @Test("laying out a sublayer starts at the topmost ancestor that waits, and asks delegates")
  func layoutStartsAtTheTopmostWaitingAncestor() {
    let delegate = Delegate()
    let outer = CALayer()
    let middle = CALayer()
    let inner = CALayer()
    outer.delegate = delegate
    middle.delegate = delegate
    inner.delegate = delegate
    outer.addSublayer(middle)
    middle.addSublayer(inner)
    outer.layoutIfNeeded()
    delegate.laidOut = []

    outer.setNeedsLayout()
    inner.setNeedsLayout()
    inner.layoutIfNeeded()

    #expect(
      delegate.laidOut.map { ObjectIdentifier($0) } == [outer, inner].map(ObjectIdentifier.init))
  }
}
