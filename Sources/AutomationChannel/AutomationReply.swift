import Foundation

/// What the app answers, one JSON object a line, in the order of the requests.
package enum AutomationReply: Codable, Sendable, Equatable {
  /// The token was right: requests may follow.
  case welcome
  /// The connection is refused (no hello first, or a wrong token); the app closes it.
  case refused(String)
  /// The tree, for `snapshot`, and after an action once the app has processed its input and
  /// drawn the frames it caused; `printed` is the tree as XCUITest prints it in a failure.
  case tree(AutomationElement, printed: String)
  /// The window's pixels as a PNG, for `screenshot`.
  case screenshot(Data)
  /// The window's `UIInterfaceOrientation` (raw value), for `orientation`.
  case orientation(Int)
  /// The request could not be carried out, with why (as XCUITest words it).
  case failed(String)
}
