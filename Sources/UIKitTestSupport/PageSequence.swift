import UIKit

/// A page view controller's data source over a fixed list of pages: the page before and after
/// each, `nil` at the ends.
///
/// Subclass it to log or to misbehave; the presentation methods are declared here (no dots by
/// default) so that a subclass's overrides are the ones UIKit calls.
///
/// ```swift
/// let source = PageSequence((0..<3).map { _ in UIViewController() })
/// pageViewController.dataSource = source
/// ```
@preconcurrency @MainActor
open class PageSequence: NSObject, UIPageViewControllerDataSource {
  /// The pages, in order.
  public let pages: [UIViewController]

  /// A data source over `pages`.
  public init(_ pages: [UIViewController]) {
    self.pages = pages
    super.init()
  }

  /// The page before `viewController` in ``pages``, or `nil` for the first (or a stranger).
  open func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  /// The page after `viewController` in ``pages``, or `nil` for the last (or a stranger).
  open func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else {
      return nil
    }
    return pages[index + 1]
  }

  /// No dots, unless a subclass says otherwise.
  open func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }

  /// The index of the first page shown.
  open func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
  }
}
