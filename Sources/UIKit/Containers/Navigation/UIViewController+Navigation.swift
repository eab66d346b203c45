extension UIViewController {
  /// Matches UIKit: the nearest navigation controller among this controller's ancestors.
  public var navigationController: UINavigationController? {
    var controller = parentController
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.parentController
    }
    return nil
  }

  /// Matches UIKit: sets the toolbar items; a navigation controller showing this controller
  /// updates its toolbar.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
}
