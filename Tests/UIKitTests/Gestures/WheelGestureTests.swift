import Testing
import UIKit
import UIKitTestSupport

// Through the public API, with the host's package-level wheel input: each notch of Ctrl and
// the wheel (a pinch) or of Ctrl, Shift and the wheel (a rotation) is sent in a frame's input
// step, as the SDL host sends it.

@Suite("UIPinchGestureRecognizer and UIRotationGestureRecognizer with the wheel", .uiTest)
@MainActor
struct WheelGestureTests {
  let clock = ManualClock()
  let root = UIViewController()
  let window: UIWindow
  let log = LifecycleLog()
  let area = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))

  init() {
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 400, height: 600))
    root.view.addSubview(area)
    clock.settle()
  }

  /// One notch of Ctrl and the wheel at `point`, in the next frame.
  private func notch(_ factor: CGFloat, at point: CGPoint = CGPoint(x: 100, y: 200)) {
    UIApplication.shared.enqueueInput { [window] in
      UIApplication.shared.sendZoom(by: factor, at: point, in: window)
    }
    clock.tick()
  }

  /// A pinch recognizer on `view` that logs its state, scale, velocity and location.
  @discardableResult
  private func pinch(on view: UIView, _ name: String = "pinch") -> UIPinchGestureRecognizer {
    let recognizer = UIPinchGestureRecognizer { [log, area] pinch in
      let point = pinch.location(in: area)
      log.record(
        String(
          format: "%@ %d scale %.2f velocity %.1f at %.0f,%.0f", name, pinch.state.rawValue,
          pinch.scale, pinch.velocity, point.x, point.y))
    }
    view.addGestureRecognizer(recognizer)
    return recognizer
  }

  @Test("notches begin and change the pinch; it ends a quarter second after the last")
  func beginsChangesEnds() {
    let recognizer = pinch(on: area)

    notch(1.1)
    notch(1.2, at: CGPoint(x: 110, y: 200))
    clock.advance(by: 0.2)
    let beforeEnd = recognizer.state
    clock.advance(by: 0.1)

    #expect(beforeEnd == .changed)
    #expect(
      log.take() == [
        "pinch 1 scale 1.10 velocity 0.0 at 100,200",
        // 1.1 × 1.2 = 1.32, 0.22 more in 1/60 s.
        "pinch 2 scale 1.32 velocity 13.2 at 110,200",
        "pinch 3 scale 1.32 velocity 0.0 at 110,200",
      ])
    #expect(recognizer.state == .possible)
  }

  @Test("a new pinch after one ended starts from a scale of 1 again")
  func startsAgain() {
    pinch(on: area)

    notch(2)
    clock.advance(by: 0.5)
    notch(0.5)
    clock.advance(by: 0.5)

    #expect(
      log.take() == [
        "pinch 1 scale 2.00 velocity 0.0 at 100,200", "pinch 3 scale 2.00 velocity 0.0 at 100,200",
        "pinch 1 scale 0.50 velocity 0.0 at 100,200", "pinch 3 scale 0.50 velocity 0.0 at 100,200",
      ])
  }

  /// Says no to beginning.
  final class Refusing: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
  }

  @Test("the innermost view's pinch takes the wheel; disabled or refused, the next one out does")
  func innermostFirst() {
    let inner = UIView(frame: CGRect(x: 50, y: 150, width: 200, height: 200))
    area.addSubview(inner)
    let innerPinch = pinch(on: inner, "inner")
    pinch(on: area, "outer")
    let refusing = Refusing()

    notch(1.5)
    clock.advance(by: 0.5)
    innerPinch.isEnabled = false
    notch(1.5)
    clock.advance(by: 0.5)
    innerPinch.isEnabled = true
    innerPinch.delegate = refusing
    notch(1.5)
    clock.advance(by: 0.5)

    #expect(
      log.take().map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
        "inner 1", "inner 3", "outer 1", "outer 3", "outer 1", "outer 3",
      ])
  }

  @Test("over a scroll view that cannot zoom, the wheel goes on to the pinch behind it")
  func passesScrollView() {
    let scrollView = UIScrollView(frame: area.bounds)
    area.addSubview(scrollView)
    pinch(on: area, "outer")

    notch(1.5)
    clock.advance(by: 0.5)

    #expect(log.take().count == 2)
  }

  /// One notch turning by `degrees` at `point`, in the next frame.
  private func turn(_ degrees: CGFloat, at point: CGPoint = CGPoint(x: 100, y: 200)) {
    UIApplication.shared.enqueueInput { [window] in
      UIApplication.shared.sendRotation(by: degrees * .pi / 180, at: point, in: window)
    }
    clock.tick()
  }

  /// A rotation recognizer on `view` that logs its state, angle (degrees) and velocity.
  @discardableResult
  private func rotation(on view: UIView, _ name: String = "rotation")
    -> UIRotationGestureRecognizer
  {
    let recognizer = UIRotationGestureRecognizer { [log, area] rotation in
      let point = rotation.location(in: area)
      log.record(
        String(
          format: "%@ %d %.0f° %.0f°/s at %.0f,%.0f", name, rotation.state.rawValue,
          rotation.rotation * 180 / .pi, rotation.velocity * 180 / .pi, point.x, point.y))
    }
    view.addGestureRecognizer(recognizer)
    return recognizer
  }

  @Test("turns begin and change the rotation; it ends a quarter second after the last")
  func rotationBeginsChangesEnds() {
    let recognizer = rotation(on: area)

    turn(15)
    turn(15)
    turn(-15)
    clock.advance(by: 0.3)

    #expect(
      log.take() == [
        "rotation 1 15° 0°/s at 100,200",
        // 15° in 1/60 s.
        "rotation 2 30° 900°/s at 100,200",
        "rotation 2 15° -900°/s at 100,200",
        "rotation 3 15° 0°/s at 100,200",
      ])
    #expect(recognizer.state == .possible)
  }

  @Test("a disabled rotation lets the wheel go on out; pinches do not take rotations")
  func rotationRouting() {
    let inner = UIView(frame: CGRect(x: 50, y: 150, width: 200, height: 200))
    area.addSubview(inner)
    inner.addGestureRecognizer(UIPinchGestureRecognizer { [log] _ in log.record("pinch") })
    let innerRotation = rotation(on: inner, "inner")
    rotation(on: area, "outer")

    turn(15)
    clock.advance(by: 0.5)
    innerRotation.isEnabled = false
    turn(15)
    clock.advance(by: 0.5)

    #expect(
      log.take().map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
        "inner 1", "inner 3", "outer 1", "outer 3",
      ])
  }

  @Test("a notch that neither scales nor turns (a sideways wheel) begins no gesture")
  func emptyNotches() {
    pinch(on: area)
    rotation(on: area)

    notch(1)
    turn(0)
    clock.advance(by: 0.5)

    #expect(log.take().isEmpty)
  }
}
