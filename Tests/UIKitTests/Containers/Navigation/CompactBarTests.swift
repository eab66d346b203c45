import Testing
import UIKitTestSupport

@testable import UIKit

/// Bars in compact metrics: a phone turned to landscape has 32-point navigation bars and
/// toolbars (Apple's guidelines: the toolbar goes "from 44 points to 32 points" on rotation;
/// Use Your Loaf measured a 32-point navigation bar on an iPhone 8 in landscape), no large
/// titles, and a 32-point tab bar row when it has a home indicator (Tencent/QMUI_iOS#633).
@Suite("Bars in compact height: 32-point rows on a phone turned to landscape", .uiTest)
@MainActor
struct CompactBarTests {
  let clock = ManualClock()
  let log = LifecycleLog()
  private let windows = WindowHolder()

  /// A phone of `size` with no status bar or home indicator in its safe area, unless given.
  private func phone(
    _ size: CGSize, safeArea: UIEdgeInsets = .zero
  ) throws {
    try UIScreen.main.apply(
      UIScreen.Configuration(size: size, scale: 2, safeAreaInsets: safeArea, idiom: .phone))
  }

  private func onScreen(_ root: UIViewController, size: CGSize) -> UIWindow {
    let window = TestApplication.makeWindow(root: root, size: size)
    windows.keep(window)
    clock.settle()
    return window
  }

  private func rotate(_ window: UIWindow, to orientation: UIInterfaceOrientation) {
    #expect(window.rotate(to: orientation))
    clock.advance(by: 1)
  }

