import Testing
import UIKitTestSupport

@testable import UIKit

/// Each `UIModalPresentationStyle` as an ordered log: who hears appearance callbacks, where the
/// presented view goes, and what stays on screen.
@Suite("Presentation styles: appearance callbacks and layout in UIKit's order", .uiTest)
@MainActor
struct PresentationStyleTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()

  /// A root on screen in a window of `size`, settled, the log emptied.
  private func onScreen(size: CGSize = CGSize(width: 390, height: 844)) -> (
    LoggingViewController, UIWindow
  ) {
    let root = LoggingViewController("root", log: log)
    let window = TestApplication.makeWindow(root: root, size: size)
    windows.keep(window)
    clock.settle()
    _ = log.take()
    return (root, window)
  }

  /// Presents `modal` animated and returns the log inside the call and after the transition.
  private func present(_ modal: UIViewController, from presenter: UIViewController) -> (
    [String], [String]
  ) {
    presenter.present(modal, animated: true) { self.log.record("completion") }
    let inside = log.take()
    clock.advance(by: 0.6)
    return (inside, log.take())
  }

  /// Dismisses animated and returns the log inside the call and after the transition.
  private func dismiss(_ modal: UIViewController) -> ([String], [String]) {
    modal.dismiss(animated: true) { self.log.record("completion") }
    let inside = log.take()
    clock.advance(by: 0.6)
    return (inside, log.take())
  }

  @Test("automatic is a page sheet: the presenter stays on screen and hears nothing")
  func automaticIsPageSheet() {
    let (root, window) = onScreen()
    let modal = LoggingViewController("modal", log: log)

    let (inside, after) = present(modal, from: root)

    #expect(inside == ["modal viewDidLoad", "modal willAppear [beingPresented]"])
    #expect(
      after == [
        "modal isAppearing [beingPresented]", "modal didAppear [beingPresented]", "completion",
      ])
    #expect(modal.presentationController is UISheetPresentationController)
    #expect(modal.sheetPresentationController?.presentationStyle == .pageSheet)
    #expect(root.view.superview === window)
    // Compact width: the card spans the width, 10 points below the status bar.
    let card = modal.sheetPresentationController!.presentedView!
    #expect(card.frame == CGRect(x: 0, y: 34, width: 390, height: 810))
    #expect(modal.view.frame.size == card.bounds.size)
  }

  @Test("dismissing a sheet: only the sheet hears callbacks; the presenter never left")
  func sheetDismissal() {
    let (root, _) = onScreen()
    let modal = LoggingViewController("modal", log: log)
    _ = present(modal, from: root)

    let (inside, after) = dismiss(modal)

    #expect(inside == ["modal willDisappear [beingDismissed]"])
    #expect(after == ["modal didDisappear [beingDismissed]", "completion"])
    #expect(root.presentedViewController == nil)
    #expect(modal.view.window == nil)
  }

  @Test("in compact width the presenter is scaled back with rounded corners over black")
  func scaledBackPresenter() {
    let (root, window) = onScreen()

    root.present(UIViewController(), animated: true)
    clock.advance(by: 0.6)
    let scaled = root.view.transform
    let radius = root.view.layer.cornerRadius
    let backdrop = window.subviews.first
    root.dismiss(animated: true)
    clock.advance(by: 0.6)

    #expect(scaled.a < 1 && scaled.a > 0.9)
    #expect(radius == 10)
    #expect(backdrop?.backgroundColor == .black)
    #expect(root.view.transform == .identity)
    #expect(root.view.layer.cornerRadius == 0)
    #expect(window.subviews.count == 1)
  }

  @Test("a form sheet in regular width is a centred 540 × 620 card")
  func formSheet() {
    let (root, _) = onScreen(size: CGSize(width: 1024, height: 768))
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .formSheet

    let (inside, after) = present(modal, from: root)

    #expect(inside == ["modal viewDidLoad", "modal willAppear [beingPresented]"])
    #expect(after.contains("modal didAppear [beingPresented]"))
    #expect(
      modal.presentationController?.presentedView?.frame
        == CGRect(x: 242, y: 74, width: 540, height: 620))
  }

  @Test("full screen removes the presenter's view at the end and sends it disappear callbacks")
  func fullScreen() {
    let (root, window) = onScreen()
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .fullScreen

    let (inside, after) = present(modal, from: root)
    let (dismissInside, dismissAfter) = dismiss(modal)

    #expect(
      inside == ["modal viewDidLoad", "root willDisappear", "modal willAppear [beingPresented]"])
    #expect(
      after == [
        "modal isAppearing [beingPresented]", "root didDisappear",
        "modal didAppear [beingPresented]", "completion",
      ])
    #expect(dismissInside == ["modal willDisappear [beingDismissed]", "root willAppear"])
    #expect(
      dismissAfter == [
        "root isAppearing", "modal didDisappear [beingDismissed]", "root didAppear", "completion",
      ])
    #expect(root.view.superview === window)
  }

  @Test("over full screen covers the window and leaves the presenter on screen, silent")
  func overFullScreen() {
    let (root, window) = onScreen()
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .overFullScreen

    let (inside, after) = present(modal, from: root)
    let onScreenMeanwhile = root.view.window === window
    let (dismissInside, dismissAfter) = dismiss(modal)

    #expect(inside == ["modal viewDidLoad", "modal willAppear [beingPresented]"])
    #expect(
      after == [
        "modal isAppearing [beingPresented]", "modal didAppear [beingPresented]", "completion",
      ])
    #expect(onScreenMeanwhile)
    #expect(dismissInside == ["modal willDisappear [beingDismissed]"])
    #expect(dismissAfter == ["modal didDisappear [beingDismissed]", "completion"])
  }

  /// A root with a child filling its bottom half, which defines the presentation context.
  private func contextScene() -> (LoggingViewController, LoggingViewController, UIWindow) {
    let (root, window) = onScreen()
    let context = LoggingViewController("context", log: log)
    context.definesPresentationContext = true
    root.addChild(context)
    context.view.frame = CGRect(x: 0, y: 422, width: 390, height: 422)
    root.view.addSubview(context.view)
    context.didMove(toParent: root)
    clock.settle()
    _ = log.take()
    return (root, context, window)
  }

  @Test("current context covers the defining controller, which is removed and hears it")
  func currentContext() {
    let (root, context, _) = contextScene()
    let leaf = UIViewController()
    context.addChild(leaf)
    context.view.addSubview(leaf.view)
    leaf.didMove(toParent: context)
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .currentContext

    let (inside, after) = present(modal, from: leaf)
    let containerFrame = modal.view.superview?.frame

    #expect(modal.presentingViewController === context)
    #expect(context.presentedViewController === modal)
    #expect(root.presentedViewController == nil)
    #expect(
      inside == ["modal viewDidLoad", "context willDisappear", "modal willAppear [beingPresented]"])
    #expect(
      after == [
        "modal isAppearing [beingPresented]", "context didDisappear",
        "modal didAppear [beingPresented]", "completion",
      ])
    #expect(containerFrame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(context.view.superview == nil)
    #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 390, height: 422))

    let (dismissInside, _) = dismiss(modal)

    #expect(dismissInside == ["modal willDisappear [beingDismissed]", "context willAppear"])
    #expect(context.view.superview === root.view)
  }

  @Test("over current context leaves the context on screen, silent")
  func overCurrentContext() {
    let (_, context, _) = contextScene()
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .overCurrentContext

    let (inside, _) = present(modal, from: context)

    #expect(inside == ["modal viewDidLoad", "modal willAppear [beingPresented]"])
    #expect(context.view.window != nil)
    #expect(modal.view.convert(modal.view.bounds, to: nil).minY == 422)
  }

  @Test("a context that provides its transition style replaces the presented controller's")
  func providedTransitionStyle() {
    let (_, context, _) = contextScene()
    context.providesPresentationContextTransitionStyle = true
    context.modalTransitionStyle = .crossDissolve
    let modal = UIViewController()
    modal.modalPresentationStyle = .overCurrentContext

    context.present(modal, animated: true)
    clock.advance(by: 0.25)

    #expect(modal.view.layer.presentation()!.opacity < 0.9)
    #expect(modal.view.frame.minY == 0)
  }

  @Test("without a defining context, current context presents from the root")
  func currentContextFallsBackToRoot() {
    let (root, _) = onScreen()
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let modal = UIViewController()
    modal.modalPresentationStyle = .currentContext

    child.present(modal, animated: false)
    clock.settle()

    #expect(modal.presentingViewController === root)
  }

  @Test("a custom presentation whose controller removes the presenter's view: it hears it")
  func customRemovingPresenter() {
    let (root, _) = onScreen()
    let transitions = LoggingTransitions(log: log, removesPresenter: true)
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = transitions

    let (inside, after) = present(modal, from: root)
    let (dismissInside, dismissAfter) = dismiss(modal)

    #expect(
      inside == [
        "delegate presentationController", "modal viewDidLoad", "delegate animator presented",
        "root willDisappear", "modal willAppear [beingPresented]", "pc presentationWillBegin",
        "animator animate",
      ])
    #expect(
      after == [
        "modal isAppearing [beingPresented]", "pc presentationDidEnd(true)", "root didDisappear",
        "modal didAppear [beingPresented]", "completion", "animator ended(true)",
      ])
    #expect(
      dismissInside == [
        "delegate animator dismissed", "modal willDisappear [beingDismissed]", "root willAppear",
        "pc dismissalWillBegin", "animator animate",
      ])
    #expect(
      dismissAfter == [
        "root isAppearing", "pc dismissalDidEnd(true)", "modal didDisappear [beingDismissed]",
        "root didAppear", "completion", "animator ended(true)",
      ])
    #expect(root.view.superview != nil)
  }

  @Test("a custom presentation that keeps the presenter's view: the presenter hears nothing")
  func customKeepingPresenter() {
    let (root, _) = onScreen()
    let transitions = LoggingTransitions(log: log, removesPresenter: false)
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .custom
    modal.transitioningDelegate = transitions

    let (inside, after) = present(modal, from: root)

    #expect(!inside.contains { $0.hasPrefix("root") })
    #expect(!after.contains { $0.hasPrefix("root") })
    #expect(modal.view.frame == CGRect(x: 20, y: 400, width: 350, height: 400))
  }

  @Test("a popover anchored to a view: below it, arrow up; the presenter hears nothing")
  func popover() {
    let (root, _) = onScreen(size: CGSize(width: 1024, height: 768))
    let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
    root.view.addSubview(anchor)
    let modal = LoggingViewController("modal", log: log)
    modal.modalPresentationStyle = .popover
    modal.preferredContentSize = CGSize(width: 300, height: 200)
    let popover = modal.popoverPresentationController!
    popover.sourceView = anchor

    let (inside, after) = present(modal, from: root)

    #expect(inside == ["modal viewDidLoad", "modal willAppear [beingPresented]"])
    #expect(after.last == "completion")
    #expect(popover.arrowDirection == .up)
    #expect(popover.presentedView?.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
    #expect(modal.traitCollection.horizontalSizeClass == .compact)
  }

  @Test("a popover without an anchor raises UIKit's NSGenericException")
  func popoverWithoutAnchor() {
    let (root, _) = onScreen(size: CGSize(width: 1024, height: 768))
    let recorder = ExceptionRecorder()
    let modal = UIViewController()
    modal.modalPresentationStyle = .popover

    root.present(modal, animated: false)

    #expect(recorder.names == [.genericException])
    #expect(root.presentedViewController == nil)
  }

  @Test("dismissing a chain from its bottom: only the top animates, every one goes")
  func chainedDismissal() {
    let (root, window) = onScreen()
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    b.modalPresentationStyle = .fullScreen
    _ = present(b, from: root)
    _ = present(c, from: b)

    root.dismiss(animated: true) { self.log.record("completion") }
    let inside = log.take()
    clock.advance(by: 0.6)

    // B was still on screen under C's sheet: both go.
    #expect(
      inside == [
        "C willDisappear [beingDismissed]", "B willDisappear [beingDismissed]", "root willAppear",
      ])
    #expect(
      log.take() == [
        "root isAppearing", "C didDisappear [beingDismissed]", "B didDisappear [beingDismissed]",
        "root didAppear", "completion",
      ])
    #expect(root.presentedViewController == nil && b.presentedViewController == nil)
    #expect(c.presentingViewController == nil && b.presentingViewController == nil)
    #expect(window.subviews.count == 1)
  }

  @Test("presentingViewController: a child of a presented controller reports its presenter")
  func presentingResolution() {
    let (root, _) = onScreen()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let top = navigation.viewControllers[0]

    root.present(navigation, animated: false)
    clock.settle()

    #expect(top.presentingViewController === root)
    #expect(navigation.presentingViewController === root)
    #expect(top.presentationController === navigation.presentationController)
  }
}

