/// An object that drives a transition from user input: a drag back, a pinch, a swipe down.
///
/// Matches UIKit's protocol. The system calls ``startInteractiveTransition(_:)`` instead of
/// the animator's `animateTransition(using:)`; the interaction controller then reports
/// progress to the context and ends with `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`. Most code uses ``UIPercentDrivenInteractiveTransition``.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Takes over the transition.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// Matches UIKit's optional requirement: how fast the rest of the transition runs after the
  /// interaction ends, as a multiple of normal speed. The default is 1.
  var completionSpeed: CGFloat { get }
  /// Matches UIKit's optional requirement: the curve of the rest of the transition after the
  /// interaction ends. The default is `.easeInOut`.
  var completionCurve: UIView.AnimationCurve { get }
  /// Matches UIKit's optional requirement: whether the transition starts interactively
  /// (`true`, the default) or animated, to be taken over later.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// Normal speed.
  public var completionSpeed: CGFloat { 1 }
  /// Ease in and out.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// Starts interactively.
  public var wantsInteractiveStart: Bool { true }
}
