/// Where a controller is in a move into or out of a parent.
enum ParentMove {
  case none
  /// `addChild` ran; `didMove(toParent:)` has not yet.
  case adding
  /// `willMove(toParent: nil)` ran; `removeFromParent` has not yet.
  case removing
}

extension UIViewController {
  func performAddChild(_ child: UIViewController) {
    guard let reason = refusalToAdopt(child) else {
      if child.parentController === self {
        // Matches UIKit: adding an existing child moves it to the end.
        childControllers.removeAll { $0 === child }
        childControllers.append(child)
        return
      }
      if child.parentController != nil {
        // Matches UIKit: a child that has another parent is removed from it first (its old
        // container may have told it already that it is leaving).
        if child.parentMove != .removing { child.willMove(toParent: nil) }
        child.performRemoveFromParent()
      }
      childControllers.append(child)
      child.parentController = self
      child.parentMove = .adding
      child.willMove(toParent: self)
      return
    }
    UIKitException.raise(.invalidArgumentException, reason)
  }

  /// Why `child` cannot become a child of the receiver, or `nil` if it can.
  private func refusalToAdopt(_ child: UIViewController) -> String? {
    if child === self {
      return "child view controller \(child) should not be added to itself"
    }
    var ancestor: UIViewController? = self
    while let current = ancestor {
      if current === child {
        return "\(child) is an ancestor of \(self) and cannot become its child"
      }
      ancestor = current.parentController ?? current.presentingController
    }
    if let presenter = child.presentingController {
      return "\(child) is presented by \(presenter) and cannot be added as a child "
        + "view controller"
    }
    if let childView = child.loadedView, let superview = childView.storedSuperview,
      let owner = superview.nearestViewController, owner !== self,
      owner !== child.parentController
    {
      return "child view controller \(child)'s view is already in the hierarchy of \(owner); "
        + "remove it from there before adding it as a child of \(self)"
    }
    return nil
  }

  func performRemoveFromParent() {
    guard let parent = parentController else { return }
    parent.childControllers.removeAll { $0 === self }
    parentController = nil
    didMove(toParent: nil)
  }
}

extension UIView {
  /// The controller that manages this view: its own, or the nearest ancestor's.
  var nearestViewController: UIViewController? {
    var view: UIView? = self
    while let current = view {
      if let owner = current.owningViewController { return owner }
      view = current.storedSuperview
    }
    return nil
  }
}
