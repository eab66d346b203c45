/// UIKit's push and pop when the person prefers cross-fade transitions (Reduce Motion with
/// Prefer Cross-Fade Transitions on iOS): the incoming view fades in over the outgoing one in
/// place, with nothing sliding. A pop fades the outgoing view out over the one beneath.
@MainActor
final class NavigationCrossFadeAnimator: UIViewControllerAnimatedTransitioning {
  /// How long the fade takes: as long as the slide it replaces.
  static let duration = NavigationParallaxAnimator.duration

  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { Self.duration }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let (fromView, toView, to) = transitionContext.slidingViews() else { return }
    let container = transitionContext.containerView
    let pushing = operation != .pop
    toView.frame = transitionContext.finalFrame(for: to)
    if pushing {
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
    }
    let fading = pushing ? toView : fromView
    UIView.performWithoutAnimation { fading.alpha = pushing ? 0 : 1 }
    UIView.animate(
      withDuration: Self.duration, curve: .linear,
      animations: { fading.alpha = pushing ? 1 : 0 },
      completion: { _ in
        fading.alpha = 1
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
