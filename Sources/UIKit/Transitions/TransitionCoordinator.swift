/// The coordinator of a view-controller transition: what `transitionCoordinator` returns while
/// a push, pop, tab switch or presentation runs.
///
/// Matches UIKit: animations registered with ``animate(alongsideTransition:completion:)``
/// before the transition starts run inside its animation, with its duration (and are scrubbed
/// with it during an interaction); registered later, they start at once for the time that is
/// left. Completions run when the animator completes the transition, before the appearance
/// did-callbacks, with ``isCancelled`` telling whether it took effect.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  private unowned let transition: ViewControllerTransition
  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private var startTime: TimeInterval?

  init(transition: ViewControllerTransition) {
    self.transition = transition
  }

  var isAnimated: Bool { transition.isAnimated }
  var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
  var initiallyInteractive: Bool { transition.initiallyInteractive }
  var isInteractive: Bool { transition.isDriven }
  var isCancelled: Bool { transition.transitionWasCancelled }
  var isInterruptible: Bool { false }
  var transitionDuration: TimeInterval { transition.duration }
  var percentComplete: CGFloat { transition.percentComplete }
  var completionVelocity: CGFloat { transition.interactor?.completionSpeed ?? 1 }
  var completionCurve: UIView.AnimationCurve {
    transition.interactor?.completionCurve ?? .easeInOut
  }
  var targetTransform: CGAffineTransform { transition.targetTransform }
  var containerView: UIView { transition.containerView }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    transition.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    transition.view(forKey: key)
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !transition.isComplete else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if let startTime {
      // Late registration: animate over what is left of the transition.
      let left = max(0, transitionDuration - (UIApplication.shared.mediaTime - startTime))
      UIView.animate(withDuration: left, delay: 0, options: [.curveEaseInOut]) {
        animation(self)
      }
    } else {
      alongside.append(animation)
    }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// Runs the registered alongside animations in one block of the transition's duration.
  func runAlongsideAnimations(duration: TimeInterval) {
    startTime = UIApplication.shared.mediaTime
    let blocks = alongside
    alongside = []
    guard !blocks.isEmpty else { return }
    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
      for block in blocks { block(self) }
    }
  }

  func interactionDidEnd() {
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  func runCompletions() {
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
