/// An object that animates one view-controller transition: a custom push, a presentation, a
/// tab switch.
///
/// Matches UIKit's protocol. The system asks for ``transitionDuration(using:)``, then calls
/// ``animateTransition(using:)``, in which the animator adds the incoming view to the
/// context's container, animates (usually with `UIView.animate`), and calls
/// `completeTransition(!transitionContext.transitionWasCancelled)` when done. The optional
/// requirements of the Objective-C protocol have default implementations here.
///
/// ```swift
/// final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
///   func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
///   func animateTransition(using context: UIViewControllerContextTransitioning) {
///     let toView = context.view(forKey: .to)!
///     toView.alpha = 0
///     context.containerView.addSubview(toView)
///     UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
///       context.completeTransition(!context.transitionWasCancelled)
///     }
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition lasts; interactive transitions are scrubbed over this duration.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Performs the animations of the transition.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Matches UIKit's optional requirement: an animator that can be paused and scrubbed, which
  /// interaction controllers drive instead of the animations of ``animateTransition(using:)``.
  /// The default returns `nil`: the animations made in `animateTransition` are scrubbed.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> (any UIViewImplicitlyAnimating)?
  /// Matches UIKit's optional requirement: called after the transition completed or was
  /// cancelled.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// No interruptible animator: interactions scrub the animations of `animateTransition`.
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> (any UIViewImplicitlyAnimating)? { nil }

  /// Nothing to clean up.
  public func animationEnded(_ transitionCompleted: Bool) {}
}
