/// Where a stock container is in its own appearance, as its public callbacks tell it: the way
/// a user's container knows whether it is on screen.
///
/// The navigation, tab bar and page view controllers set it in their `viewWillAppear`,
/// `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear`, which UIKit asks every
/// override to pass on with `super`. On screen, a change of child runs a transition with
/// appearance callbacks; off screen, the views simply swap.
enum ContainerAppearance: Sendable {
  /// Before `viewWillAppear`, or after `viewDidDisappear`.
  case disappeared
  /// Between `viewWillAppear` and `viewDidAppear`.
  case appearing
  /// After `viewDidAppear`, until `viewWillDisappear`.
  case appeared
  /// Between `viewWillDisappear` and `viewDidDisappear`.
  case disappearing

  /// Whether a container in this state, whose view is `view`, is on screen: the view is in a
  /// window that is not hidden, and the container has begun appearing and not yet finished
  /// disappearing.
  @MainActor
  func isShowing(_ view: UIView?) -> Bool {
    guard self != .disappeared, let window = view?.window else { return false }
    return !window.isHidden
  }
}
