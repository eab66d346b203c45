import Testing
import UIKit
import UIKitTestSupport

/// An animator that reports what its context says when the animation ends, as an animator
/// deciding between finishing and restoring its views reads it.
@MainActor
private final class ReportingSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: LifecycleLog

  init(log: LifecycleLog) { self.log = log }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else { return }
    toView.frame = transitionContext.finalFrame(for: to)
    transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
    UIView.animate(withDuration: 0.3, animations: { fromView.frame.origin.x = 390 }) { _ in
      self.log.record(
        "completion isInteractive=\(transitionContext.isInteractive) "
          + "cancelled=\(transitionContext.transitionWasCancelled)")
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

@MainActor
private final class InteractivePopDelegate: NSObject, UINavigationControllerDelegate {
  let log: LifecycleLog
  let interaction = UIPercentDrivenInteractiveTransition()

  init(log: LifecycleLog) { self.log = log }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    ReportingSlideAnimator(log: log)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}

/// Apple's `UIViewControllerContextTransitioning`: a transition driven by an interaction
/// controller is interactive, and one whose interaction was cancelled reports
/// `transitionWasCancelled`; the animator reads both when its animation ends.
@Suite("The context of a cancelled interactive pop", .uiTest)
@MainActor
struct InteractivePopContextTests {
  private let log = LifecycleLog()
  private let windows = WindowHolder()
  private let clock = ManualClock()

  /// Pops interactively to `progress`, then finishes or cancels the interaction, and returns
  /// what the animator's completion saw and the controller on top afterwards.
  private func pop(to progress: CGFloat, cancel: Bool) -> ([String], UIViewController?) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    windows.keep(TestApplication.makeWindow(root: navigation))
    navigation.pushViewController(UIViewController(), animated: false)
    clock.settle()
    let delegate = InteractivePopDelegate(log: log)
    navigation.delegate = delegate

    navigation.popViewController(animated: true)
    clock.tick()
    delegate.interaction.update(progress)
    clock.tick()
    if cancel { delegate.interaction.cancel() } else { delegate.interaction.finish() }
    clock.advance(by: 1)
    return (log.entries, navigation.topViewController)
  }

  @Test("the animator's completion sees isInteractive and transitionWasCancelled both true")
  func cancelledPop() {
    let (entries, top) = pop(to: 0.4, cancel: true)

    #expect(entries == ["completion isInteractive=true cancelled=true"])
    #expect(top?.navigationController?.viewControllers.count == 2)
  }

  @Test("a finished interactive pop completes interactive and not cancelled")
  func finishedPop() {
    let (entries, top) = pop(to: 0.6, cancel: false)

    #expect(entries == ["completion isInteractive=true cancelled=false"])
    #expect(top?.navigationController?.viewControllers.count == 1)
  }
}
