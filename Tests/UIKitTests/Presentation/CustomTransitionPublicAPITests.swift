import UIKit
import UIKitTestSupport
import XCTest

// Through the public products only, as an app writes it: a plain `import UIKit`, and XCTest for
// the reason `StoryboardPublicAPITests` gives. The two transitions below are written exactly as
// on iOS: a card that grows from a cell, with its own presentation controller, and a drawer
// that follows the pointer through a percent-driven interaction controller.

/// Grows the presented view out of a cell's frame, and shrinks it back into it.
final class GrowFromCellAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let cellFrame: CGRect
  let presenting: Bool
  let log: LifecycleLog

  init(cellFrame: CGRect, presenting: Bool, log: LifecycleLog) {
    self.cellFrame = cellFrame
    self.presenting = presenting
    self.log = log
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.4 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    log.record("card animate \(presenting ? "in" : "out")")
    let container = transitionContext.containerView
    if presenting {
      let toVC = transitionContext.viewController(forKey: .to)!
      let toView = transitionContext.view(forKey: .to)!
      let final = transitionContext.finalFrame(for: toVC)
      toView.frame = cellFrame
      toView.layer.cornerRadius = 8
      container.addSubview(toView)
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext),
        animations: {
          toView.frame = final
          toView.layer.cornerRadius = 16
        },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    } else {
      let fromView = transitionContext.view(forKey: .from)!
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext),
        animations: {
          fromView.frame = self.cellFrame
          fromView.alpha = 0
        },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.record("card ended \(transitionCompleted)")
  }
}

/// A card inset from the container's edges, over a dimming view that fades alongside.
final class CardPresentationController: UIPresentationController {
  let dimming = UIView()
  let log: LifecycleLog

  init(presented: UIViewController, presenting: UIViewController?, log: LifecycleLog) {
    self.log = log
    super.init(presentedViewController: presented, presenting: presenting)
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    containerView!.bounds.insetBy(dx: 24, dy: 120)
  }

  override func presentationTransitionWillBegin() {
    log.record("card presentationTransitionWillBegin")
    dimming.frame = containerView!.bounds
    dimming.alpha = 0
    containerView!.insertSubview(dimming, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimming.alpha = 1 },
      completion: { context in self.log.record("card alongside done \(!context.isCancelled)") })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.record("card presentationTransitionDidEnd \(completed)")
  }

  override func dismissalTransitionWillBegin() {
    log.record("card dismissalTransitionWillBegin")
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.record("card dismissalTransitionDidEnd \(completed)")
    if completed { dimming.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
    dimming.frame = containerView!.bounds
  }
}

/// The transitioning delegate a list screen sets on the detail it presents from a cell.
final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
  let cellFrame: CGRect
  let log: LifecycleLog

  init(cellFrame: CGRect, log: LifecycleLog) {
    self.cellFrame = cellFrame
    self.log = log
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presented: presented, presenting: presenting, log: log)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    GrowFromCellAnimator(cellFrame: cellFrame, presenting: true, log: log)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    GrowFromCellAnimator(cellFrame: cellFrame, presenting: false, log: log)
  }
}

/// Slides a drawer in from the left edge over the presenter, or out again.
final class DrawerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    let drawer = transitionContext.viewController(forKey: key)!
    let view = drawer.view!
    let open = presenting ? transitionContext.finalFrame(for: drawer) : view.frame
    let closed = open.offsetBy(dx: -open.width, dy: 0)
    if presenting {
      view.frame = closed
      transitionContext.containerView.addSubview(view)
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
      animations: { view.frame = self.presenting ? open : closed },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// A drawer 280 points wide down the left edge.
final class DrawerPresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    CGRect(x: 0, y: 0, width: 280, height: containerView!.bounds.height)
  }
}

/// The delegate of a drawer that a pan opens: while the pan drives it, the transitions are
/// interactive.
final class DrawerTransition: NSObject, UIViewControllerTransitioningDelegate {
  var interaction: UIPercentDrivenInteractiveTransition?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    DrawerPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    DrawerAnimator(presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    DrawerAnimator(presenting: false)
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }
}

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

  /// The card's presentation and dismissal, as an ordered log.
  @MainActor
  private static func cardGrowsFromCell() {
    let log = LifecycleLog()
    let clock = ManualClock()
    let list = LoggingViewController("list", log: log)
    let window = TestApplication.makeWindow(root: list)
    clock.settle()
    let detail = LoggingViewController("detail", log: log)
    let transition = CardTransition(
      cellFrame: CGRect(x: 16, y: 200, width: 358, height: 60), log: log)
    detail.modalPresentationStyle = .custom
    detail.transitioningDelegate = transition
    _ = log.take()

    list.present(detail, animated: true) { log.record("presented") }
    clock.advance(by: 0.2)
    let halfway = detail.view.layer.presentation()!.frame
    clock.advance(by: 0.3)
    let presentation = log.take()
    detail.dismiss(animated: true) { log.record("dismissed") }
    clock.advance(by: 0.5)

    XCTAssertEqual(
      presentation,
      [
        "detail viewDidLoad", "detail willAppear [beingPresented]",
        "card presentationTransitionWillBegin", "card animate in",
        "detail isAppearing [beingPresented]", "card alongside done true",
        "card presentationTransitionDidEnd true", "detail didAppear [beingPresented]",
        "presented", "card ended true",
      ])
    XCTAssertEqual(
      log.take(),
      [
        "detail willDisappear [beingDismissed]", "card dismissalTransitionWillBegin",
        "card animate out", "card dismissalTransitionDidEnd true",
        "detail didDisappear [beingDismissed]", "dismissed", "card ended true",
      ])
    XCTAssertGreaterThan(halfway.height, 60)
    XCTAssertLessThan(halfway.height, 844 - 240)
    XCTAssertNil(list.presentedViewController)
    XCTAssertEqual(window.subviews.count, 1)
  }

  /// A drawer opened by a pan: a first pan let go early is cancelled; a second one finishes.
  @MainActor
  private static func drawerFollowsThePointer() {
    let log = LifecycleLog()
    let clock = ManualClock()
    let root = LoggingViewController("root", log: log)
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let transition = DrawerTransition()
    let drawer = LoggingViewController("drawer", log: log)
    drawer.modalPresentationStyle = .custom
    drawer.transitioningDelegate = transition
    _ = log.take()

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

    XCTAssertEqual(quarter, -280 * 0.75, accuracy: 0.5)
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
    XCTAssertEqual(drawer.view.frame, CGRect(x: 0, y: 0, width: 280, height: 844))
    _ = window
  }

  /// The drawer dragged shut half way and let go: it opens again, in UIKit's order.
  @MainActor
  private static func cancelledInteractiveDismissal() {
    let log = LifecycleLog()
    let clock = ManualClock()
    let root = LoggingViewController("root", log: log)
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let transition = DrawerTransition()
    let drawer = LoggingViewController("drawer", log: log)
    drawer.modalPresentationStyle = .custom
    drawer.transitioningDelegate = transition
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

    XCTAssertEqual(partWay, -280 * 0.4, accuracy: 0.5)
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
