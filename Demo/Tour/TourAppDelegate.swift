import UIKit

/// The demo's app delegate. It ends the responder chain, so the app-wide keys it answers reach
/// it from every screen, a presented one included: F4 shows or hides the event log, Ctrl+R
/// mirrors the whole app right to left (as an Arabic or Hebrew language would) and back, and
/// Ctrl+Plus and Ctrl+Minus step the text size through Dynamic Type's twelve sizes, as the
/// slider in Settings does.
final class TourAppDelegate: UIResponder, UIApplicationDelegate {
  /// The event log's window, over the app's.
  let eventLog = EventLogWindow()

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(title: "Event log", input: UIKeyCommand.f4) { [unowned self] _ in
        eventLog.toggle(over: UIApplication.shared.windows.first { $0 !== eventLog })
      },
      UIKeyCommand(title: "Right to left", input: "r", modifierFlags: .control) { _ in
        let app = UIApplication.shared
        app.setUserInterfaceLayoutDirection(
          app.userInterfaceLayoutDirection == .rightToLeft ? .leftToRight : .rightToLeft)
      },
    ] + textSizeCommands
  }

  /// Ctrl+Plus (with or without Shift, or the keypad's plus) and Ctrl+Minus.
  private var textSizeCommands: [UIKeyCommand] {
    let steps: [(String, UIKeyModifierFlags, Int)] = [
      ("=", .control, 1), ("=", [.control, .shift], 1), ("+", .control, 1), ("-", .control, -1),
    ]
    return steps.map { input, modifiers, step in
      UIKeyCommand(
        title: step > 0 ? "Larger text" : "Smaller text", input: input, modifierFlags: modifiers
      ) { _ in
        let app = UIApplication.shared
        app.setPreferredContentSizeCategory(app.preferredContentSizeCategory.stepped(by: step))
      }
    }
  }
}
