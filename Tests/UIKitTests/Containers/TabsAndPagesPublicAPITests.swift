import UIKit
import UIKitTestSupport
import XCTest

// Tabs and pages through the public products only, as an app writes them: a plain
// `import UIKit`. XCTest, for the reason StoryboardPublicAPITests gives.

/// A cross-fade between tabs, written as iOS code writes it.
@MainActor
private final class TabFade: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.25 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let toView = transitionContext.view(forKey: .to)!
    let to = transitionContext.viewController(forKey: .to)!
    toView.frame = transitionContext.finalFrame(for: to)
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    UIView.animate(withDuration: 0.25, animations: { toView.alpha = 1 }) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// A tab bar delegate that fades, optionally under an interaction controller.
@MainActor
private final class FadingTabs: NSObject, UITabBarControllerDelegate {
  var interaction: UIPercentDrivenInteractiveTransition?

  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { TabFade() }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

final class TabsAndPagesPublicAPITests: XCTestCase {
  override func setUp() async throws {
    await MainActor.run { TestApplication.reset() }
  }

  override func tearDown() async throws {
    await MainActor.run { TestApplication.reset() }
  }

  func testTabsInCode() async {
    await Self.tabsInCode()
  }

  func testAnimatedAndCancelledTabSwitch() async {
    await Self.animatedAndCancelledTabSwitch()
  }

  func testPagesInCode() async {
    await Self.pagesInCode()
  }

  /// Tabs set and selected in code: children, items from titles, badges, the safe area.
  @MainActor
  private static func tabsInCode() {
    let log = LifecycleLog()
    let inbox = LoggingViewController("inbox", log: log)
    inbox.title = "Inbox"
    let settings = LoggingViewController("settings", log: log)
    settings.title = "Settings"
    let tabs = UITabBarController()
    tabs.viewControllers = [inbox, settings]
    inbox.tabBarItem.badgeValue = "2"
    let window = TestApplication.makeWindow(root: tabs)
    UIApplication.shared.advance(by: 0)
    _ = log.take()

    tabs.selectedViewController = settings
    let inSetter = log.take()
    UIApplication.shared.advance(by: 0)

    XCTAssertEqual(
      inSetter, ["settings viewDidLoad", "settings willAppear", "inbox willDisappear"])
    XCTAssertEqual(
      log.take(), ["settings isAppearing", "inbox didDisappear", "settings didAppear"])
    XCTAssertEqual(tabs.selectedIndex, 1)
    XCTAssertEqual(tabs.children, [inbox, settings])
    XCTAssertTrue(settings.tabBarController === tabs)
    XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Inbox", "Settings"])
    XCTAssertEqual(tabs.tabBar.items?.first?.badgeValue, "2")
    XCTAssertEqual(settings.view.safeAreaInsets.bottom, tabs.tabBar.frame.height)
    _ = window
  }

  /// The delegate's animator runs the switch; its interaction controller can cancel it, in
  /// UIKit's cancelled order.
  @MainActor
  private static func animatedAndCancelledTabSwitch() {
    let log = LifecycleLog()
    let first = LoggingViewController("A", log: log)
    let second = LoggingViewController("B", log: log)
    let tabs = UITabBarController()
    let delegate = FadingTabs()
    tabs.delegate = delegate
    tabs.viewControllers = [first, second]
    let window = TestApplication.makeWindow(root: tabs)
    UIApplication.shared.advance(by: 0)
    _ = log.take()

    tabs.selectedIndex = 1
    UIApplication.shared.advance(by: 0.1)
    let midway = second.view.layer.presentation()!.opacity
    UIApplication.shared.advance(by: 0.5)
    let animated = log.take()
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    tabs.selectedIndex = 0
    interaction.update(0.4)
    interaction.cancel()
    UIApplication.shared.advance(by: 1)

    XCTAssertTrue(midway > 0.05 && midway < 0.95)
    XCTAssertEqual(
      animated,
      [
        "B viewDidLoad", "B willAppear", "A willDisappear", "B isAppearing", "A didDisappear",
        "B didAppear",
      ])
    XCTAssertEqual(
      log.take().filter { !$0.contains("isAppearing") },
      [
        "A willAppear", "B willDisappear", "A willDisappear", "B willAppear", "A didDisappear",
        "B didAppear",
      ])
    XCTAssertTrue(tabs.selectedViewController === second)
    XCTAssertEqual(tabs.tabBar.selectedItem, second.tabBarItem)
    _ = window
  }

  /// Pages set in code and turned by a data source, through public API.
  @MainActor
  private static func pagesInCode() {
    let pages = (0..<3).map { _ in UIViewController() }
    let source = PageSequence(pages)
    let controller = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10])
    controller.dataSource = source
    controller.setViewControllers([pages[0]], direction: .forward, animated: false)
    let window = TestApplication.makeWindow(root: controller)
    UIApplication.shared.advance(by: 0)
    var finished: [Bool] = []

    controller.setViewControllers([pages[2]], direction: .forward, animated: true) {
      finished.append($0)
    }
    let whileTurning = controller.viewControllers
    UIApplication.shared.advance(by: 0.5)

    XCTAssertEqual(whileTurning, [pages[0]])
    XCTAssertEqual(controller.viewControllers, [pages[2]])
    XCTAssertEqual(finished, [true])
    XCTAssertEqual(controller.children, [pages[2]])
    XCTAssertTrue(controller.gestureRecognizers.isEmpty)
    XCTAssertEqual(controller.spineLocation, .none)
    _ = window
  }
}
