import Testing
import UIKit
import UIKitTestSupport

/// Apple's documentation of `setViewControllers(_:animated:)`: "If the new top view controller
/// was not previously in the stack, the navigation controller performs a push transition. If
/// the view controller was in the stack, it performs a pop."
@Suite("setViewControllers chooses push or pop by the new top controller", .uiTest)
@MainActor
struct SetViewControllersOperationTests {
  private let log = LifecycleLog()
  private let windows = WindowHolder()

  /// A navigation controller on screen showing `stack`, settled, with the fade delegate.
  private func navigation(_ stack: [UIViewController]) -> (UINavigationController, FadeDelegate) {
    let navigation = UINavigationController()
    navigation.setViewControllers(stack, animated: false)
    let delegate = FadeDelegate(log: log)
    navigation.delegate = delegate
    windows.keep(TestApplication.makeWindow(root: navigation))
    UIApplication.shared.advance(by: 0)
    return (navigation, delegate)
  }

  @Test("a new top that was not in the stack is a push, even when the old top leaves")
  func newTopPushes() {
    let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
    let (navigation, delegate) = navigation([a, b])
    _ = log.take()

    navigation.setViewControllers([c], animated: true)
    UIApplication.shared.advance(by: 1)

    #expect(log.entries.first == "fade operation push")
    #expect(navigation.topViewController === c)
    _ = delegate
  }

  @Test("a new top that was in the stack is a pop, even when the old top stays")
  func oldTopPops() {
    let (a, b) = (UIViewController(), UIViewController())
    let (navigation, delegate) = navigation([a, b])
    _ = log.take()

    navigation.setViewControllers([b, a], animated: true)
    UIApplication.shared.advance(by: 1)

    #expect(log.entries.first == "fade operation pop")
    #expect(navigation.topViewController === a)
    _ = delegate
  }
}
