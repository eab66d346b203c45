import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A delegate that logs every call, answering with the default item and controller.
@MainActor
private final class ViewerDelegate: UILargeContentViewerInteractionDelegate {
  let log: LifecycleLog
  let controller: UIViewController

  init(log: LifecycleLog, controller: UIViewController) {
    self.log = log
    self.controller = controller
  }

  private func name(_ item: (any UILargeContentViewerItem)?) -> String {
    item?.largeContentTitle ?? "nil"
  }

  func largeContentViewerInteraction(
    _ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint
  ) -> (any UILargeContentViewerItem)? {
    let item = interaction.view?.hitTest(point, with: nil)
    log.record("itemAt \(point.x), \(point.y): \(name(item))")
    return item
  }

  func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
    log.record("viewController")
    return controller
  }

  func largeContentViewerInteraction(
    _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
    at point: CGPoint
  ) {
    log.record("didEndOn \(name(item)) at \(point.x), \(point.y)")
  }
}

@Suite("The large content viewer: a long press shows small items large", .uiTest)
@MainActor
struct LargeContentViewerTests {
  let log = LifecycleLog()

  /// The titles shown by the panel over `host`, or `nil` when no panel is up: the labels in
  /// the subviews after `content`.
  private func panelTitles(over host: UIView, after content: UIView) -> [String]? {
    guard let index = host.subviews.firstIndex(where: { $0 === content }),
      index + 1 < host.subviews.count
    else { return nil }
    func labels(_ view: UIView) -> [String] {
      ((view as? UILabel).flatMap { $0.isHidden ? nil : $0.text }.map { [$0] } ?? [])
        + view.subviews.flatMap(labels)
    }
    return host.subviews[(index + 1)...].flatMap(labels)
  }

