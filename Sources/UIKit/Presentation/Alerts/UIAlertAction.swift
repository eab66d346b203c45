import Foundation

/// A button of a `UIAlertController`, as UIKit's: a title, a style, and what tapping it does.
///
/// Matches UIKit: the handler runs once the alert has been dismissed, so it may present another
/// controller from the one that presented the alert.
@MainActor
open class UIAlertAction: NSObject {
  /// How an action looks and where it goes, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default` = 0
    /// The button that backs out, in bold: at most one per alert, shown last (on the left of
    /// two side by side, as iOS places it).
    case cancel = 1
    /// A button that destroys data, in red.
    case destructive = 2
  }

  /// The button's text.
  public let title: String?
  /// How the button looks and where it goes.
  public let style: Style
  /// Matches UIKit: a disabled action's button is dimmed and ignores taps.
  open var isEnabled = true {
    didSet { onChange?() }
  }
  let handler: ((UIAlertAction) -> Void)?
  /// Tells the alert showing the action to update its button.
  var onChange: (() -> Void)?

  /// An action titled `title`, in `style`, that runs `handler` after the alert is dismissed.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
