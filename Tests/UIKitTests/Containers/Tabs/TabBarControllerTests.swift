import Testing
import UIKitTestSupport

@testable import UIKit

/// A tab bar controller that logs as "tabs", so ordered logs read plainly.
@MainActor
final class NamedTabBarController: UITabBarController {
  override var description: String { "tabs" }
}

/// A tab bar controller delegate that logs what it hears, and can refuse selections.
@MainActor
final class LoggingTabBarDelegate: UITabBarControllerDelegate {
  let log: LifecycleLog
  var refused: Set<String> = []

  init(log: LifecycleLog) {
    self.log = log
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    log.record("delegate shouldSelect \(viewController)")
    return !refused.contains("\(viewController)")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log.record("delegate didSelect \(viewController)")
  }
}

@Suite("UITabBarController: tabs as children, switches in UIKit's order", .uiTest)
@MainActor
struct TabBarControllerTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()

  /// A tab bar controller on screen with one logging tab per name, settled, the log emptied.
  private func onScreen(_ names: String...) -> (UITabBarController, [LoggingViewController]) {
    let controllers = names.map { name in
      let controller = LoggingViewController(name, log: log)
      controller.title = name
      return controller
    }
    let tabs = NamedTabBarController()
    tabs.viewControllers = controllers
    windows.keep(TestApplication.makeWindow(root: tabs))
    clock.settle()
    _ = log.take()
    return (tabs, controllers)
  }

  /// The centre of a bar item's button, in window coordinates.
  private func center(ofItem index: Int, in tabs: UITabBarController) -> CGPoint {
    let button = tabs.tabBar.buttons[index]
    return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
  }

  @Test("setting the tabs makes every one a child at once; only the first appears")
  func settingTabs() {
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let tabs = NamedTabBarController()

    tabs.viewControllers = [a, b]
    let inSetter = log.take()
    windows.keep(TestApplication.makeWindow(root: tabs))
    clock.settle()

    #expect(
      inSetter == [
        "A willMove(to: tabs)", "A didMove(to: tabs)", "B willMove(to: tabs)",
        "B didMove(to: tabs)",
      ])
    #expect(
      log.take() == ["A viewDidLoad", "A willAppear", "A isAppearing", "A didAppear"])
    #expect(tabs.children == [a, b])
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
    #expect(!b.isViewLoaded)
  }

  @Test(
    "selectedIndex in code: will-callbacks inside the setter, new tab first; did at frame end")
  func switchInCode() {
    let (tabs, controllers) = onScreen("A", "B")
    let delegate = LoggingTabBarDelegate(log: log)
    tabs.delegate = delegate

    tabs.selectedIndex = 1
    let inSetter = log.take()
    clock.settle()

    #expect(inSetter == ["B viewDidLoad", "B willAppear", "A willDisappear"])
    #expect(log.take() == ["B isAppearing", "A didDisappear", "B didAppear"])
    #expect(tabs.selectedViewController === controllers[1])
    #expect(controllers[0].viewIfLoaded?.window == nil && controllers[1].view.window != nil)
    #expect(tabs.children == controllers)
  }

  @Test("a click on a tab asks the delegate, switches, then tells it")
  func clickOnTab() {
    let (tabs, _) = onScreen("A", "B")
    let delegate = LoggingTabBarDelegate(log: log)
    tabs.delegate = delegate
    let pointer = Pointer(window: tabs.view.window!)

    pointer.down(center(ofItem: 1, in: tabs))
    pointer.up(center(ofItem: 1, in: tabs))
    clock.settle()

    #expect(
      log.take() == [
        "delegate shouldSelect B", "B viewDidLoad", "B willAppear", "A willDisappear",
        "delegate didSelect B", "B isAppearing", "A didDisappear", "B didAppear",
      ])
    #expect(tabs.selectedIndex == 1)
  }

  @Test("a selection the delegate refuses changes nothing and tells nothing more")
  func blockedSelection() {
    let (tabs, controllers) = onScreen("A", "B")
    let delegate = LoggingTabBarDelegate(log: log)
    delegate.refused = ["B"]
    tabs.delegate = delegate
    let pointer = Pointer(window: tabs.view.window!)

    pointer.down(center(ofItem: 1, in: tabs))
    pointer.up(center(ofItem: 1, in: tabs))
    clock.settle()

    #expect(log.take() == ["delegate shouldSelect B"])
    #expect(tabs.selectedViewController === controllers[0])
    #expect(tabs.tabBar.selectedItem === controllers[0].tabBarItem)
  }

  @Test("Ctrl+2 selects the second tab, and Tab then Return selects through the bar")
  func keyboard() {
    let (tabs, controllers) = onScreen("A", "B", "C")
    let pointer = Pointer(window: tabs.view.window!)

    pointer.key(UIKeyboardHIDUsage(rawValue: 31), "2", .control)
    clock.settle()
    let afterControl2 = tabs.selectedIndex
    pointer.key(.keyboardTab, "\t")
    pointer.key(.keyboardTab, "\t")
    pointer.key(.keyboardTab, "\t")
    let focused = FocusSystem.focusedView
    pointer.key(.keyboardReturnOrEnter, "\r")
    clock.settle()

    #expect(afterControl2 == 1)
    #expect(focused === tabs.tabBar.buttons[2])
    #expect(tabs.selectedViewController === controllers[2])
  }

  @Test("a tab's item takes the controller's title, and follows it")
  func itemFollowsTitle() {
    let controller = UIViewController()
    controller.title = "Inbox"
    let navigation = UINavigationController(rootViewController: controller)

    let first = controller.tabBarItem.title
    controller.title = "Mail"

    #expect(first == "Inbox")
    #expect(controller.tabBarItem.title == "Mail")
    #expect(navigation.tabBarItem.title == "Mail")
  }

  @Test("the bar, 49 points plus the home indicator, is part of each tab's safe area")
  func safeArea() {
    let (tabs, controllers) = onScreen("A", "B")

    let insets = controllers[0].view.safeAreaInsets
    tabs.selectedIndex = 1
    clock.settle()

    #expect(insets.bottom == 49 + HomeIndicatorView.inset)
    #expect(controllers[1].view.safeAreaInsets.bottom == 49 + HomeIndicatorView.inset)
    #expect(tabs.tabBar.frame.height == 49 + HomeIndicatorView.inset)
    #expect(tabs.tabBar.frame.maxY == tabs.view.bounds.maxY)
  }

  @Test("misuse raises UIKit's exceptions and leaves the tabs as they were")
  func misuse() {
    let (tabs, controllers) = onScreen("A", "B")
    let recorder = ExceptionRecorder()
    let stranger = UIViewController()

    tabs.selectedIndex = 5
    tabs.selectedViewController = stranger
    tabs.viewControllers = [controllers[0], controllers[1], controllers[0]]
    tabs.tabBar.items = []
    clock.settle()

    #expect(
      recorder.names == [
        .internalInconsistencyException, .invalidArgumentException, .invalidArgumentException,
        .internalInconsistencyException,
      ])
    #expect(
      recorder.exceptions[0].reason
        == "Attempting to select a view controller that isn't a child! (null)")
    #expect(
      recorder.exceptions[3].reason
        == "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
    #expect(tabs.viewControllers == controllers)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.tabBar.items?.count == 2)
    #expect(log.take().isEmpty)
  }

  // Matches UIKit: the setter itself raises NSInvalidArgumentException, so the exception's
  // backtrace names the caller's line, not a later frame.
  @Test("selecting a controller that is not a tab raises from the setter, before any frame")
  func strangerRaisesInTheSetter() {
    let (tabs, controllers) = onScreen("A", "B")
    let recorder = ExceptionRecorder()
    defer { recorder.stop() }

    tabs.selectedViewController = UIViewController()
    let raisedBeforeAnyFrame = recorder.exceptions

    #expect(raisedBeforeAnyFrame.map(\.name) == [.invalidArgumentException])
    #expect(
      raisedBeforeAnyFrame.first?.reason
        == "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
        + "bar controller's list of view controllers can be selected.")
    #expect(tabs.selectedViewController === controllers[0])
  }
}
