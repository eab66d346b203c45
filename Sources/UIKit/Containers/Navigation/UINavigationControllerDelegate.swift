/// The object told about a navigation controller's pushes and pops, which may also supply
/// custom transitions.
///
/// Matches UIKit's protocol; its optional requirements have default implementations that do
/// nothing (or return `nil`, for the built-in transitions).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called before `viewController` appears, before its `viewWillAppear`.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// Called after `viewController` appeared, after its `viewDidAppear`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  /// The animator of an animated push or pop, or `nil` for UIKit's slide.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller for a custom animator, or `nil` for a non-interactive
  /// transition.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Nothing to do.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Nothing to do.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// UIKit's own slide.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Not interactive.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
