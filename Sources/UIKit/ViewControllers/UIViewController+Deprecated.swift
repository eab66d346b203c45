// The Swift 4 spellings that seed 000 uses. On iOS they were renamed in Swift 4.2; here they
// still compile, warn, and do exactly what the new names do.
extension UIViewController {
  @available(*, deprecated, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) {
    addChild(childController)
  }

  @available(*, deprecated, renamed: "removeFromParent()")
  public func removeFromParentViewController() {
    removeFromParent()
  }

  @available(*, deprecated, renamed: "willMove(toParent:)")
  public func willMove(toParentViewController parent: UIViewController?) {
    willMove(toParent: parent)
  }

  @available(*, deprecated, renamed: "didMove(toParent:)")
  public func didMove(toParentViewController parent: UIViewController?) {
    didMove(toParent: parent)
  }

  @available(*, deprecated, renamed: "children")
  public var childViewControllers: [UIViewController] { children }
}
