extension UIApplication {
  /// The window whose status bar the app-wide status bar questions are about.
  private var statusBarWindow: UIWindow? { keyWindow ?? windows.last }

  /// Matches UIKit: the interface orientation of the key window, which the status bar follows;
  /// `.unknown` with no window. Deprecated on iOS 13 for the window scene's.
  public var statusBarOrientation: UIInterfaceOrientation {
    statusBarWindow?.interfaceOrientation ?? .unknown
  }

  /// Matches UIKit: the status bar's rectangle in screen coordinates, across the top of the key
  /// window (24 points high here), or `.zero` while it is hidden.
  public var statusBarFrame: CGRect {
    guard let window = statusBarWindow, !window.systemChrome.statusBarHidden else { return .zero }
    return CGRect(x: 0, y: 0, width: window.bounds.width, height: StatusBarView.height)
  }
}
