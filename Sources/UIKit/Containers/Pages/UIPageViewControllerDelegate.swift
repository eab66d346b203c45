/// The object told about the user's page turns, and asked where the spine goes when the
/// interface turns.
///
/// Matches UIKit's protocol; its optional requirements have default implementations that do
/// nothing (or keep the spine where it is).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// Matches UIKit: the user started turning to `pendingViewControllers`, before their
  /// `viewWillAppear`. Not sent for `setViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// Matches UIKit: the user's turn ended; `completed` is `false` when it was abandoned and
  /// `previousViewControllers` still show. Not sent for `setViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// Matches UIKit: where the spine of a page curl goes for `orientation`; set the pages the
  /// new location needs (two for `.mid`) from here.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
  /// Nothing to do.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}

  /// Nothing to do.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}

  /// Keeps the spine where it is.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
}
