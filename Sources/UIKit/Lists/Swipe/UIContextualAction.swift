/// An action a row offers when swiped, as `UIContextualAction`: a titled, coloured button
/// revealed beside the row.
///
/// Matches UIKit: the handler runs when the action is chosen (clicked, or by a full swipe for
/// the first action) and calls its completion with whether it was performed.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// The look of an action, as `UIContextualAction.Style`.
  public enum Style: Int, Sendable {
    /// Matches UIKit: a grey button.
    case normal = 0
    /// Matches UIKit: a red button whose action removes the row.
    case destructive = 1
  }

  /// Matches UIKit: runs the action; call the completion with whether it was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// Matches UIKit: the action's style.
  public let style: Style
  /// Matches UIKit: the button's title.
  open var title: String?
  /// Matches UIKit: the button's colour; by default grey, or red for a destructive action.
  open var backgroundColor: UIColor!
  /// Matches UIKit: an image shown above the title.
  open var image: UIImage?
  /// Matches UIKit: the handler.
  public let handler: Handler

  /// Matches UIKit: an action of `style` titled `title`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The actions a row shows on one side when swiped, as `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// Matches UIKit: the actions, from the edge the row was swiped from inward.
  public let actions: [UIContextualAction]
  /// Matches UIKit: whether swiping all the way performs the first action (`true`).
  open var performsFirstActionWithFullSwipe = true

  /// Matches UIKit: a configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
