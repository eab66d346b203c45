/// An action VoiceOver offers on an element besides activating it (swipe up or down, then
/// double-tap): "Delete", "Flag".
///
/// Matches UIKit's iOS 13 closure API. UIKit's `init(name:target:selector:)` needs selectors,
/// which Linux has not.
///
/// ```swift
/// cell.accessibilityCustomActions = [
///   UIAccessibilityCustomAction(name: "Delete") { _ in self.delete(item); return true }
/// ]
/// ```
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// Matches UIKit: what VoiceOver says for the action.
  open var name: String
  /// Matches UIKit: the name with attributes.
  open var attributedName: NSAttributedString {
    get { NSAttributedString(string: name) }
    set { name = newValue.string }
  }
  /// Matches UIKit: an image shown for the action where actions are shown.
  open var image: UIImage?
  /// Matches UIKit: what runs when the action is chosen; it returns whether it succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// Matches UIKit: an action named `name` that runs `actionHandler`.
  public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// Matches UIKit: an action with a name and image that runs `actionHandler`.
  public convenience init(
    name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  ) {
    self.init(name: name, actionHandler: actionHandler)
    self.image = image
  }

  /// Matches UIKit: an action with an attributed name that runs `actionHandler`.
  public convenience init(
    attributedName: NSAttributedString,
    actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  ) {
    self.init(name: attributedName.string, actionHandler: actionHandler)
  }

  /// Runs the handler as VoiceOver does when a person chooses the action; `false` without one.
  package func perform() -> Bool { actionHandler?(self) ?? false }
}
