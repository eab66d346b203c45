/// The object told when the user selects an item of a tab bar that no tab bar controller
/// manages.
///
/// Matches UIKit's protocol (its customizing requirements are left out, since bars are not
/// customized here). A tab bar controller is its own bar's delegate, and refuses another.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// Called after the user selected `item`, even when it was already selected.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Nothing to do.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
