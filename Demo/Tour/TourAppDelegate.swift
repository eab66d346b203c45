import UIKit

/// The demo's app delegate. It ends the responder chain, so the app-wide keys it answers reach
/// it from every screen, a presented one included: F4 shows or hides the event log, Ctrl+R
/// mirrors the whole app right to left (as an Arabic or Hebrew language would) and back, and
/// Ctrl+Plus and Ctrl+Minus step the text size through Dynamic Type's twelve sizes, as the
/// slider in Settings does. Ctrl+M turns reduce motion on and off (pushes then cross-fade), and
/// F6 writes the screen's accessibility elements, in VoiceOver's order, to the event log, where
/// what the app posts to assistive technologies also appears. A shake (Ctrl+Alt+Z) that no
/// first responder answers reaches it too, and is logged.
final class TourAppDelegate: UIResponder, UIApplicationDelegate {
  /// The event log's window, over the app's.
  let eventLog = EventLogWindow()

  override init() {
    super.init()
    UIAccessibility.postedNotificationHandler = { notification, argument in
      DemoLog.record(
        "accessibility post \(notification.rawValue) \(argument.map { "\($0)" } ?? "")")
    }
  }

  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    guard motion == .motionShake else { return super.motionEnded(motion, with: event) }
    DemoLog.record("shake")
  }

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
      UIKeyCommand(title: "Reduce motion", input: "m", modifierFlags: .control) { _ in
        UIAccessibility.setReduceMotionEnabled(!UIAccessibility.isReduceMotionEnabled)
        DemoLog.record("reduce motion \(UIAccessibility.isReduceMotionEnabled ? "on" : "off")")
      },
      UIKeyCommand(title: "Accessibility elements", input: UIKeyCommand.f6) { [unowned self] _ in
        logAccessibilityElements()
      },
    ] + textSizeCommands
  }

  /// The app's screen, element by element in VoiceOver's order, into the event log.
  private func logAccessibilityElements() {
    guard let window = UIApplication.shared.windows.last(where: { $0 !== eventLog }) else { return }
    let elements = AccessibilityHierarchy.elements(of: window)
    DemoLog.record("accessibility: \(elements.count) elements")
    for element in elements { DemoLog.record("  " + AccessibilityHierarchy.line(for: element)) }
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
