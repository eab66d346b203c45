/// What the test process asks of the app, one JSON object a line (see CHANNEL.md).
///
/// The requests are few on purpose: the test side resolves queries itself against a
/// ``AutomationElement`` snapshot, so the app only reports its tree, replays input at points
/// of its window, and shows its frame.
package enum AutomationRequest: Codable, Sendable, Equatable {
  /// The first line on a connection: the token from the app's environment. Anything else
  /// first, or a wrong token, and the app closes the connection.
  case hello(token: String)
  /// The accessibility tree, now.
  case snapshot
  /// The accessibility tree as soon as it differs from the last one sent on this connection,
  /// or after `timeout` seconds as it is then: how `waitForExistence(timeout:)` waits without
  /// polling.
  case change(timeout: Double)
  /// Pointer steps (a tap, a press, a drag), replayed as mouse events at their times.
  case pointer([PointerStep])
  /// Key presses, each a down and an up with its modifiers held.
  case keys([KeyStroke])
  /// Text committed by the input method into the text input being edited.
  case text(String)
  /// The window as last drawn, as a PNG.
  case screenshot
  /// The interface orientation of the app's window (`UIInterfaceOrientation`'s raw value).
  case orientation
  /// Turn the interface to this `UIInterfaceOrientation` (raw value), as the Simulator's
  /// rotation does (the host's Ctrl+←/→), and answer once the rotation has ended.
  case rotate(Int)
  /// Quit as closing the window would; the app closes the channel as it exits.
  case terminate
}

/// One mouse event of a gesture, `time` seconds after the gesture starts, at a point in the
/// window's coordinates (points).
package struct PointerStep: Codable, Sendable, Equatable {
  package enum Phase: String, Codable, Sendable { case down, move, up }
  package var time: Double
  package var x: Double
  package var y: Double
  package var phase: Phase
  /// The click count of a `down` (2 for the second press of a double tap).
  package var clicks: Int

  package init(time: Double, x: Double, y: Double, phase: Phase, clicks: Int = 1) {
    self.time = time
    self.x = x
    self.y = y
    self.phase = phase
    self.clicks = clicks
  }
}

/// One key press: `key` is what XCUIKeyboardKey calls it (a character, or a name such as
/// `"\r"` or UIKit's arrow key inputs), `modifiers` UIKit's `UIKeyModifierFlags` bits.
package struct KeyStroke: Codable, Sendable, Equatable {
  package var key: String
  package var modifiers: Int

  package init(key: String, modifiers: Int) {
    self.key = key
    self.modifiers = modifiers
  }
}
