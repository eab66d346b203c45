extension UIViewController {
  /// Matches UIKit: the nearest navigation controller among this controller's ancestors.
  public var navigationController: UINavigationController? {
    nearestAncestor(ofType: UINavigationController.self)
  }

  /// The nearest controller of type `T` among this controller's ancestors.
  func nearestAncestor<T: UIViewController>(ofType type: T.Type) -> T? {
    var controller = parent
    while let current = controller {
      if let found = current as? T { return found }
      controller = current.parent
    }
    return nil
  }

  /// Matches UIKit: sets the toolbar items; a navigation controller showing this controller
  /// updates its toolbar.
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
}
