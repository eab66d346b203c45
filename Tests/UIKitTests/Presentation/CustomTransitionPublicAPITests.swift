import UIKit
import UIKitTestSupport
import XCTest

@testable import Demo

// Through the public products only, as an app writes it: a plain `import UIKit` (the demo is
// imported to reach its transitions), and XCTest for the reason `StoryboardPublicAPITests`
// gives. The transitions are the demo's, written exactly as on iOS: a card that grows out of
// a cell with its own presentation controller, and a drawer that follows the pointer through a
// percent-driven interaction controller.

/// XCTest on Linux calls test methods without an actor, so each hops to the main actor.
final class CustomTransitionPublicAPITests: XCTestCase {
  override func setUp() async throws {
    await MainActor.run { TestApplication.reset() }
  }

  override func tearDown() async throws {
    await MainActor.run { TestApplication.reset() }
  }

  func testCardGrowsFromCell() async {
    await Self.cardGrowsFromCell()
  }

  func testDrawerFollowsThePointer() async {
    await Self.drawerFollowsThePointer()
  }

  func testCancelledInteractiveDismissal() async {
    await Self.cancelledInteractiveDismissal()
  }

  /// A logging root on screen and a logging controller to present with `delegate`, settled,
  /// the log emptied.
  @MainActor
  private static func scene(
    presenting name: String, with delegate: UIViewControllerTransitioningDelegate
  ) -> (LifecycleLog, ManualClock, LoggingViewController, LoggingViewController, UIWindow) {
    let log = LifecycleLog()
    let clock = ManualClock()
    let root = LoggingViewController("root", log: log)
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let presented = LoggingViewController(name, log: log)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    _ = log.take()
    return (log, clock, root, presented, window)
  }

  /// The card's presentation and dismissal, as an ordered log: the root stays on screen and
  /// hears nothing; the card grows out of the cell over the dimming view.
  @MainActor
  private static func cardGrowsFromCell() {
    let cell = UIView(frame: CGRect(x: 16, y: 200, width: 358, height: 60))
    let transition = CardTransition(cell: cell)
    let (log, clock, root, detail, window) = scene(presenting: "detail", with: transition)
    root.view.addSubview(cell)

    root.present(detail, animated: true) { log.record("presented") }
    clock.advance(by: 0.1)
    let early = detail.view.layer.presentation()!.frame
    clock.advance(by: 0.4)
    let presentation = log.take()
    let container = detail.view.superview
    detail.dismiss(animated: true) { log.record("dismissed") }
    clock.advance(by: 0.5)

    XCTAssertEqual(
      presentation,
      [
        "detail viewDidLoad", "detail willAppear [beingPresented]",
        "detail isAppearing [beingPresented]", "detail didAppear [beingPresented]", "presented",
      ])
    XCTAssertEqual(
      log.take(),
      [
        "detail willDisappear [beingDismissed]", "detail didDisappear [beingDismissed]",
        "dismissed",
      ])
    XCTAssertGreaterThan(early.height, 60)
    XCTAssertLessThan(early.height, 520)
    XCTAssertEqual(container?.subviews.first?.backgroundColor, UIColor(white: 0, alpha: 0.4))
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(window.subviews.count, 1)
  }

  /// A drawer opened by a pan: a first pan let go early is cancelled; a second one finishes.
  @MainActor
  private static func drawerFollowsThePointer() {
    let transition = DrawerTransition()
    let (log, clock, root, drawer, window) = scene(presenting: "drawer", with: transition)

    // What a pan handler does: .began presents, .changed updates, .ended cancels or finishes.
    transition.interaction = UIPercentDrivenInteractiveTransition()
    root.present(drawer, animated: true)
    transition.interaction?.update(0.25)
    clock.tick()
    let quarter = drawer.view.layer.presentation()!.frame.minX
    transition.interaction?.cancel()
    transition.interaction = nil
    clock.advance(by: 0.5)
    let cancelled = log.take()
    let presentedAfterCancel = root.presentedViewController

    transition.interaction = UIPercentDrivenInteractiveTransition()
    root.present(drawer, animated: true)
    transition.interaction?.update(0.7)
    transition.interaction?.finish()
    transition.interaction = nil
    clock.advance(by: 0.5)

    XCTAssertEqual(quarter, -300 * 0.75, accuracy: 0.5)
    XCTAssertEqual(
      cancelled,
      [
        "drawer viewDidLoad", "drawer willAppear [beingPresented]",
        "drawer isAppearing [beingPresented]", "drawer willDisappear", "drawer didDisappear",
      ])
    XCTAssertNil(presentedAfterCancel)
    XCTAssertEqual(
      log.take(),
      [
        "drawer willAppear [beingPresented]", "drawer isAppearing [beingPresented]",
        "drawer didAppear [beingPresented]",
      ])
    XCTAssertTrue(root.presentedViewController === drawer)
    XCTAssertEqual(drawer.view.frame, CGRect(x: 0, y: 0, width: 300, height: 844))
    _ = window
  }

  /// The drawer dragged shut part way and let go: it opens again, in UIKit's order.
  @MainActor
  private static func cancelledInteractiveDismissal() {
    let transition = DrawerTransition()
    let (log, clock, root, drawer, window) = scene(presenting: "drawer", with: transition)
    root.present(drawer, animated: false)
    clock.settle()
    _ = log.take()

    transition.interaction = UIPercentDrivenInteractiveTransition()
    drawer.dismiss(animated: true) { log.record("dismissed") }
    transition.interaction?.update(0.4)
    clock.tick()
    let partWay = drawer.view.layer.presentation()!.frame.minX
    transition.interaction?.cancel()
    transition.interaction = nil
    clock.advance(by: 0.5)

    XCTAssertEqual(partWay, -300 * 0.4, accuracy: 0.5)
    XCTAssertEqual(
      log.take(),
      [
        "drawer willDisappear [beingDismissed]", "drawer willAppear", "drawer isAppearing",
        "drawer didAppear",
      ])
    XCTAssertTrue(root.presentedViewController === drawer)
    XCTAssertEqual(drawer.view.frame.minX, 0)
    _ = window
  }
}
