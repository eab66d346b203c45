extension UIViewController {
  /// The controller `show` was first called on, while the call travels up the parents.
  @MainActor private static var showOrigins: [UIViewController] = []

  /// Matches UIKit's routing: the base implementation only runs for controllers that do not
  /// override `show(_:sender:)` (or `showDetailViewController`), so handing the call to the
  /// parent finds the first ancestor that does. With none, the original receiver presents.
  ///
  /// Linux has no selectors, so `targetViewController(forAction:sender:)` is not provided; this
  /// override-based walk gives the same answer for `show` and `showDetailViewController`.
  func routeShow(_ vc: UIViewController, sender: Any?, detail: Bool) {
    let origin = Self.showOrigins.last ?? self
    guard let next = parentController ?? presentingController else {
      origin.present(vc, animated: true)
      return
    }
    Self.showOrigins.append(origin)
    defer { Self.showOrigins.removeLast() }
    if detail {
      next.showDetailViewController(vc, sender: sender)
    } else {
      next.show(vc, sender: sender)
    }
  }
}
