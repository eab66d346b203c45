/// An animation that can be started, paused, scrubbed and stopped, as UIKit's
/// `UIViewAnimating`. ``UIViewPropertyAnimator`` adopts it; interaction controllers drive
/// transitions through it.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// Matches UIKit: inactive until started, active while it runs or is paused, stopped after
  /// `stopAnimation(false)`.
  var state: UIViewAnimatingState { get }
  /// Whether the animation is moving by itself.
  var isRunning: Bool { get }
  /// Whether it runs back towards its start.
  var isReversed: Bool { get set }
  /// How far along it is, from 0 to 1; setting it scrubs a paused animation.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animation.
  func startAnimation()
  /// Starts the animation after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animation where it is.
  func pauseAnimation()
  /// Stops it; without finishing, it becomes inactive where it is and calls nothing.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends a stopped animation with its properties at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animations and completions while it runs, as UIKit's
/// `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds property changes to animate along with the others.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds property changes that start after `delayFactor` of the remaining duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block to run when the animation ends, with where it ended.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation, its remaining time scaled by `durationFactor`.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