  @Test("a navigation bar and a toolbar are 32 points in landscape and 44 upright again")
  func navigationBarAndToolbarAcrossRotation() throws {
    try phone(CGSize(width: 375, height: 667))
    let content = BarProbe("content", log: log)
    content.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain)]
    let navigation = UINavigationController(rootViewController: content)
    navigation.isToolbarHidden = false
    let window = onScreen(navigation, size: CGSize(width: 375, height: 667))
    let upright = (navigation.navigationBar.frame, navigation.toolbar.frame)
    _ = log.take()

    rotate(window, to: .landscapeLeft)
    let landscape = (navigation.navigationBar.frame, navigation.toolbar.frame)
    let landscapeInsets = content.view.safeAreaInsets
    let turning = log.take()
    rotate(window, to: .portrait)

    #expect(upright.0 == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(upright.1 == CGRect(x: 0, y: 623, width: 375, height: 44))
    #expect(landscape.0 == CGRect(x: 0, y: 0, width: 667, height: 32))
    #expect(landscape.1 == CGRect(x: 0, y: 343, width: 667, height: 32))
    #expect(landscapeInsets == UIEdgeInsets(top: 32, left: 0, bottom: 32, right: 0))
    // Matches UIKit: the controller hears of the new size before anything moves, then its safe
    // area follows the bars inside the rotation.
    #expect(
      turning == [
        "content viewWillTransition(to: 667x375), bar 44, safe area 44/44",
        "content viewSafeAreaInsetsDidChange(32/32), bar 32",
      ])
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
  }

  @Test("a large title does not show in compact height and comes back upright")
  func largeTitleInCompactHeight() throws {
    try phone(CGSize(width: 375, height: 667))
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.prefersLargeTitles = true
    let window = onScreen(navigation, size: CGSize(width: 375, height: 667))
    let upright = navigation.navigationBar.frame.height

    rotate(window, to: .landscapeRight)
    let landscape = navigation.navigationBar.frame.height
    let largeShown = navigation.navigationBar.showsLargeTitle(for: content.navigationItem)
    let landscapeTop = content.view.safeAreaInsets.top
    rotate(window, to: .portrait)

    #expect(upright == 96)
    #expect(landscape == 32)
    #expect(!largeShown)
    #expect(landscapeTop == 32)
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(content.view.safeAreaInsets.top == 96)
  }

  @Test(
    "a phone turned to landscape hides the status bar, the widest too; upright shows it",
    arguments: [CGSize(width: 375, height: 667), CGSize(width: 414, height: 736)])
  func statusBarHidesInLandscape(upright: CGSize) throws {
    try phone(upright)
    let window = onScreen(UIViewController(), size: upright)
    let shown = (UIApplication.shared.isStatusBarHidden, UIApplication.shared.statusBarFrame)

    rotate(window, to: .landscapeLeft)
    let turned = (UIApplication.shared.isStatusBarHidden, UIApplication.shared.statusBarFrame)
    rotate(window, to: .portrait)

    #expect(shown == (false, CGRect(x: 0, y: 0, width: upright.width, height: 24)))
    #expect(turned == (true, .zero))
    #expect(UIApplication.shared.isStatusBarHidden == false)
    #expect(UIApplication.shared.statusBarFrame.width == upright.width)
  }

  @Test("an iPad turned to landscape keeps its status bar")
  func padKeepsStatusBar() throws {
    try UIScreen.main.apply(
      UIScreen.Configuration(
        size: CGSize(width: 768, height: 1024), scale: 2, safeAreaInsets: .zero, idiom: .pad))
    let window = onScreen(UIViewController(), size: CGSize(width: 768, height: 1024))

    rotate(window, to: .landscapeLeft)

    #expect(!UIApplication.shared.isStatusBarHidden)
    #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 1024, height: 24))
  }

  @Test(
    "the widest phones keep 44-point bars in landscape, whose width is regular",
    arguments: [CGSize(width: 414, height: 896), CGSize(width: 414, height: 736)])
  func regularWidthPhoneKeepsRegularBars(upright: CGSize) throws {
    try phone(upright)
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = onScreen(navigation, size: upright)

    rotate(window, to: .landscapeLeft)

    #expect(navigation.traitCollection.horizontalSizeClass == .regular)
    #expect(
      navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: upright.height, height: 44))
  }

  @Test("traits overridden to compact height without turning the interface keep 44 points")
  func overriddenTraitsKeepRegularBars() throws {
    try phone(CGSize(width: 375, height: 667))
    let navigation = UINavigationController(rootViewController: UIViewController())
    let holder = UIViewController()
    holder.addChild(navigation)
    holder.view.addSubview(navigation.view)
    navigation.didMove(toParent: holder)
    holder.setOverrideTraitCollection(
      UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(verticalSizeClass: .compact),
      ]), forChild: navigation)
    _ = onScreen(holder, size: CGSize(width: 667, height: 375))

    #expect(navigation.navigationBar.traitCollection.verticalSizeClass == .compact)
    #expect(navigation.navigationBar.frame.height == 44)
  }

  @Test("in compact height the bar takes the compact appearance, the item's before the bar's")
  func compactAppearance() throws {
    try phone(CGSize(width: 375, height: 667))
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let barCompact = UINavigationBarAppearance()
    barCompact.backgroundColor = .systemRed
    let itemCompact = UINavigationBarAppearance()
    itemCompact.backgroundColor = .systemGreen
    navigation.navigationBar.compactAppearance = barCompact
    let window = onScreen(navigation, size: CGSize(width: 375, height: 667))
    // Content scrolled under the bar, so that the standard (not the scroll-edge) look is in force.
    let bar = navigation.navigationBar
    bar.isAtScrollEdge = false
    let upright = bar.currentAppearance

    rotate(window, to: .landscapeLeft)
    bar.isAtScrollEdge = false
    let barLook = bar.currentAppearance
    content.navigationItem.compactAppearance = itemCompact
    let itemLook = bar.currentAppearance

    // The appearance properties copy what they are given, as UIKit's `NSCopying` ones do.
    #expect(upright.backgroundColor == bar.standardAppearance.backgroundColor)
    #expect(upright.backgroundColor != .systemRed)
    #expect(barLook.backgroundColor == .systemRed)
    #expect(itemLook.backgroundColor == .systemGreen)
  }

  @Test("a tab bar is 32 points over the home indicator in landscape; with a Home button, 49")
  func tabBarRows() throws {
    let homeIndicator = UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0)
    try phone(CGSize(width: 375, height: 812), safeArea: homeIndicator)
    let content = UIViewController()
    let tabs = UITabBarController()
    tabs.viewControllers = [content]
    let window = onScreen(tabs, size: CGSize(width: 375, height: 812))
    let upright = tabs.tabBar.frame

    rotate(window, to: .landscapeLeft)
    let landscape = tabs.tabBar.frame
    let stacked = tabs.tabBar.isStacked
    let bottom = content.view.safeAreaInsets.bottom
    rotate(window, to: .portrait)

    #expect(upright == CGRect(x: 0, y: 742, width: 375, height: 70))
    #expect(landscape == CGRect(x: 0, y: 322, width: 812, height: 53))
    #expect(!stacked)
    #expect(bottom == 53)
    #expect(tabs.tabBar.frame == upright)
  }

  @Test("a phone with a Home button keeps a 49-point tab bar in landscape")
  func tabBarWithoutHomeIndicator() throws {
    try phone(CGSize(width: 375, height: 667))
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    let window = onScreen(tabs, size: CGSize(width: 375, height: 667))

    rotate(window, to: .landscapeLeft)

    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 326, width: 667, height: 49))
    #expect(tabs.tabBar.isStacked)
  }
}

/// Logs the size transition with the bar's height at that moment, and safe-area changes.
@MainActor
private final class BarProbe: LoggingViewController {
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    let insets = view.safeAreaInsets
    log.record(
      "\(name) viewWillTransition(to: \(Int(size.width))x\(Int(size.height))), "
        + "bar \(Int(navigationController!.navigationBar.frame.height)), "
        + "safe area \(Int(insets.top))/\(Int(insets.bottom))")
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    guard let navigation = navigationController, view.window != nil else { return }
    let insets = view.safeAreaInsets
    log.record(
      "\(name) viewSafeAreaInsetsDidChange(\(Int(insets.top))/\(Int(insets.bottom))), "
        + "bar \(Int(navigation.navigationBar.frame.height))")
  }
}
