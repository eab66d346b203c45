import UIKit
import UIKitTestSupport
import XCTest

// Through the public products only, as an app writes it: a plain `import UIKit`, and XCTest for
// the reason `StoryboardPublicAPITests` gives. The transitions below are written as on iOS: a
// card that grows out of a cell with its own presentation controller, and a drawer that follows
// the pointer through a percent-driven interaction controller.

/// Where a presented view rests, and where it comes from and goes back to.
@MainActor
private enum Placement {
  /// In the middle of the container, grown out of `cell` and shrunk back into it.
  case card(cell: UIView)
  /// 300 points down the left edge, in from that edge and out to it.
  case drawer

  var duration: TimeInterval {
    switch self {
    case .card: 0.45
    case .drawer: 0.3
    }
  }

  func shown(in bounds: CGRect) -> CGRect {
    switch self {
    case .card:
      let width = min(bounds.width - 48, 420)
      let height = min(bounds.height - 160, 520)
      return CGRect(
        x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width,
        height: height)
    case .drawer:
      return CGRect(x: 0, y: 0, width: 300, height: bounds.height)
    }
  }

  func hidden(in container: UIView, shown: CGRect) -> CGRect {
    switch self {
    case .card(let cell): container.convert(cell.bounds, from: cell)
    case .drawer: shown.offsetBy(dx: -shown.width, dy: 0)
    }
  }
}

/// A transitioning delegate with its own presentation controller and animator, and an
/// interaction controller while a pan (here, the test) sets `interaction`.
@MainActor
private final class PlacementTransition: NSObject, UIViewControllerTransitioningDelegate {
  let placement: Placement
  var interaction: UIPercentDrivenInteractiveTransition?

  init(_ placement: Placement) {
    self.placement = placement
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    DimmingPresentationController(presented, presenting: presenting, placement: placement)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    PlacementAnimator(placement: placement, presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    PlacementAnimator(placement: placement, presenting: false)
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

/// The presented view over a dimming view that fades in and out alongside the transition.
@MainActor
private final class DimmingPresentationController: UIPresentationController {
  private let placement: Placement
  private let dimming = UIView()

  init(_ presented: UIViewController, presenting: UIViewController?, placement: Placement) {
    self.placement = placement
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    placement.shown(in: containerView!.bounds)
  }

  override func presentationTransitionWillBegin() {
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimming.frame = containerView!.bounds
    dimming.alpha = 0
    containerView!.insertSubview(dimming, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 1
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimming.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimming.alpha = 0
    })
  }

  override func containerViewWillLayoutSubviews() {
    dimming.frame = containerView!.bounds
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// Moves the presented view between its hidden and shown frames at constant speed, so that it
/// stays under the pointer while an interaction drives it.
@MainActor
private final class PlacementAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let placement: Placement
  let presenting: Bool

  init(placement: Placement, presenting: Bool) {
    self.placement = placement
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { placement.duration }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let controller = transitionContext.viewController(forKey: presenting ? .to : .from)!
    let view = controller.view!
    let shown = presenting ? transitionContext.finalFrame(for: controller) : view.frame
    let hidden = placement.hidden(in: container, shown: shown)
    if presenting {
      view.frame = hidden
      container.addSubview(view)
    }
    // UIKit runs this animator for `animated: false` too; it then places the view at once.
    guard transitionContext.isAnimated else {
      view.frame = presenting ? shown : hidden
      transitionContext.completeTransition(true)
      return
    }
    UIView.animate(
      withDuration: placement.duration, delay: 0, options: [.curveLinear],
      animations: { view.frame = self.presenting ? shown : hidden },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
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
    let transition = PlacementTransition(.card(cell: cell))
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
    let transition = PlacementTransition(.drawer)
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
    let transition = PlacementTransition(.drawer)
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
