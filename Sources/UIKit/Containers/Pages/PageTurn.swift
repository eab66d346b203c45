/// One turn of a page view controller in flight: the pages it leaves and the pages it shows,
/// whether the user started it, and what to call when it ends.
@MainActor
struct PageTurn {
  let old: [UIViewController]
  let new: [UIViewController]
  let direction: UIPageViewController.NavigationDirection
  let animated: Bool
  /// The user's turns tell the delegate; `setViewControllers` calls `completion` instead.
  let byUser: Bool
  let completion: ((Bool) -> Void)?
  let transition: ViewControllerTransition
  /// The drag driving the turn, if one is.
  let interaction: UIPercentDrivenInteractiveTransition?

  /// Pages that join the page view controller with this turn.
  var arriving: [UIViewController] { new.filter { page in !old.contains { $0 === page } } }
  /// Pages that leave it.
  var leaving: [UIViewController] { old.filter { page in !new.contains { $0 === page } } }
}
