import UIKit

/// Puts the shared application back in a clean state between tests.
@MainActor
public enum TestApplication {
  /// Hides every window and drops queued frames' work, so a test starts from nothing.
  public static func reset() {
    UIApplication.shared.resetForTesting()
  }

  /// A visible window of `size` showing `root`, with its first frame run.
  public static func makeWindow(
    root: UIViewController?, size: CGSize = CGSize(width: 390, height: 844)
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }
}
