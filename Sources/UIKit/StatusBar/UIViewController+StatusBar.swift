extension UIViewController {
  /// Matches UIKit: re-reads `prefersHomeIndicatorAutoHidden`.
  public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
    loadedView?.window?.updateSystemChrome(animated: true)
  }

  /// Matches UIKit: re-reads `preferredScreenEdgesDeferringSystemGestures`.
  public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
    loadedView?.window?.updateSystemChrome(animated: false)
  }

  /// The controller that decides a piece of system chrome: follows a `childFor…` property
  /// down as long as it names a child.
  func deciding(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
    var controller = self
    var visited = Set([ObjectIdentifier(self)])
    while let next = child(controller), visited.insert(ObjectIdentifier(next)).inserted {
      controller = next
    }
    return controller
  }
}

extension UIApplication {
  /// The status bar style in effect in the key window.
  public var statusBarStyle: UIStatusBarStyle {
    (keyWindow ?? windows.last)?.systemChrome.statusBarStyle ?? .default
  }

  /// Whether the status bar is hidden in the key window.
  public var isStatusBarHidden: Bool {
    (keyWindow ?? windows.last)?.systemChrome.statusBarHidden ?? false
  }

  /// The text the simulated status bar shows for the time. Tests keep Apple's "9:41"; the SDL
  /// host shows the wall clock.
  @ProcessWide package static var statusBarTime: @MainActor () -> String = defaultStatusBarTime

  /// Apple's marketing time, which reference images are recorded with.
  static let defaultStatusBarTime: @MainActor () -> String = { "9:41" }
}
