import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UINavigationBar: titles, back button, safe area, large titles and bars", .uiTest)
@MainActor
struct NavigationBarTests {
  let clock = ManualClock()
  private let windows = WindowHolder()

  private func onScreen(_ navigation: UINavigationController) {
    windows.keep(TestApplication.makeWindow(root: navigation))
    clock.settle()
  }

  private func controller(_ title: String?) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
  }

  @Test(
    "the title falls back to the controller's title; the back button to the previous title, then Back"
  )
  func titlesAndBackTitles() {
    let root = controller("Settings")
    let navigation = UINavigationController(rootViewController: root)
    onScreen(navigation)
    let detail = controller("Wi-Fi")

    navigation.pushViewController(detail, animated: false)
    clock.settle()
    let plain = (navigation.navigationBar.content?.titleLabel.text, backTitle(navigation))
    root.navigationItem.backButtonTitle = "Back to settings"
    let custom = backTitle(navigation)
    root.navigationItem.backButtonTitle = nil
    root.title = nil
    let fallback = backTitle(navigation)

    #expect(plain.0 == "Wi-Fi")
    #expect(plain.1 == "Settings")
    #expect(custom == "Back to settings")
    #expect(fallback == "Back")
  }

  @Test(
    "a push slides the new title in from the right and the old one to the back button's place; mirrored right to left",
    arguments: [false, true])
  func titlesSlide(rightToLeft: Bool) throws {
    if rightToLeft { UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft) }
    let navigation = UINavigationController(rootViewController: controller("Settings"))
    onScreen(navigation)
    let old = try #require(navigation.navigationBar.content)

    navigation.pushViewController(controller("Wi-Fi"), animated: true)
    clock.settle()
    let new = try #require(navigation.navigationBar.content)
    let arriving = new.titleLabel.layer.presentation()?.transform.m41 ?? 0
    let backStart = new.backButton.titleLabel.layer.presentation()?.transform.m41 ?? 0
    clock.advance(by: 1)
    let leaving = old.titleLabel.transform.tx

    // Left to right the new title arrives from the right and the old one travels left, to the
    // back button; right to left, the other way round.
    let sign: CGFloat = rightToLeft ? -1 : 1
    #expect(sign * arriving > 100)
    #expect(sign * leaving < -50)
    #expect(backStart == -leaving)
  }

  private func backTitle(_ navigation: UINavigationController) -> String? {
    guard let content = navigation.navigationBar.content, content.showsBackButton else {
      return nil
    }
    return content.backButton.title
  }

  @Test("hidesBackButton and left items replace the back button; supplementing keeps it")
  func backButtonRules() {
    let navigation = UINavigationController(rootViewController: controller("A"))
    onScreen(navigation)
    let b = controller("B")
    navigation.pushViewController(b, animated: false)
    clock.settle()

    b.navigationItem.hidesBackButton = true
    let hidden = backTitle(navigation)
    b.navigationItem.hidesBackButton = false
    b.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
    let replaced = backTitle(navigation)
    b.navigationItem.leftItemsSupplementBackButton = true
    let supplemented = backTitle(navigation)

    #expect(hidden == nil)
    #expect(replaced == nil)
    #expect(supplemented == "A")
    #expect(navigation.navigationBar.content?.leftButtons.first?.currentTitle == "Cancel")
  }

  @Test("the bar is part of the child's safe area: 24 pt status bar plus 44 pt bar")
  func safeAreaIncludesTheBar() {
    let root = controller("Root")
    let navigation = UINavigationController(rootViewController: root)
    onScreen(navigation)

    let withBar = root.view.safeAreaInsets.top
    let frame = root.view.frame
    navigation.setNavigationBarHidden(true, animated: false)
    clock.settle()
    let withoutBar = root.view.safeAreaInsets.top

    #expect(frame == navigation.view.bounds)
    #expect(withBar == 68)
    #expect(withoutBar == 24)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: -44, width: 390, height: 44))
  }

  @Test("a child that does not extend under the top bar starts below it")
  func edgesForExtendedLayout() {
    let root = controller("Root")
    root.edgesForExtendedLayout = []
    let navigation = UINavigationController(rootViewController: root)
    onScreen(navigation)

    #expect(root.view.frame.minY == 68)
    #expect(root.view.safeAreaInsets.top == 0)
  }

  @Test("a scroll view's adjusted insets include the bar, and it starts scrolled to its top")
  func scrollViewInsets() {
    let root = controller("Root")
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    root.view = scrollView
    let navigation = UINavigationController(rootViewController: root)
    onScreen(navigation)

    let automatic = (scrollView.adjustedContentInset, scrollView.contentOffset)
    scrollView.contentInsetAdjustmentBehavior = .never

    #expect(automatic.0 == UIEdgeInsets(top: 68, left: 0, bottom: 20, right: 0))
    #expect(automatic.1 == CGPoint(x: 0, y: -68))
    #expect(scrollView.adjustedContentInset == .zero)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test("a large title makes the bar 96 pt; scrolling collapses it without moving the insets")
  func largeTitleCollapse() {
    let root = controller("Mailboxes")
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    root.view = scrollView
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    onScreen(navigation)
    let expanded = navigation.navigationBar.frame.height
    let edge = navigation.navigationBar.isAtScrollEdge

    scrollView.contentOffset.y += 30
    clock.settle()
    let halfway = navigation.navigationBar.frame.height
    scrollView.contentOffset.y += 100
    clock.settle()

    #expect(expanded == 96)
    #expect(edge)
    #expect(halfway == 66)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(!navigation.navigationBar.isAtScrollEdge)
    #expect(scrollView.adjustedContentInset.top == 120)
  }

  /// A "Settings" root with a large title on screen, and a "Wi-Fi" screen with an inline
  /// one ready to push.
  private func largeTitleStack() -> (UINavigationController, UIViewController, UIViewController) {
    let root = controller("Settings")
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    onScreen(navigation)
    let detail = controller("Wi-Fi")
    detail.navigationItem.largeTitleDisplayMode = .never
    return (navigation, root, detail)
  }

  /// The bar's height on screen, mid-animation included.
  private func shownHeight(of bar: UINavigationBar) -> CGFloat {
    bar.layer.presentation()?.bounds.height ?? bar.bounds.height
  }

  @Test("a controller leaving keeps its insets while the bar grows for a large title")
  func leavingKeepsItsInsets() {
    let (navigation, root, detail) = largeTitleStack()
    navigation.pushViewController(detail, animated: false)
    clock.settle()
    let before = detail.view.safeAreaInsets.top

    navigation.popViewController(animated: true)
    clock.tick(frames: 3)
    let during = detail.view.safeAreaInsets.top
    clock.advance(by: 0.5)

    #expect(before == 68)
    #expect(during == 68)
    #expect(root.view.safeAreaInsets.top == 120)
  }

  @Test(
    "matches iOS: a push from a large title starts with it and the tall bar; both go with the push"
  )
  func largeTitleLeavesWithThePush() throws {
    let (navigation, _, detail) = largeTitleStack()
    let bar = navigation.navigationBar
    let leaving = try #require(bar.content)
    func height() -> CGFloat { shownHeight(of: bar) }
    func largeTitleShows() -> Bool {
      let area = leaving.largeTitleLabel.superview?.layer
      let shown = area?.presentation() ?? area
      return leaving.superview === bar && area?.isHidden == false
        && (shown?.bounds.height ?? 0) >= 52 && (shown?.opacity ?? 0) > 0.99
    }

    navigation.pushViewController(detail, animated: true)
    clock.settle()
    let first = (height(), largeTitleShows())
    clock.advance(by: NavigationParallaxAnimator.duration / 2)
    let middle = height()
    clock.advance(by: 1)

    #expect(first.0 == 96)
    #expect(first.1)
    #expect(middle > 44 && middle < 96)
    #expect(height() == 44)
    #expect(leaving.superview == nil)
  }

  @Test("matches iOS: a pop back to a large title starts with the short bar, which grows with it")
  func barGrowsWithThePop() {
    let (navigation, _, detail) = largeTitleStack()
    navigation.pushViewController(detail, animated: false)
    clock.settle()
    let bar = navigation.navigationBar
    func height() -> CGFloat { shownHeight(of: bar) }

    navigation.popViewController(animated: true)
    clock.settle()
    let first = height()
    clock.advance(by: NavigationParallaxAnimator.duration / 2)
    let middle = height()
    clock.advance(by: 1)

    #expect(first == 44)
    #expect(middle > 44 && middle < 96)
    #expect(height() == 96)
  }

  /// Whether the large title of the bar's content is on screen, whole and opaque.
  private func largeTitleShows(in bar: UINavigationBar) -> Bool {
    guard let content = bar.content else { return false }
    let area = content.largeTitleLabel.superview?.layer
    let shown = area?.presentation() ?? area
    return area?.isHidden == false && (shown?.bounds.height ?? 0) >= 52
      && (shown?.opacity ?? 0) > 0.99
  }

  @Test(
    "matches iOS: a drag back brings the large title back as the pop ends; a cancelled one does not",
    arguments: [false, true])
  func interactivePopToLargeTitle(cancelled: Bool) throws {
    let (navigation, root, detail) = largeTitleStack()
    navigation.pushViewController(detail, animated: false)
    clock.settle()
    let bar = navigation.navigationBar
    let pointer = Pointer(window: try #require(navigation.view.window))

    pointer.dragBack(to: cancelled ? 120 : 260, holdingStill: true)
    clock.advance(by: 1)

    #expect(navigation.topViewController === (cancelled ? detail : root))
    #expect(shownHeight(of: bar) == (cancelled ? 44 : 96))
    #expect(bar.content?.titleLabel.text == (cancelled ? "Wi-Fi" : "Settings"))
    #expect(largeTitleShows(in: bar) == !cancelled)
    #expect(navigation.topViewController?.view.safeAreaInsets.top == (cancelled ? 68 : 120))
  }

  @Test("at the scroll edge the bar is transparent; scrolled, it has the standard background")
  func scrollEdgeAppearance() {
    let root = controller("Root")
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    root.view = scrollView
    let navigation = UINavigationController(rootViewController: root)
    onScreen(navigation)

    let atEdge = navigation.navigationBar.currentAppearance
    scrollView.contentOffset.y += 10
    let scrolled = navigation.navigationBar.currentAppearance

    #expect(atEdge.resolvedBackground == nil && atEdge.shadowColor == nil)
    #expect(scrolled.resolvedBackground != nil && scrolled.shadowColor != nil)
  }

  @Test("the toolbar shows the top controller's items and is part of its safe area")
  func toolbar() {
    let root = controller("Root")
    root.toolbarItems = [
      UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(systemItem: .compose),
    ]
    let navigation = UINavigationController(rootViewController: root)
    navigation.isToolbarHidden = false
    onScreen(navigation)

    #expect(navigation.toolbar.items?.count == 3)
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 20 - 44, width: 390, height: 44))
    #expect(root.view.safeAreaInsets.bottom == 64)
  }

  @Test("the toolbar follows the top controller's new items; one below waits to be on top")
  func changingToolbarItems() {
    let root = controller("Root")
    let top = controller("Top")
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    navigation.isToolbarHidden = false
    onScreen(navigation)

    top.setToolbarItems([UIBarButtonItem(systemItem: .trash)], animated: false)
    let afterTop = navigation.toolbar.items?.count
    root.toolbarItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .edit)]
    let afterRoot = navigation.toolbar.items?.count
    navigation.popViewController(animated: false)
    clock.settle()

    #expect(afterTop == 1)
    #expect(afterRoot == 1)
    #expect(navigation.toolbar.items?.count == 2)
  }

  @Test("a bar that a navigation controller manages refuses direct changes to its items")
  func managedBarRefusesItems() {
    let navigation = UINavigationController(rootViewController: controller("A"))
    let recorder = ExceptionRecorder()

    navigation.navigationBar.pushItem(UINavigationItem(title: "X"), animated: false)

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(navigation.navigationBar.items?.count == 1)
  }
}