  /// A 300 × 60 bar of three 100-point items, "A", "B" and "C", that show in the viewer.
  private func makeBar() -> UIView {
    let bar = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 60))
    for (index, title) in ["A", "B", "C"].enumerated() {
      let item = UIView(frame: CGRect(x: 100 * index, y: 0, width: 100, height: 60))
      item.showsLargeContentViewer = true
      item.largeContentTitle = title
      bar.addSubview(item)
    }
    return bar
  }

  @Test("a view shows nothing in the viewer by default, as in UIKit")
  func viewDefaults() {
    let view = UIView()

    #expect(view.showsLargeContentViewer == false)
    #expect(view.largeContentTitle == nil)
    #expect(view.largeContentImage == nil)
    #expect(view.scalesLargeContentImage == false)
    #expect(view.largeContentImageInsets == .zero)
    #expect(UILargeContentViewerInteraction().delegate == nil)
  }

  @Test("the viewer is enabled at accessibility sizes only, and says when that changes")
  func enabledStatus() {
    let observer = NotificationCenter.default.addObserver(
      forName: UILargeContentViewerInteraction.enabledStatusDidChangeNotification, object: nil,
      queue: nil
    ) { [log] _ in
      MainActor.assumeIsolated {
        log.record("enabled: \(UILargeContentViewerInteraction.isEnabled)")
      }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    let before = UILargeContentViewerInteraction.isEnabled

    for category in [
      UIContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium,
      .accessibilityExtraLarge, .large,
    ] {
      UIApplication.shared.setPreferredContentSizeCategory(category)
      log.record("now \(category.rawValue)")
    }

    #expect(before == false)
    #expect(
      log.take() == [
        "now UICTContentSizeCategoryXXXL",
        "enabled: true", "now UICTContentSizeCategoryAccessibilityM",
        "now UICTContentSizeCategoryAccessibilityXL",
        "enabled: false", "now UICTContentSizeCategoryL",
      ])
  }

  @Test("the long press is among the view's recognizers only while the viewer is enabled")
  func recognizerFollowsStatus() {
    let view = UIView()
    let interaction = UILargeContentViewerInteraction()
    view.addInteraction(interaction)
    let press = interaction.gestureRecognizerForExclusionRelationship

    let ordinary = view.gestureRecognizers?.contains { $0 === press } ?? false
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityMedium)
    let enabled = view.gestureRecognizers?.contains { $0 === press } ?? false
    UIApplication.shared.setPreferredContentSizeCategory(.large)
    let disabledAgain = view.gestureRecognizers?.contains { $0 === press } ?? false

    #expect([ordinary, enabled, disabledAgain] == [false, true, false])
  }

  @Test("press, slide and release: the delegate hears each item, then the end, in order")
  func pressSlideRelease() {
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityLarge)
    let bar = makeBar()
    let pointer = Pointer.over(bar)
    let host = pointer.window.rootViewController!
    let delegate = ViewerDelegate(log: log, controller: host)
    let interaction = UILargeContentViewerInteraction(delegate: delegate)
    bar.addInteraction(interaction)

    pointer.down(CGPoint(x: 50, y: 530))
    pointer.clock.advance(by: 0.4)
    let early = (log.take(), panelTitles(over: host.view, after: bar))
    pointer.clock.advance(by: 0.1)
    let held = (log.take(), panelTitles(over: host.view, after: bar))
    pointer.move(CGPoint(x: 60, y: 530))
    pointer.move(CGPoint(x: 160, y: 540))
    let slid = (log.take(), panelTitles(over: host.view, after: bar))
    pointer.up(CGPoint(x: 160, y: 540))

    #expect(early.0 == [])
    #expect(early.1 == nil)
    #expect(held.0 == ["itemAt 50.0, 30.0: A", "viewController"])
    #expect(held.1 == ["A"])
    #expect(slid.0 == ["itemAt 60.0, 30.0: A", "itemAt 160.0, 40.0: B"])
    #expect(slid.1 == ["B"])
    #expect(log.take() == ["didEndOn B at 60.0, 40.0"])
    #expect(panelTitles(over: host.view, after: bar) == nil)
    #expect(interaction.gestureRecognizerForExclusionRelationship.view === bar)
  }

  @Test("the panel is centred over the controller's view, and gone over nothing")
  func panelPlacement() throws {
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityMedium)
    let bar = makeBar()
    let pointer = Pointer.over(bar)
    let host = try #require(pointer.window.rootViewController?.view)
    bar.addInteraction(UILargeContentViewerInteraction())

    pointer.down(CGPoint(x: 250, y: 530))
    pointer.clock.advance(by: 0.5)
    let panel = try #require(host.subviews.last)
    let frame = panel.frame
    pointer.move(CGPoint(x: 350, y: 530))
    let overNothing = panelTitles(over: host, after: bar)
    pointer.up(CGPoint(x: 350, y: 530))

    #expect(panel !== bar)
    #expect(abs(frame.midX - 200) <= 0.5 && abs(frame.midY - 300) <= 0.5)
    #expect(frame.width >= 150 && frame.height >= 150)
    #expect(overNothing == nil)
  }

  @Test("at ordinary text sizes a long press shows nothing and asks the delegate nothing")
  func disabledAtOrdinarySizes() {
    let bar = makeBar()
    let pointer = Pointer.over(bar)
    let host = pointer.window.rootViewController!
    let delegate = ViewerDelegate(log: log, controller: host)
    bar.addInteraction(UILargeContentViewerInteraction(delegate: delegate))

    pointer.down(CGPoint(x: 50, y: 530))
    pointer.clock.advance(by: 1)
    let panel = panelTitles(over: host.view, after: bar)
    pointer.up(CGPoint(x: 50, y: 530))

    #expect(panel == nil)
    #expect(log.take() == [])
  }

  /// A tab bar controller of three tabs, "Inbox", "Sent" and "Trash", in a 300 × 600 window.
  private func makeTabs() -> (UITabBarController, Pointer) {
    let tabs = UITabBarController()
    tabs.viewControllers = ["Inbox", "Sent", "Trash"].map { title in
      let page = UIViewController()
      page.tabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
      return page
    }
    let pointer = Pointer(
      window: TestApplication.makeWindow(root: tabs, size: CGSize(width: 300, height: 600)))
    pointer.clock.settle()
    return (tabs, pointer)
  }

  /// The middle of tab `index`, in window coordinates.
  private func tab(_ index: Int, of tabs: UITabBarController) -> CGPoint {
    let bar = tabs.tabBar.frame
    return CGPoint(x: bar.minX + bar.width * (CGFloat(index) + 0.5) / 3, y: bar.minY + 24)
  }

  @Test("a tab bar shows its items' titles, and lifting over a tab selects it, as on iOS")
  func tabBar() {
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
    let (tabs, pointer) = makeTabs()
    let host = tabs.view!

    pointer.down(tab(0, of: tabs))
    pointer.clock.advance(by: 0.5)
    let held = panelTitles(over: host, after: tabs.tabBar)
    pointer.move(tab(2, of: tabs))
    pointer.up(tab(2, of: tabs))

    #expect(held == ["Inbox"])
    #expect(tabs.selectedIndex == 2)
    #expect(panelTitles(over: host, after: tabs.tabBar) == nil)
  }

  @Test("at ordinary sizes a tab is selected by a click as before")
  func tabBarClick() {
    let (tabs, pointer) = makeTabs()

    pointer.down(tab(1, of: tabs))
    pointer.up(tab(1, of: tabs))

    #expect(tabs.selectedIndex == 1)
  }

  @Test("a toolbar button shows its title and performs its action when the press ends on it")
  func toolbar() {
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityMedium)
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 556, width: 400, height: 44))
    toolbar.items = [
      UIBarButtonItem(
        title: "Reply", primaryAction: UIAction { [log] _ in log.record("Reply performed") }),
      UIBarButtonItem(systemItem: .flexibleSpace),
    ]
    let pointer = Pointer.over(toolbar)
    let host = pointer.window.rootViewController!.view!
    toolbar.layoutIfNeeded()

    pointer.down(CGPoint(x: 30, y: 578))
    pointer.clock.advance(by: 0.5)
    let held = panelTitles(over: host, after: toolbar)
    pointer.up(CGPoint(x: 30, y: 578))

    #expect(held == ["Reply"])
    #expect(log.take() == ["Reply performed"])
  }

  @Test("a navigation bar shows its back title and its buttons; lifting on Back goes back")
  func navigationBar() throws {
    UIApplication.shared.setPreferredContentSizeCategory(.accessibilityMedium)
    let first = UIViewController()
    first.title = "Mail"
    let second = UIViewController()
    second.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", primaryAction: UIAction { [log] _ in log.record("Edit performed") })
    let navigation = UINavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    let pointer = Pointer(
      window: TestApplication.makeWindow(root: navigation, size: CGSize(width: 400, height: 600)))
    pointer.clock.settle()
    let bar = navigation.navigationBar
    let host = try #require(navigation.view)
    let back = bar.convert(CGPoint(x: 30, y: bar.bounds.maxY - 22), to: nil)
    let edit = bar.convert(CGPoint(x: bar.bounds.maxX - 30, y: bar.bounds.maxY - 22), to: nil)

    pointer.down(edit)
    pointer.clock.advance(by: 0.5)
    let onEdit = panelTitles(over: host, after: bar)
    pointer.up(edit)
    let afterEdit = log.take()
    pointer.down(back)
    pointer.clock.advance(by: 0.5)
    let onBack = panelTitles(over: host, after: bar)
    pointer.up(back)
    pointer.clock.settle()

    #expect(onEdit == ["Edit"])
    #expect(afterEdit == ["Edit performed"])
    #expect(onBack == ["Mail"])
    #expect(navigation.topViewController === first)
  }
}
