import Testing
import UIKitTestSupport

@testable import UIKit

/// UISplitViewController's column API (iOS 14): wrapping, per-column traits, show and hide,
/// split behaviours, and collapsing into the `.compact` column or one stack.
@Suite("UISplitViewController columns: styles, show and hide, the compact column", .uiTest)
@MainActor
struct SplitColumnTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()
  let delegate: SplitDelegateLog

  init() {
    delegate = SplitDelegateLog(log: log)
  }

  private func tripleSplit(width: CGFloat = 1180) -> (
    UISplitViewController, [LoggingViewController], UIWindow
  ) {
    let controllers = ["sidebar", "list", "detail"].map { LoggingViewController($0, log: log) }
    let split = UISplitViewController(style: .tripleColumn)
    split.delegate = delegate
    split.setViewController(controllers[0], for: .primary)
    split.setViewController(controllers[1], for: .supplementary)
    split.setViewController(controllers[2], for: .secondary)
    let window = TestApplication.makeWindow(root: split, size: CGSize(width: width, height: 800))
    windows.keep(window)
    clock.settle()
    _ = log.take()
    return (split, controllers, window)
  }

  @Test("setViewController wraps each column in a navigation controller; all three tile")
  func tripleColumns() {
    let (split, controllers, _) = tripleSplit()

    #expect(split.viewController(for: .primary) === controllers[0])
    #expect(split.viewControllers.allSatisfy { $0 is UINavigationController })
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(controllers[0].view.convert(CGPoint.zero, to: nil).x == 0)
    #expect(controllers[1].view.convert(CGPoint.zero, to: nil).x == 321)
    #expect(controllers[2].view.convert(CGPoint.zero, to: nil).x == 642)
    #expect(
      controllers.map(\.traitCollection.horizontalSizeClass) == [.compact, .compact, .regular])
  }

  @Test("hide and show the primary: the delegate hears it, the columns slide, appearance follows")
  func hideAndShowPrimary() {
    let (split, controllers, _) = tripleSplit()

    split.hide(.primary)
    let insideHide = log.take()
    clock.advance(by: 0.4)
    let afterHide = (log.take(), split.displayMode)
    split.show(.primary)
    clock.advance(by: 0.4)

    #expect(
      insideHide == [
        "delegate willChangeTo oneBesideSecondary", "delegate willHide primary",
        "sidebar willDisappear",
      ])
    #expect(afterHide.0 == ["sidebar didDisappear"])
    #expect(afterHide.1 == .oneBesideSecondary)
    #expect(
      log.take() == [
        "delegate willChangeTo twoBesideSecondary", "delegate willShow primary",
        "sidebar willAppear", "sidebar isAppearing", "sidebar didAppear",
      ])
    #expect(controllers[1].view.convert(CGPoint.zero, to: nil).x == 321)
  }

  @Test("the overlay behaviour slides the primary over the secondary; a click beside hides it")
  func overlay() {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredSplitBehavior = .overlay
    let sidebar = UIViewController()
    let detail = UIViewController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(detail, for: .secondary)
    let window = TestApplication.makeWindow(root: split, size: CGSize(width: 1024, height: 768))
    windows.keep(window)
    clock.settle()
    let hiddenAtFirst = sidebar.view.window == nil
    let button = detail.navigationItem.leftBarButtonItem

    split.show(.primary)
    clock.advance(by: 0.4)
    let overlaid = (split.displayMode, detail.view.convert(CGPoint.zero, to: nil).x)
    let pointer = Pointer(window: window)
    pointer.down(CGPoint(x: 700, y: 400))
    pointer.up(CGPoint(x: 700, y: 400))
    clock.advance(by: 0.4)

    #expect(hiddenAtFirst)
    #expect(button === split.displayModeButtonItem)
    #expect(overlaid.0 == .oneOverSecondary && overlaid.1 == 0)
    #expect(split.displayMode == .secondaryOnly)
    #expect(sidebar.view.window == nil)
  }

  @Test("collapsing without a compact column stacks the columns up to the delegate's top column")
  func collapseIntoOneStack() {
    let (split, controllers, window) = tripleSplit()

    window.resize(to: CGSize(width: 500, height: 800))
    clock.settle()
    let stack = (split.viewControllers.first as? UINavigationController)?.viewControllers
    window.resize(to: CGSize(width: 1180, height: 800))
    clock.settle()

    #expect(
      log.take().filter { $0.hasPrefix("delegate") } == [
        "delegate topColumn proposed secondary", "delegate didCollapse", "delegate didExpand",
      ])
    #expect(stack == controllers)
    #expect(controllers[2].navigationController === split.viewControllers[2])
    #expect(controllers[1].navigationController === split.viewControllers[1])
    #expect(controllers.allSatisfy { $0.view.window != nil })
  }

  @Test("a compact column shows instead of the columns while collapsed")
  func compactColumn() {
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = UIViewController()
    let detail = UIViewController()
    let compact = UIViewController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.setViewController(compact, for: .compact)
    let window = TestApplication.makeWindow(root: split, size: CGSize(width: 1024, height: 768))
    windows.keep(window)
    clock.settle()

    window.resize(to: CGSize(width: 500, height: 768))
    clock.settle()

    #expect(split.isCollapsed)
    #expect(compact.view.window != nil)
    #expect(sidebar.view.window == nil && detail.view.window == nil)
    #expect(split.viewController(for: .compact) === compact)
  }
}
