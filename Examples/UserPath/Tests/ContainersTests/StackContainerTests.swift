import Containers
import Testing
import UIKit
import UIKitTestSupport

/// A user's stack container beside `UINavigationController`: the same steps on each, and the
/// same ordered log of their children's appearance and containment callbacks from each.
@Suite("A stack container on the public API does what a navigation controller does", .uiTest)
@MainActor
struct StackContainerTests {
  let log = LifecycleLog()
  let clock = ManualClock()

  /// Shows `container` in a window and lets it settle, then runs `steps` on it and lets them
  /// finish; returns what the children logged during the steps, with the container written
  /// "container" so that two containers' logs compare.
  private func callbacks<Container: UIViewController>(
    of container: Container, during steps: (Container) -> Void
  ) -> [String] {
    let window = TestApplication.makeWindow(root: container)
    clock.settle()
    _ = log.take()

    steps(container)
    clock.advance(by: 1)

    return withExtendedLifetime(window) {
      log.take().map { $0.replacingOccurrences(of: "\(container)", with: "container") }
    }
  }

  /// Children named A and B, logging to ``log``.
  private func children() -> (LoggingViewController, LoggingViewController) {
    (LoggingViewController("A", log: log), LoggingViewController("B", log: log))
  }

  @Test("an animated push: willMove, B's will-callbacks after A's, then the did-callbacks, didMove")
  func push() {
    let (navigationA, navigationB) = children()
    let navigation = UINavigationController(rootViewController: navigationA)
    let (stackA, stackB) = children()
    let stack = StackContainerViewController(rootViewController: stackA)

    let navigationLog = callbacks(of: navigation) {
      $0.pushViewController(navigationB, animated: true)
    }
    let stackLog = callbacks(of: stack) { $0.pushViewController(stackB, animated: true) }

    let expected = [
      "B willMove(to: container)", "B viewDidLoad", "A willDisappear",
      "B willAppear [movingToParent]", "B isAppearing [movingToParent]", "A didDisappear",
      "B didAppear [movingToParent]", "B didMove(to: container)",
    ]
    #expect(navigationLog == expected)
    #expect(stackLog == expected)
    #expect(stack.viewControllers == [stackA, stackB])
    #expect(stackB.view.frame == stack.view.bounds && stackA.viewIfLoaded?.superview == nil)
  }

  @Test("an animated pop mirrors it: the root's view loads as it comes back, B leaves last")
  func pop() {
    let (navigationA, navigationB) = children()
    let navigation = UINavigationController(rootViewController: navigationA)
    navigation.pushViewController(navigationB, animated: false)
    let (stackA, stackB) = children()
    let stack = StackContainerViewController(rootViewController: stackA)
    stack.pushViewController(stackB, animated: false)

    let navigationLog = callbacks(of: navigation) { $0.popViewController(animated: true) }
    let stackLog = callbacks(of: stack) { $0.popViewController(animated: true) }

    let expected = [
      "B willMove(to: nil)", "A viewDidLoad", "B willDisappear [movingFromParent]",
      "A willAppear", "A isAppearing", "B didDisappear [movingFromParent]", "A didAppear",
      "B didMove(to: nil)",
    ]
    #expect(navigationLog == expected)
    #expect(stackLog == expected)
    #expect(stack.viewControllers == [stackA])
    #expect(stackB.parent == nil && stackB.viewIfLoaded?.superview == nil)
  }

  @Test("a push and a pop without animation: the same orders, each within one frame")
  func pushAndPopWithoutAnimation() {
    let (navigationA, navigationB) = children()
    let navigation = UINavigationController(rootViewController: navigationA)
    let (stackA, stackB) = children()
    let stack = StackContainerViewController(rootViewController: stackA)

    let navigationLog = callbacks(of: navigation) {
      $0.pushViewController(navigationB, animated: false)
      clock.settle()
      $0.popViewController(animated: false)
    }
    let stackLog = callbacks(of: stack) {
      $0.pushViewController(stackB, animated: false)
      clock.settle()
      $0.popViewController(animated: false)
    }

    let expected = [
      "B willMove(to: container)", "B viewDidLoad", "A willDisappear",
      "B willAppear [movingToParent]", "B isAppearing [movingToParent]", "A didDisappear",
      "B didAppear [movingToParent]", "B didMove(to: container)", "B willMove(to: nil)",
      "B willDisappear [movingFromParent]", "A willAppear", "A isAppearing",
      "B didDisappear [movingFromParent]", "A didAppear", "B didMove(to: nil)",
    ]
    #expect(navigationLog == expected)
    #expect(stackLog == expected)
  }

