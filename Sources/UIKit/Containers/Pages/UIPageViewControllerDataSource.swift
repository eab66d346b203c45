/// The object that gives a page view controller the pages before and after the current ones,
/// for the user's turns, and optionally the count and position its page dots show.
///
/// Matches UIKit's protocol. Return `nil` where the pages end. The presentation methods are
/// optional: with the default count of 0, no dots show; UIKit asks them when
/// `setViewControllers` is called, and counts the user's turns itself.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` at the first page.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or `nil` at the last page.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// Matches UIKit: how many dots the scroll style shows; above 0, the dots show.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// Matches UIKit: which dot is the current page's, when pages are set.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// No dots.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  /// The first dot.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
