/// The blink of a text caret, driven by the frame clock: shown for half a second, hidden for
/// half a second, and shown solid again whenever the person types or moves it.
///
/// Matches UIKit's caret, which stays solid while the user edits and blinks when they pause.
/// Text fields and text views share it; whether it shows is a pure function of the clock, so
/// a test that advances a manual clock sees every phase.
@MainActor
struct CaretBlink {
  /// How long the caret stays shown, then hidden.
  static let interval: TimeInterval = 0.5

  /// The media time the blink last restarted.
  private var start: TimeInterval = 0

  /// Shows the caret solid from now and redraws `view` at every change while it is first
  /// responder.
  mutating func restart(for view: UIView) {
    start = UIApplication.shared.mediaTime
    Self.schedule(view, at: start + Self.interval)
  }

  /// Stops redrawing `view` for the blink.
  static func stop(for view: UIView) {
    UIApplication.shared.frameClockSchedule.cancel(for: view)
  }

  private static func schedule(_ view: UIView, at time: TimeInterval) {
    guard view.isFirstResponder else { return }
    UIApplication.shared.frameClockSchedule.schedule(at: time, for: view) { [weak view] in
      guard let view else { return }
      view.setNeedsDisplay()
      schedule(view, at: time + interval)
    }
  }

  /// Whether the caret shows at the current frame's time.
  var isVisible: Bool {
    let elapsed = UIApplication.shared.mediaTime - start
    return Int((elapsed / Self.interval + 1e-9).rounded(.down)) % 2 == 0
  }
}
