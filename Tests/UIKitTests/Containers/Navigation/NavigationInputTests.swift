import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UINavigationController input: back button, drag back, keys and focus", .uiTest)
@MainActor
struct NavigationInputTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()

  /// A navigation controller with A and B on screen, settled, the log emptied.
  private func twoDeep() -> (UINavigationController, Pointer) {
    let a = LoggingViewController("A", log: log)
    a.title = "Settings"
    let navigation = NamedNavigationController(rootViewController: a)
    let window = TestApplication.makeWindow(root: navigation)
    windows.keep(window)
    clock.settle()
    navigation.pushViewController(LoggingViewController("B", log: log), animated: false)
    clock.settle()
    _ = log.take()
    return (navigation, Pointer(window: window))
  }

  @Test("clicking the back button pops")
  func backButtonClick() {
    let (navigation, pointer) = twoDeep()
    let button = navigation.navigationBar.content!.backButton
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)

    pointer.down(center)
    pointer.up(center)
    clock.advance(by: 0.5)

    #expect(navigation.viewControllers.count == 1)
    #expect(log.take().last == "B didMove(to: nil)")
  }

  @Test("a short, slow drag back is cancelled in UIKit's order and leaves the stack as it was")
  func cancelledDrag() {
    let (navigation, pointer) = twoDeep()

    pointer.dragBack(to: 120, holdingStill: true)
    clock.advance(by: 0.5)

    #expect(
      log.take() == [
        "B willMove(to: nil)", "B willDisappear [movingFromParent]", "A willAppear",
        "A isAppearing", "A willDisappear", "B willAppear", "A didDisappear", "B isAppearing",
        "B didAppear", "B didMove(to: nav)",
      ])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.view.frame.minX == 0)
    #expect(navigation.topViewController?.view.superview != nil)
  }

  @Test("a drag past half way finishes the pop")
  func finishedDrag() {
    let (navigation, pointer) = twoDeep()

    pointer.dragBack(to: 260, holdingStill: true)
    clock.advance(by: 0.5)

    #expect(
      log.take() == [
        "B willMove(to: nil)", "B willDisappear [movingFromParent]", "A willAppear",
        "A isAppearing", "B didDisappear [movingFromParent]", "A didAppear", "B didMove(to: nil)",
      ])
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("a quick flick finishes the pop even when short")
  func flick() {
    let (navigation, pointer) = twoDeep()

    pointer.dragBack(to: 100, holdingStill: false)
    clock.advance(by: 0.5)

    #expect(navigation.viewControllers.count == 1)
  }

  @Test(
    "right to left, the drag back starts at the right edge and moves left; the left edge does nothing"
  )
  func rightToLeftDrag() {
    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    let (navigation, pointer) = twoDeep()
    let width = navigation.view.bounds.width

    pointer.dragBack(to: 260, holdingStill: true)
    clock.advance(by: 0.5)
    let afterLeftEdge = navigation.viewControllers.count
    let top = navigation.topViewController!.view!
    pointer.down(CGPoint(x: width - 4, y: 400))
    for step in stride(from: CGFloat(20), through: 260, by: 20) {
      pointer.move(CGPoint(x: width - step, y: 400))
    }
    for _ in 0..<12 { pointer.move(CGPoint(x: width - 260, y: 400)) }
    let presented = top.layer.presentation()!.frame.minX
    pointer.up(CGPoint(x: width - 260, y: 400))
    clock.advance(by: 0.5)

    #expect(afterLeftEdge == 2)
    #expect(presented < -200)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("during the drag the top view follows the finger")
  func dragFollowsTheFinger() {
    let (navigation, pointer) = twoDeep()
    let top = navigation.topViewController!.view!

    pointer.down(CGPoint(x: 4, y: 400))
    for step in stride(from: CGFloat(20), through: 195, by: 25) {
      pointer.move(CGPoint(x: step, y: 400))
    }
    for _ in 0..<3 { pointer.move(CGPoint(x: 195, y: 400)) }
    let presented = top.layer.presentation()!.frame.minX

    #expect(abs(presented - 191) < 2)
    pointer.up(CGPoint(x: 195, y: 400))
  }

  @Test("Escape and Alt+← pop, and only while there is something to pop")
  func keyboard() {
    let (navigation, pointer) = twoDeep()

    pointer.key(.keyboardEscape, UIKeyCommand.inputEscape)
    clock.advance(by: 0.5)
    let afterEscape = navigation.viewControllers.count
    navigation.pushViewController(UIViewController(), animated: false)
    clock.settle()
    pointer.key(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow, .alternate)
    clock.advance(by: 0.5)
    let afterAltLeft = navigation.viewControllers.count
    pointer.key(.keyboardEscape, UIKeyCommand.inputEscape)
    clock.advance(by: 0.5)

    #expect(afterEscape == 1)
    #expect(afterAltLeft == 1)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("Tab reaches the back button and Return presses it")
  func focusAndReturn() {
    let (navigation, pointer) = twoDeep()
    let backButton = navigation.navigationBar.content?.backButton

    pointer.key(.keyboardTab, "\t")
    let focused = FocusSystem.focusedView
    pointer.key(.keyboardReturnOrEnter, "\r")
    clock.advance(by: 0.5)

    #expect(focused === backButton)
    #expect(navigation.viewControllers.count == 1)
  }
}

@Suite("Menus from bar buttons", .uiTest)
@MainActor
struct BarButtonMenuTests {
  let clock = ManualClock()
  private let windows = WindowHolder()

  @Test("a toolbar item's menu opens above it; Escape closes the menu and does not pop")
  func toolbarMenu() {
    var picked: [String] = []
    let root = UIViewController()
    let top = UIViewController()
    top.toolbarItems = [
      UIBarButtonItem(systemItem: .flexibleSpace),
      UIBarButtonItem(
        title: "Sort",
        menu: UIMenu(children: [
          UIAction(title: "Name") { _ in picked.append("Name") },
          UIAction(title: "Date") { _ in picked.append("Date") },
        ])),
    ]
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    navigation.setToolbarHidden(false, animated: false)
    let window = TestApplication.makeWindow(root: navigation)
    windows.keep(window)
    clock.settle()
    let pointer = Pointer(window: window)
    // The item's button, inside the toolbar's content view and row as on iOS.
    let row = navigation.toolbar.subviews.flatMap(\.subviews).last!
    let sort = row.subviews.last { $0.frame.width > 0 }!
    let sortFrame = sort.convert(sort.bounds, to: nil)

    pointer.down(CGPoint(x: sortFrame.midX, y: sortFrame.midY))
    pointer.up(CGPoint(x: sortFrame.midX, y: sortFrame.midY))
    clock.settle()
    let menu = window.subviews.last!
    let rows = menu.subviews.last!
    let openedAbove = rows.frame.maxY <= sortFrame.minY
    pointer.key(.keyboardEscape, UIKeyCommand.inputEscape)
    clock.advance(by: 0.5)

    #expect(openedAbove)
    #expect(menu.superview == nil)
    #expect(navigation.viewControllers.count == 2)
    #expect(picked.isEmpty)
  }
}
