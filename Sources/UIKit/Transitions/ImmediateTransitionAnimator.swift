/// The animator of a transition that is not animated: the incoming view takes its final frame
/// and the transition completes in the deferred step of the same frame, so the did-callbacks
/// follow the will-callbacks within one frame, as in UIKit.
@MainActor
final class ImmediateTransitionAnimator: UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    if let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    {
      toView.frame = transitionContext.finalFrame(for: to)
      transitionContext.containerView.addSubview(toView)
    }
    UIView.animate(withDuration: 0, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
