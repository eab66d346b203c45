import UIKit

/// Puts the shared application back in a clean state between tests.
@preconcurrency @MainActor
public enum TestApplication {
  /// Hides every window, drops queued frames' work, and restores every process-wide setting
  /// (screen, clipboard and host services, log sink, exception handler) to its headless
  /// default, so a test starts from nothing. The ``UITestTrait`` calls it around each test.
  public static func reset() {
    UIApplication.shared.resetForTesting()
  }

  /// A visible key window of `size` showing `root`. Its controllers have begun appearing; run a
  /// frame (`UIApplication.shared.advance(by: 0)`) to deliver the rest of their callbacks.
  public static func makeWindow(
    root: UIViewController?, size: CGSize = CGSize(width: 390, height: 844)
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }
}
