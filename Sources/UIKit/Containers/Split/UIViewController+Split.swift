extension UIViewController {
  /// Matches UIKit: the nearest split view controller among this controller's ancestors.
  public var splitViewController: UISplitViewController? {
    nearestAncestor(ofType: UISplitViewController.self)
  }
}

extension UINavigationController {
  /// A collapsing split's secondary joins the stack: a navigation controller's controllers
  /// move over (it is left empty), any other controller is pushed.
  func takeSecondary(_ secondary: UIViewController) {
    var moved = [secondary]
    if let navigation = secondary as? UINavigationController {
      moved = navigation.viewControllers
      navigation.setViewControllers([], animated: false)
    }
    setViewControllers(viewControllers + moved, animated: false)
  }

  /// An expanding split takes back what its primary took, and what was pushed since: into the
  /// navigation controller they came from, or as they are (one controller), or in a new
  /// navigation controller (several).
  func giveBackSecondary(to split: UISplitViewController) -> UIViewController? {
    let record = split.collapseRecord
    let kept = max(record?.primaryCount ?? 1, 1)
    guard viewControllers.count > kept else { return nil }
    let moved = Array(viewControllers[kept...])
    setViewControllers(Array(viewControllers[..<kept]), animated: false)
    if let navigation = record?.originalSecondary as? UINavigationController {
      navigation.setViewControllers(moved, animated: false)
      return navigation
    }
    if moved.count == 1 { return moved[0] }
    let navigation = UINavigationController(nibName: nil, bundle: nil)
    navigation.setViewControllers(moved, animated: false)
    return navigation
  }
}
