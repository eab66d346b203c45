import UIKit

/// The event log panel that F4 shows: a second window at a higher `windowLevel`, the way an iOS
/// developer builds a debug overlay, so it floats over every screen and presentation of the
/// app's window while the callbacks scroll by live.
final class EventLogWindow: UIWindow {
  private let logController = EventLogViewController()

  init() {
    super.init(frame: .zero)
    windowLevel = .normal + 1
    rootViewController = logController
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its windows in code")
  }

  /// Shows or hides the panel over `window`.
  func toggle(over window: UIWindow?) {
    place(over: window)
    isHidden.toggle()
    DemoLog.record("event log \(isHidden ? "hidden" : "shown")")
  }

  /// The lower part of `window`, above its tab bar.
  func place(over window: UIWindow?) {
    guard let window else { return }
    let bounds = window.bounds
    let height = min(320, bounds.height * 0.42)
    let target = CGRect(
      x: bounds.minX + 8, y: bounds.maxY - height - 92, width: bounds.width - 16, height: height)
    if frame != target { frame = target }
  }

  // The panel only shows: presses pass through it to the app's window, as through a HUD.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
