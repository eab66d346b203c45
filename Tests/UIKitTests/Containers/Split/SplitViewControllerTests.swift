import Testing
import UIKitTestSupport

@testable import UIKit

/// UISplitViewController's classic API: columns side by side in a wide window, collapse and
/// expand across the compact boundary in UIKit's order, and show/showDetail routing.
@Suite("UISplitViewController: columns, collapse and expand, routing", .uiTest)
@MainActor
struct SplitViewControllerTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()
  /// Held here: a split's delegate is weak, as in UIKit.
  let delegate: SplitDelegateLog

  init() {
    delegate = SplitDelegateLog(log: log)
  }

  /// A classic split of a list and a detail, each in a navigation controller, in a window of
  /// `width` × 768, settled, the log emptied.
  private func classicSplit(width: CGFloat = 1024) -> (
    UISplitViewController, LoggingViewController, LoggingViewController, UIWindow
  ) {
    let list = LoggingViewController("list", log: log)
    let detail = LoggingViewController("detail", log: log)
    list.logsEnvironment = true
    detail.logsEnvironment = true
    let split = UISplitViewController()
    split.delegate = delegate
    split.viewControllers = [
      NamedNavigationController(rootViewController: list),
      UINavigationController(rootViewController: detail),
    ]
    let window = TestApplication.makeWindow(root: split, size: CGSize(width: width, height: 768))
    windows.keep(window)
    clock.settle()
    _ = log.take()
    return (split, list, detail, window)
  }

  @Test("wide: primary and secondary side by side; the primary column is compact in width")
  func wide() {
    let (split, list, detail, _) = classicSplit()

    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.splitBehavior == .tile)
    #expect(split.primaryColumnWidth == 320)
    #expect(split.viewControllers.count == 2)
    #expect(list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(
      detail.navigationController?.view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
    #expect(list.traitCollection.horizontalSizeClass == .compact)
    #expect(detail.traitCollection.horizontalSizeClass == .regular)
    #expect(list.splitViewController === split && detail.splitViewController === split)
  }

  @Test("first shown in compact width, the split collapses before anything appears")
  func startsCollapsed() {
    let (split, list, detail, _) = classicSplit(width: 500)

    #expect(split.isCollapsed)
    #expect(split.viewControllers.count == 1)
    #expect(list.navigationController?.topViewController === detail)
    #expect(detail.view.window != nil && list.view.window == nil)
  }

  @Test("narrowing the window collapses: willTransition, the delegate, the move, then appearance")
  func collapse() {
    let (split, list, detail, window) = classicSplit()

    window.resize(to: CGSize(width: 500, height: 768))
    let insideResize = log.take()
    clock.settle()

    #expect(
      insideResize == [
        "list willTransition(to: Hcompact Vregular)",
        "detail willTransition(to: Hcompact Vregular)",
        "delegate collapseSecondary", "detail willDisappear", "detail willMove(to: nil)",
        "detail didMove(to: nil)", "detail willMove(to: nav)", "delegate didCollapse",
        "list viewWillTransition(to: 500x768)", "detail viewWillTransition(to: 500x768)",
      ])
    #expect(
      log.take() == [
        "list willDisappear", "detail willAppear [movingToParent]",
        "detail traitCollectionDidChange(light, Hcompact)", "detail isAppearing [movingToParent]",
        "list didDisappear", "detail didAppear [movingToParent]", "detail didMove(to: nav)",
      ])
    #expect(split.isCollapsed)
    #expect(split.viewControllers.count == 1)
    #expect(list.navigationController?.viewControllers == [list, detail])
    #expect(list.navigationController?.view.frame == window.bounds)
  }

  @Test("widening it again expands: the detail goes back to its own navigation controller")
  func expand() {
    let (split, list, detail, window) = classicSplit()
    let detailNavigation = detail.navigationController
    window.resize(to: CGSize(width: 500, height: 768))
    clock.settle()
    _ = log.take()

    window.resize(to: CGSize(width: 1024, height: 768))
    let insideResize = log.take()
    clock.settle()

    #expect(
      insideResize == [
        "list willTransition(to: Hregular Vregular)",
        "detail willTransition(to: Hregular Vregular)", "delegate separateSecondary",
        "detail willMove(to: nil)", "detail didMove(to: nil)",
        "detail willMove(to: \(detailNavigation!))", "detail willDisappear",
        "detail didMove(to: \(detailNavigation!))", "delegate didExpand",
        "list viewWillTransition(to: 1024x768)", "detail viewWillTransition(to: 1024x768)",
      ])
    #expect(
      log.take() == [
        "detail willAppear", "detail traitCollectionDidChange(light, Hregular)", "list willAppear",
        "detail isAppearing", "list isAppearing", "detail didAppear", "list didAppear",
      ])
    #expect(!split.isCollapsed)
    #expect(split.viewControllers == [list.navigationController!, detailNavigation!])
    #expect(detail.view.convert(CGPoint.zero, to: nil) == CGPoint(x: 321, y: 0))
    #expect(detail.view.safeAreaInsets.top == 68)
  }

  @Test("a delegate that takes the secondary: it is discarded, and comes back on expansion")
  func delegateDiscardsSecondary() {
    let (split, list, detail, window) = classicSplit()
    delegate.handlesCollapse = true

    window.resize(to: CGSize(width: 500, height: 768))
    clock.settle()
    let collapsedStack = list.navigationController?.viewControllers
    window.resize(to: CGSize(width: 1024, height: 768))
    clock.settle()

    #expect(collapsedStack == [list])
    #expect(detail.view.window != nil)
    #expect(split.viewControllers.count == 2)
  }

  @Test("showDetailViewController replaces the secondary wide, and pushes when collapsed")
  func showDetail() {
    let (split, list, _, window) = classicSplit()
    let other = UIViewController()

    list.showDetailViewController(other, sender: nil)
    clock.settle()
    let wideSecondary = split.viewControllers.last
    window.resize(to: CGSize(width: 500, height: 768))
    clock.settle()
    let third = UIViewController()
    list.showDetailViewController(third, sender: nil)
    clock.advance(by: 0.5)

    #expect(wideSecondary === other)
    #expect(list.navigationController?.topViewController === third)
    #expect(
      log.take().filter { $0.hasPrefix("delegate") } == [
        "delegate showDetail", "delegate collapseSecondary", "delegate didCollapse",
        "delegate showDetail",
      ])
  }

  @Test("show from a column's controller pushes onto that column's navigation controller")
  func showPushes() {
    let (split, list, detail, _) = classicSplit()
    let next = UIViewController()

    detail.show(next, sender: nil)
    clock.advance(by: 0.5)

    #expect(detail.navigationController?.topViewController === next)
    #expect(list.navigationController?.viewControllers == [list])
    #expect(split.viewControllers.count == 2)
  }

  @Test("the display-mode button hides the primary and shows it again, animated")
  func displayModeButton() {
    let (split, list, detail, _) = classicSplit()

    split.displayModeButtonItem.primaryAction?.perform(sender: nil)
    let insideCall = log.take()
    clock.advance(by: 0.4)
    let hidden = (split.displayMode, detail.view.convert(CGPoint.zero, to: nil).x)
    let hiddenLog = log.take()
    split.displayModeButtonItem.primaryAction?.perform(sender: nil)
    clock.advance(by: 0.4)

    #expect(insideCall == ["delegate willChangeTo secondaryOnly", "list willDisappear"])
    #expect(hiddenLog.contains("list didDisappear"))
    #expect(hidden.0 == .secondaryOnly && hidden.1 == 0)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(list.view.window != nil)
  }

  @Test("the divider drags the primary column's width, within its minimum and maximum")
  func dragDivider() {
    let (split, _, detail, window) = classicSplit()
    split.maximumPrimaryColumnWidth = 400
    clock.settle()
    let pointer = Pointer(window: window)

    pointer.down(CGPoint(x: 320, y: 400))
    for x in stride(from: CGFloat(340), through: 380, by: 20) {
      pointer.move(CGPoint(x: x, y: 400))
    }
    pointer.up(CGPoint(x: 380, y: 400))
    let dragged = split.primaryColumnWidth
    pointer.down(CGPoint(x: 380, y: 400))
    for x in stride(from: CGFloat(420), through: 700, by: 40) {
      pointer.move(CGPoint(x: x, y: 400))
    }
    pointer.up(CGPoint(x: 700, y: 400))

    #expect(dragged == 380)
    #expect(split.primaryColumnWidth == 400)
    #expect(detail.view.convert(CGPoint.zero, to: nil).x == 401)
  }
}

/// Logs what a split's delegate is asked and told.
@MainActor
final class SplitDelegateLog: UISplitViewControllerDelegate {
  let log: LifecycleLog
  var handlesCollapse = false

  init(log: LifecycleLog) { self.log = log }

  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    log.record("delegate collapseSecondary")
    return handlesCollapse
  }

  func splitViewController(
    _ splitViewController: UISplitViewController,
    separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    log.record("delegate separateSecondary")
    return nil
  }

  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool {
    log.record("delegate showDetail")
    return false
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    log.record("delegate willChangeTo \(displayMode)")
  }

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    log.record("delegate didCollapse")
  }

  func splitViewControllerDidExpand(_ svc: UISplitViewController) {
    log.record("delegate didExpand")
  }

  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {
    log.record("delegate willShow \(column)")
  }

  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {
    log.record("delegate willHide \(column)")
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    log.record("delegate topColumn proposed \(proposedTopColumn)")
    return proposedTopColumn
  }
}
