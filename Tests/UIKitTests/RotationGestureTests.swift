import Testing
import UIKit
import UIKitTestSupport

// Through the public API, with the host's package-level Ctrl, Shift and wheel input: each
// notch is sent in a frame's input step, as the SDL host sends it (15° a notch).

@Suite("UIRotationGestureRecognizer with Ctrl, Shift and the wheel", .uiTest)
@MainActor
struct RotationGestureTests {
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

  /// One notch turning by `degrees` at `point`, in the next frame.
  private func notch(_ degrees: CGFloat, at point: CGPoint = CGPoint(x: 100, y: 200)) {
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

  @Test("notches begin and change the rotation; it ends a quarter second after the last")
  func beginsChangesEnds() {
    let recognizer = rotation(on: area)

    notch(15)
    notch(15)
    notch(-15)
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
  func routing() {
    let inner = UIView(frame: CGRect(x: 50, y: 150, width: 200, height: 200))
    area.addSubview(inner)
    inner.addGestureRecognizer(UIPinchGestureRecognizer { [log] _ in log.record("pinch") })
    let innerRotation = rotation(on: inner, "inner")
    rotation(on: area, "outer")

    notch(15)
    clock.advance(by: 0.5)
    innerRotation.isEnabled = false
    notch(15)
    clock.advance(by: 0.5)

    #expect(
      log.take().map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
        "inner 1", "inner 3", "outer 1", "outer 3",
      ])
  }
}
