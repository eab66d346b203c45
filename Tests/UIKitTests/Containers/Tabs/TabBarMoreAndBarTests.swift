import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UITabBarController: the More list, the bar's drawing, hiding for a push", .uiTest)
@MainActor
struct TabBarMoreAndBarTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()

  private func makeTabs(_ count: Int, width: CGFloat = 390) -> (
    UITabBarController, [LoggingViewController]
  ) {
    let controllers = (0..<count).map { index in
      let controller = LoggingViewController("T\(index)", log: log)
      controller.title = "Tab \(index)"
      return controller
    }
    let tabs = NamedTabBarController()
    tabs.viewControllers = controllers
    windows.keep(TestApplication.makeWindow(root: tabs, size: CGSize(width: width, height: 844)))
    clock.settle()
    _ = log.take()
    return (tabs, controllers)
  }

  @Test("right to left, the first item is the rightmost, and the items flip when it changes")
  func rightToLeft() {
    let (tabs, _) = makeTabs(3)
    let lefts = { tabs.tabBar.buttons.map { $0.convert(CGPoint.zero, to: nil).x } }
    let leftToRight = lefts()

    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    tabs.view.window?.layoutIfNeeded()
    let rightToLeft = lefts()

    #expect(leftToRight == leftToRight.sorted() && Set(leftToRight).count == 3)
    #expect(rightToLeft == Array(leftToRight.reversed()))
  }

  @Test("switching tabs back and forth shows the same tinted images, not new ones each time")
  func tintedImagesAreReused() {
    let (tabs, controllers) = makeTabs(2)
    let icon = UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { context in
      context.fill(CGRect(x: 5, y: 5, width: 15, height: 15))
    }
    for controller in controllers { controller.tabBarItem.image = icon }
    clock.settle()
    let images = {
      tabs.tabBar.buttons.map { $0.subviews.lazy.compactMap { $0 as? UIImageView }.first?.image }
    }
    let first = images()

    tabs.selectedIndex = 1
    clock.settle()
    let switched = images()
    tabs.selectedIndex = 0
    clock.settle()
    let back = images()

    #expect(first[0] !== switched[0] && first[1] !== switched[1])
    #expect(zip(first, back).allSatisfy { $0 === $1 })
  }

  @Test("more than five tabs in compact width: four items and More, which lists the rest")
  func moreList() {
    let (tabs, controllers) = makeTabs(7)

    let items = tabs.tabBar.items ?? []
    let list = tabs.moreNavigationController.viewControllers.first

    #expect(items.count == 5)
    #expect(items.prefix(4).map(\.title) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
    #expect(items.last?.title == "More")
    #expect(list?.title == "More")
    #expect(tabs.children == controllers + [tabs.moreNavigationController])
  }

  @Test("replacing a tab's item shows the new one in the bar, and in the More list")
  func replacingATabsItem() {
    let (tabs, controllers) = makeTabs(7)
    let list = tabs.moreNavigationController.viewControllers.first!

    controllers[1].tabBarItem = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
    controllers[5].tabBarItem = UITabBarItem(title: "Archive", image: nil, selectedImage: nil)

    #expect(tabs.tabBar.items?.map(\.title) == ["Tab 0", "Inbox", "Tab 2", "Tab 3", "More"])
    let rowTitles = list.view.subviews.compactMap { row in
      (row as? MoreListRow)?.subviews.lazy.compactMap { ($0 as? UILabel)?.text }.first
    }
    #expect(rowTitles == ["Tab 4", "Archive", "Tab 6"])
  }

  @Test("in regular width the same seven tabs all fit in the bar")
  func regularWidth() {
    let (tabs, _) = makeTabs(7, width: 800)

    #expect(tabs.tabBar.items?.count == 7)
    #expect(tabs.moreNavigationController.parent == nil)
  }

  @Test("selecting a tab of the More list pushes it; popping gives it back to the tabs")
  func selectingFromTheMoreList() {
    let (tabs, controllers) = makeTabs(7)

    tabs.selectedIndex = 5
    clock.advance(by: 0.5)
    let selectedIndex = tabs.selectedIndex
    let parentWhileShown = controllers[5].parent
    let barSelection = tabs.tabBar.selectedItem
    tabs.moreNavigationController.popViewController(animated: true)
    clock.advance(by: 0.5)

    #expect(selectedIndex == 5)
    #expect(parentWhileShown === tabs.moreNavigationController)
    #expect(barSelection === tabs.moreNavigationController.tabBarItem)
    #expect(controllers[5].parent === tabs)
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
    #expect(tabs.selectedIndex == NSNotFound)
  }

  @Test("turning to regular width takes the tabs out of the More list, keeping the selection")
  func widthChange() {
    let (tabs, controllers) = makeTabs(6)
    tabs.selectedIndex = 5
    clock.advance(by: 0.5)

    tabs.view.window!.rotate(to: .landscapeRight)
    clock.advance(by: 1)

    #expect(tabs.tabBar.items?.count == 6)
    #expect(tabs.selectedIndex == 5)
    #expect(tabs.tabBar.selectedItem === controllers[5].tabBarItem)
    #expect(controllers[5].parent === tabs && controllers[5].view.window != nil)
    #expect(tabs.moreNavigationController.parent == nil)
    #expect(tabs.children == controllers)
  }

  @Test("replacing the tabs while one shows from the More list removes it cleanly")
  func replacingTabsFromTheMoreList() {
    let (tabs, controllers) = makeTabs(6)
    tabs.selectedIndex = 5
    clock.advance(by: 0.5)
    _ = log.take()

    tabs.viewControllers = Array(controllers.prefix(2))
    clock.advance(by: 0.5)

    #expect(tabs.children == Array(controllers.prefix(2)))
    #expect(controllers[5].parent == nil && controllers[5].viewIfLoaded?.window == nil)
    #expect(tabs.moreNavigationController.parent == nil)
    #expect(tabs.selectedViewController === controllers[0])
    #expect(controllers[0].view.window != nil)
    #expect(tabs.tabBar.items?.count == 2)
    let entries = log.take()
    #expect(entries.prefix(2) == ["T5 willDisappear", "T5 didDisappear"])
    #expect(entries.last == "T0 didAppear")
  }

  @Test("a click on a row of the More list shows that tab")
  func clickOnMoreRow() {
    let (tabs, controllers) = makeTabs(6)
    let pointer = Pointer(window: tabs.view.window!)
    let more = tabs.tabBar.buttons[4]
    let moreCenter = more.convert(CGPoint(x: more.bounds.midX, y: more.bounds.midY), to: nil)
    pointer.down(moreCenter)
    pointer.up(moreCenter)
    clock.advance(by: 0.5)
    let row = tabs.moreNavigationController.viewControllers[0].view.subviews
      .compactMap { $0 as? MoreListRow }[1]
    let rowCenter = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)

    pointer.down(rowCenter)
    pointer.up(rowCenter)
    clock.advance(by: 0.5)

    #expect(tabs.selectedViewController === controllers[5])
    #expect(tabs.moreNavigationController.topViewController === controllers[5])
    #expect(controllers[5].view.window != nil)
  }

  @Test("a badge is drawn at the item's corner, in the badge colour")
  func badges() {
    let (tabs, controllers) = makeTabs(2)
    controllers[1].tabBarItem.badgeValue = "3"
    controllers[1].tabBarItem.badgeColor = .systemGreen
    clock.settle()

    let items = tabs.view.window!.currentDisplayList.flattened
    let texts = items.compactMap { item -> TextRun? in
      if case .text(let run) = item { return run }
      return nil
    }
    let green = DisplayColor(UIColor.systemGreen.resolvedColor(with: tabs.traitCollection).cgColor)
    let badgeFills = items.filter { item in
      if case .roundedFill(_, _, let color, _) = item { return color == green }
      return false
    }

    #expect(texts.contains { $0.text == "3" })
    #expect(texts.contains { $0.text == "T1" || $0.text == "Tab 1" })
    #expect(badgeFills.count == 1)
  }

  @Test("hidesBottomBarWhenPushed slides the bar away with the push and back with the pop")
  func hidesBottomBarWhenPushed() {
    let root = LoggingViewController("root", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let tabs = NamedTabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    windows.keep(TestApplication.makeWindow(root: tabs))
    clock.settle()
    let detail = LoggingViewController("detail", log: log)
    detail.hidesBottomBarWhenPushed = true

    navigation.pushViewController(detail, animated: true)
    clock.tick(frames: 6)
    let midway = tabs.tabBar.layer.presentation()!.frame.minX
    clock.advance(by: 0.5)
    let pushed = (tabs.tabBar.frame.minX, detail.view.safeAreaInsets.bottom)
    navigation.popViewController(animated: true)
    clock.advance(by: 0.5)

    #expect(midway < -10 && midway > -390)
    #expect(pushed.0 == -390)
    #expect(pushed.1 == HomeIndicatorView.inset)
    #expect(tabs.tabBar.frame.minX == 0)
    #expect(root.view.safeAreaInsets.bottom == 49 + HomeIndicatorView.inset)
  }
}
