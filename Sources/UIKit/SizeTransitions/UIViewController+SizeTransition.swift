extension UIViewController {
  /// `viewWillTransition(to:with:)`'s default: each child whose size changes hears about it.
  func forwardSizeTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in childControllers {
      guard let childView = child.loadedView else { continue }
      let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
      guard childSize != childView.bounds.size else { continue }
      child.viewWillTransition(to: childSize, with: coordinator)
    }
  }

  /// `willTransition(to:with:)`'s default: each child hears its own new traits.
  func forwardTraitTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in childControllers {
      child.willTransition(to: child.traits(inheriting: newCollection), with: coordinator)
    }
  }
}

/// The rotation callbacks iOS deprecated in iOS 8, reached through a protocol so that the
/// window can deliver them (as seed 004 describes) without deprecation warnings of its own.
@MainActor
protocol LegacyRotationReceiver: AnyObject {
  var shouldAutorotate: Bool { get }
  func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)
  func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)
  func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation)
}

extension UIViewController: LegacyRotationReceiver {}
