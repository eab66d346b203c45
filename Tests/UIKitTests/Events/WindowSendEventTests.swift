import Testing
import UIKit
import UIKitTestSupport

// Through the public API, plus the host's package-level input calls, as the SDL host sends them.

/// A window that logs every touch event it is sent, and keeps them from its views while
/// `swallows` is set, as an app's touch-indicator or lock window does.
@MainActor
private final class WatchingWindow: UIWindow {
  var phases: [String] = []
  var swallows = false

  override func sendEvent(_ event: UIEvent) {
    for touch in event.allTouches ?? [] { phases.append("\(touch.phase.rawValue)") }
    guard !swallows else { return }
    super.sendEvent(event)
  }
}

@Suite("UIWindow.sendEvent(_:): every touch passes through the window", .uiTest)
@MainActor
struct WindowSendEventTests {
  private func show() -> (WatchingWindow, UIButton, () -> [String]) {
    let window = WatchingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    window.rootViewController = root
    var taps: [String] = []
    let button = UIButton(type: .system, primaryAction: UIAction { _ in taps.append("tap") })
    button.frame = CGRect(x: 100, y: 300, width: 200, height: 60)
    root.view.addSubview(button)
    window.makeKeyAndVisible()
    UIApplication.shared.advance(by: 0)
    return (window, button, { taps })
  }

  private func drag(in window: UIWindow) {
    UIApplication.shared.sendMouseDown(at: CGPoint(x: 150, y: 320), in: window, clickCount: 1)
    UIApplication.shared.sendMouseMotion(
      to: CGPoint(x: 160, y: 325), in: window, buttons: .primary)
    UIApplication.shared.sendMouseUp(at: CGPoint(x: 160, y: 325), in: window)
    UIApplication.shared.advance(by: 0)
  }

  @Test("an override sees the touch begin, move and end, and super delivers it to the button")
  func watches() {
    let (window, _, taps) = show()

    drag(in: window)

    let began = "\(UITouch.Phase.began.rawValue)"
    let moved = "\(UITouch.Phase.moved.rawValue)"
    let ended = "\(UITouch.Phase.ended.rawValue)"
    #expect(window.phases == [began, moved, ended])
    #expect(taps() == ["tap"])
  }

  @Test("an override that does not call super keeps the touch from the views")
  func swallows() {
    let (window, _, taps) = show()
    window.swallows = true

    drag(in: window)

    #expect(window.phases.count == 3)
    #expect(taps().isEmpty)
  }
}
