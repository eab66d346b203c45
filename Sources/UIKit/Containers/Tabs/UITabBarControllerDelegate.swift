/// The object asked before the user selects a tab, told after, and asked for custom tab
/// switch animations.
///
/// Matches UIKit's protocol; its optional requirements have default implementations (allow,
/// do nothing, UIKit's instant switch). The customizing requirements are left out, since the
/// More list has no Edit mode here.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Matches UIKit: asked when the user selects a tab (a click, Return, Ctrl+number), never
  /// when code sets `selectedIndex` or `selectedViewController`; `false` leaves the selection
  /// as it is.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// Matches UIKit: told after the user selected a tab, even the one already selected; never
  /// for selections made in code.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// Matches UIKit: the animator of a tab switch, or `nil` for UIKit's instant switch.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// Matches UIKit: the interaction controller for a custom animator, or `nil` for a
  /// non-interactive switch.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  /// Allows every selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Nothing to do.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}

  /// UIKit's instant switch.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Not interactive.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
