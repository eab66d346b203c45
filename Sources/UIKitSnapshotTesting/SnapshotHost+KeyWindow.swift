import UIKit

extension SnapshotHost {
  /// Runs `body` with `controller` shown in the application's key window: swift-snapshot-
  /// testing's `drawHierarchyInKeyWindow: true`.
  ///
  /// Matches upstream on iOS: the key window takes `size` (its own when `nil`), a plain parent
  /// holding `controller` becomes its root, with `traits` set over the controller, and after
  /// `body` the parent disappears and the window is left with no root controller and at that
  /// size. With no key window UIKit's `NSInternalInconsistencyException` is raised (upstream
  /// stops the test run) and `nil` returned.
  static func inKeyWindow<Result>(
    showing controller: UIViewController, size: CGSize?, traits: UITraitCollection,
    _ body: (UIWindow) -> Result
  ) -> Result? {
    guard let window = UIApplication.shared.keyWindow else {
      UIKitException.raise(
        .internalInconsistencyException,
        "drawHierarchyInKeyWindow needs a key window, as upstream needs a host application: "
          + "call makeKeyAndVisible() on a window before the snapshot")
      return nil
    }
    let size = size ?? window.bounds.size
    window.frame.size = size
    let root = parent(adopting: controller, size: size)
    root.setOverrideTraitCollection(traits, forChild: controller)
    window.rootViewController = root
    clock.settle()
    defer {
      // The root leaving the window disappears, as upstream makes it before it takes it out.
      window.rootViewController = nil
      clock.settle()
    }
    return body(window)
  }
}
