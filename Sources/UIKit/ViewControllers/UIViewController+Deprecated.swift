// The Swift 4 spellings that seed 000 uses. On iOS they were renamed in Swift 4.2; here they
// still compile, warn, and do exactly what the new names do.
extension UIViewController {
  /// The Swift 4 name of ``addChild(_:)``, for seed 000's code: warns, then does exactly the same.
  @available(*, deprecated, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) {
    addChild(childController)
  }

  /// The Swift 4 name of ``removeFromParent()``: warns, then does exactly the same.
  @available(*, deprecated, renamed: "removeFromParent()")
  public func removeFromParentViewController() {
    removeFromParent()
  }

  /// The Swift 4 name of ``willMove(toParent:)``: warns, then does exactly the same.
  @available(*, deprecated, renamed: "willMove(toParent:)")
  public func willMove(toParentViewController parent: UIViewController?) {
    willMove(toParent: parent)
  }

  /// The Swift 4 name of ``didMove(toParent:)``: warns, then does exactly the same.
  @available(*, deprecated, renamed: "didMove(toParent:)")
  public func didMove(toParentViewController parent: UIViewController?) {
    didMove(toParent: parent)
  }

  /// The Swift 4 name of ``children``: warns, then returns the same.
  @available(*, deprecated, renamed: "children")
  public var childViewControllers: [UIViewController] { children }
}
