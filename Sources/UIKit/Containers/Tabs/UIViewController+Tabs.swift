extension UIViewController {
  /// Matches UIKit: the nearest tab bar controller among this controller's ancestors.
  public var tabBarController: UITabBarController? {
    nearestAncestor(ofType: UITabBarController.self)
  }

  /// The tab bar item, made on first use with the controller's title; a navigation
  /// controller without a title of its own takes its root's, as a tab shows it in UIKit.
  var defaultTabBarItem: UITabBarItem {
    if let item = storedTabBarItem { return item }
    let item = UITabBarItem()
    item.title = title ?? (self as? UINavigationController)?.viewControllers.first?.title
    storedTabBarItem = item
    return item
  }
}
