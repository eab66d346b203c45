import UIKit

/// A view that writes every touch callback it receives to a ``LifecycleLog``, prefixed with its
/// name: `"card began"`, `"card moved"`, `"card ended"`, `"card cancelled"`.
///
/// With ``logsButtons`` each entry also names the event's pointer buttons and modifier keys as
/// UIKit's raw values (`"card began buttons 2 flags 131072"` for a Shift-right-click), so the
/// way iPadOS reports a pointer's clicks is checked in the same ordered log.
@preconcurrency @MainActor
open class LoggingView: UIView {
  /// The prefix of every entry this view writes.
  public let name: String
  /// Where the entries go.
  public let log: LifecycleLog
  /// Whether `touchesBegan` also calls `super`, passing the touch up the responder chain.
  public var passesOn = false
  /// Whether entries name the event's `buttonMask` and `modifierFlags`.
  public var logsButtons = false

  /// Makes a view at `frame` that logs to `log` under `name`.
  public init(_ name: String, log: LifecycleLog, frame: CGRect) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  /// Not supported: logging views are made in code. Traps.
  public required init?(coder: NSCoder) {
    fatalError("LoggingView is made in code")
  }

  private func record(_ phase: String, _ event: UIEvent?) {
    guard logsButtons, let event else {
      log.record("\(name) \(phase)")
      return
    }
    let buttons = event.buttonMask.rawValue
    log.record("\(name) \(phase) buttons \(buttons) flags \(event.modifierFlags.rawValue)")
  }

  /// Logs the touch's beginning; passes it on when ``passesOn`` is set.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("began", event)
    if passesOn { super.touchesBegan(touches, with: event) }
  }

  /// Logs a move of the touch (or a change of its buttons).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("moved", event)
  }

  /// Logs the touch's end.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("ended", event)
  }

  /// Logs the touch's cancellation.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("cancelled", event)
  }
}
