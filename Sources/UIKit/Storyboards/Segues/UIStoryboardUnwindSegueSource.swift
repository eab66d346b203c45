/// Where an unwind segue starts, as `allowedChildrenForUnwinding(from:)` receives it.
///
/// Matches UIKit: the source controller, the unwind action's selector, and the object that
/// started the unwind.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
  /// Matches UIKit: the controller the unwind starts from.
  public let source: UIViewController
  /// Matches UIKit: the unwind action's name (`"unwindToHome:"`).
  public let unwindAction: Selector
  /// Matches UIKit: the object that started the unwind.
  public let sender: Any?

  /// Makes an unwind source.
  public init(source: UIViewController, unwindAction: Selector = "", sender: Any?) {
    self.source = source
    self.unwindAction = unwindAction
    self.sender = sender
    super.init()
  }
}
