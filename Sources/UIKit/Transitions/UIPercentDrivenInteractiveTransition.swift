/// An interaction controller that a gesture drives by percentage: the usual way to make a
/// custom transition interactive.
///
/// Matches UIKit: when the transition starts, the animator's `animateTransition(using:)` runs
/// with every animation it makes held at the current percentage; ``update(_:)`` scrubs them,
/// ``finish()`` runs them on to the end at ``completionSpeed`` and ``cancel()`` runs them back
/// to the start, after which the animator's completion sees `transitionWasCancelled`.
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// // In a pan gesture's handler:
/// interaction.update(translation.x / view.bounds.width)
/// if ended { progress > 0.5 ? interaction.finish() : interaction.cancel() }
/// ```
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  private weak var context: (any UIViewControllerContextTransitioning)?

  /// Matches UIKit: 1; a finish or cancel runs the rest of the transition this many times
  /// faster.
  open var completionSpeed: CGFloat = 1
  /// Matches UIKit: the curve of the rest of the transition after the interaction ends.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Matches UIKit: `true`, so the transition starts under the gesture's control.
  open var wantsInteractiveStart = true
  /// Matches UIKit (iOS 10+): a curve for the rest of the transition; accepted, and the
  /// completion curve is used.
  open var timingCurve: (any UITimingCurveProvider)?

  /// Makes an interaction controller with no transition yet.
  public override init() {
    super.init()
  }

  /// The duration of the transition being driven, from its animator; 0 before it starts.
  open var duration: CGFloat {
    CGFloat((context as? ViewControllerTransition)?.duration ?? 0)
  }

  /// How far along the transition is, as last reported with ``update(_:)``.
  open var percentComplete: CGFloat {
    (context as? ViewControllerTransition)?.percentComplete ?? 0
  }

  /// Matches UIKit: runs the animator's animations, paused at the start, under this object's
  /// control. Subclasses that override it call `super`.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
    (transitionContext as? ViewControllerTransition)?.runAnimations()
  }

  /// Moves the transition to `percentComplete` (0 to 1) of the way.
  open func update(_ percentComplete: CGFloat) {
    context?.updateInteractiveTransition(percentComplete)
  }

  /// Runs the transition back to where it started: it is cancelled.
  open func cancel() {
    context?.cancelInteractiveTransition()
  }

  /// Runs the transition on to its end.
  open func finish() {
    context?.finishInteractiveTransition()
  }

  /// Matches UIKit (iOS 10+): stops a running transition so the gesture can take it over.
  open func pause() {
    context?.pauseInteractiveTransition()
  }
}