/// A custom presentation controller that logs its transition callbacks, in the lower half of
/// the container with margins.
@MainActor
final class LoggingPresentationController: UIPresentationController {
  let log: LifecycleLog
  let removesPresenter: Bool

  init(presented: UIViewController, presenting: UIViewController?, log: LifecycleLog, removes: Bool)
  {
    self.log = log
    removesPresenter = removes
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var shouldRemovePresentersView: Bool { removesPresenter }
  override var frameOfPresentedViewInContainerView: CGRect {
    CGRect(x: 20, y: 400, width: 350, height: 400)
  }
  override func presentationTransitionWillBegin() { log.record("pc presentationWillBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.record("pc presentationDidEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() { log.record("pc dismissalWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.record("pc dismissalDidEnd(\(completed))")
  }
}

/// A transitioning delegate that logs what it is asked, with a slide animator that logs too.
@MainActor
final class LoggingTransitions: UIViewControllerTransitioningDelegate {
  let log: LifecycleLog
  let removesPresenter: Bool

  init(log: LifecycleLog, removesPresenter: Bool) {
    self.log = log
    self.removesPresenter = removesPresenter
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    log.record("delegate presentationController")
    return LoggingPresentationController(
      presented: presented, presenting: presenting, log: log, removes: removesPresenter)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.record("delegate animator presented")
    return LoggingAnimator(log: log)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    log.record("delegate animator dismissed")
    return LoggingAnimator(log: log)
  }
}

/// Slides the arriving view up into place, or the leaving one down, in 0.3 s.
@MainActor
final class LoggingAnimator: UIViewControllerAnimatedTransitioning {
  let log: LifecycleLog

  init(log: LifecycleLog) { self.log = log }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    log.record("animator animate")
    if let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to),
      toView.superview == nil
    {
      let final = context.finalFrame(for: to)
      toView.frame = final.offsetBy(dx: 0, dy: 300)
      context.containerView.addSubview(toView)
      UIView.animate(withDuration: 0.3, animations: { toView.frame = final }) { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else if let fromView = context.view(forKey: .from) {
      UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.record("animator ended(\(transitionCompleted))")
  }
}