  @Test("a cancelled interactive pop turns both back; B stays, and hears didMove again")
  func cancelledInteractivePop() {
    let (navigationA, navigationB) = children()
    let navigation = UINavigationController(rootViewController: navigationA)
    navigation.pushViewController(navigationB, animated: false)
    let delegate = InteractivePopDelegate()
    navigation.delegate = delegate
    let (stackA, stackB) = children()
    let stack = StackContainerViewController(rootViewController: stackA)
    stack.pushViewController(stackB, animated: false)

    let navigationLog = callbacks(of: navigation) {
      $0.popViewController(animated: true)
      clock.tick()
      delegate.interaction.update(0.3)
      clock.tick()
      delegate.interaction.cancel()
    }
    let stackLog = callbacks(of: stack) {
      $0.beginInteractivePop()
      clock.tick()
      $0.updateInteractivePop(0.3)
      clock.tick()
      $0.cancelInteractivePop()
    }

    let expected = [
      "B willMove(to: nil)", "A viewDidLoad", "B willDisappear [movingFromParent]",
      "A willAppear", "A isAppearing", "A willDisappear", "B willAppear", "A didDisappear",
      "B isAppearing", "B didAppear", "B didMove(to: container)",
    ]
    #expect(navigationLog == expected)
    #expect(stackLog == expected)
    #expect(stack.viewControllers == [stackA, stackB])
    #expect(stackB.view.frame == stack.view.bounds && stackA.viewIfLoaded?.superview == nil)
  }

  @Test("an interactive pop let go to finish ends as an animated pop does")
  func finishedInteractivePop() {
    let (navigationA, navigationB) = children()
    let navigation = UINavigationController(rootViewController: navigationA)
    navigation.pushViewController(navigationB, animated: false)
    let delegate = InteractivePopDelegate()
    navigation.delegate = delegate
    let (stackA, stackB) = children()
    let stack = StackContainerViewController(rootViewController: stackA)
    stack.pushViewController(stackB, animated: false)

    let navigationLog = callbacks(of: navigation) {
      $0.popViewController(animated: true)
      clock.tick()
      delegate.interaction.update(0.7)
      clock.tick()
      delegate.interaction.finish()
    }
    let stackLog = callbacks(of: stack) {
      $0.beginInteractivePop()
      clock.tick()
      $0.updateInteractivePop(0.7)
      clock.tick()
      $0.finishInteractivePop()
    }

    let expected = [
      "B willMove(to: nil)", "A viewDidLoad", "B willDisappear [movingFromParent]",
      "A willAppear", "A isAppearing", "B didDisappear [movingFromParent]", "A didAppear",
      "B didMove(to: nil)",
    ]
    #expect(navigationLog == expected)
    #expect(stackLog == expected)
    #expect(stack.viewControllers == [stackA])
    #expect(stackA.view.frame == stack.view.bounds)
  }

  @Test("during an interactive pop the top view follows the fraction it is given")
  func interactivePopFollowsTheFraction() {
    let (stackA, stackB) = children()
    let stack = StackContainerViewController(rootViewController: stackA)
    stack.pushViewController(stackB, animated: false)
    let window = TestApplication.makeWindow(root: stack)
    clock.settle()

    stack.beginInteractivePop()
    stack.updateInteractivePop(0.5)
    clock.tick()
    let presented = stackB.view.layer.presentation()?.frame.minX

    #expect(presented == stack.view.bounds.width / 2)
    withExtendedLifetime(window) {}
  }
}

/// A navigation delegate that hands UINavigationController an interactive pop, as iOS code
/// does: a sliding animator under a percent-driven interaction.
@MainActor
private final class InteractivePopDelegate: UINavigationControllerDelegate {
  let interaction = UIPercentDrivenInteractiveTransition()

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .pop ? SlideBackAnimator() : nil
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}

/// Slides the top view off to the right over the one it uncovers, as a pop does.
@MainActor
private final class SlideBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { StackContainerViewController.duration }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    toView.frame = transitionContext.finalFrame(for: to)
    container.insertSubview(toView, belowSubview: fromView)
    UIView.animate(
      withDuration: StackContainerViewController.duration,
      animations: { fromView.frame.origin.x = container.bounds.width },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
