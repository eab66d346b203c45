import Testing
import UIKit

/// A coordinator that keeps the interaction handlers it is given, to run them when told.
@MainActor
private final class HandlerKeepingCoordinator: UIViewControllerTransitionCoordinator {
  var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  let isAnimated = true
  let presentationStyle = UIModalPresentationStyle.none
  let initiallyInteractive = true
  let isInteractive = false
  let isCancelled = true
  let transitionDuration: TimeInterval = 0.3
  let percentComplete: CGFloat = 0.4
  let completionVelocity: CGFloat = 1
  let completionCurve = UIView.AnimationCurve.easeInOut
  let targetTransform = CGAffineTransform.identity
  let containerView = UIView()
  let isInterruptible = false

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    nil
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool { true }
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }
}

@Suite("The transition coordinator's interaction handlers")
@MainActor
struct TransitionCoordinatorInteractionTests {
  @Test("notifyWhenInteractionEnds registers its handler as notifyWhenInteractionChanges does")
  func interactionEndsIsInteractionChanges() {
    let coordinator = HandlerKeepingCoordinator()
    var cancelled: [Bool] = []

    coordinator.notifyWhenInteractionEnds { context in cancelled.append(context.isCancelled) }
    for handler in coordinator.interactionHandlers { handler(coordinator) }

    #expect(cancelled == [true])
  }
}
