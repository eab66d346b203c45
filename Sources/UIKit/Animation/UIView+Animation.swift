extension UIView {
  /// Animates the changes made in `animations` from their current values to the new ones.
  ///
  /// Matches UIKit: model values change at once and the screen follows the presentation;
  /// animations of a property already in flight are additive, so the earlier one keeps
  /// running and completes with `finished == true` while the motion blends into the new
  /// target. With `.beginFromCurrentState` the new animation replaces them instead, and they
  /// complete with `finished == false`. The completion runs in the frame pipeline's deferred
  /// step after the last animation of the block ends; if nothing animated, at the end of the
  /// next frame.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, curve: options.curve, options: options,
      animations: animations, completion: completion)
  }

  /// Animates the changes in `animations` with the ease-in-ease-out curve and no delay.
  ///
  /// Matches UIKit; the completion runs as in
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: 0, curve: .easeInOut, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes in `animations` with the ease-in-ease-out curve, no delay and no
  /// completion.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) {
    run(
      duration: duration, delay: 0, curve: .easeInOut, options: [], animations: animations,
      completion: nil)
  }

  /// Animates with a damped spring that settles within `duration`.
  ///
  /// `dampingRatio` 1 settles without overshoot and smaller values oscillate more;
  /// `velocity` is the initial speed as a multiple of the whole distance per second.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay,
      curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
      options: options, animations: animations, completion: completion)
  }

  /// Makes the changes in `actionsWithoutAnimation` take effect at once, even inside an
  /// animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ViewAnimationBlocks.shared.perform(nil, actionsWithoutAnimation)
  }

  /// The duration of the animation block being run, or 0 outside one.
  public class var inheritedAnimationDuration: TimeInterval {
    ViewAnimationBlocks.shared.currentContext?.duration ?? 0
  }

  /// Animates with one of UIKit's own curves that `AnimationCurve` does not name (the
  /// navigation slide's, say).
  static func animate(
    withDuration duration: TimeInterval, curve: TimingCurve, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: 0, curve: curve, options: [], animations: animations,
      completion: completion)
  }

  static func run(
    duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
    keyframeMode: CAAnimationCalculationMode? = nil, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let transaction = AnimationTransaction(completion: completion)
    let enclosing = ViewAnimationBlocks.shared.currentContext
    let inherited = inheritedTiming(
      from: enclosing, duration: duration, curve: curve, options: options)
    let animates = inherited.duration > 0 || delay > 0
    // Matches UIKit: a block run inside a property animator's animations belongs to the
    // animator, which runs and scrubs it.
    let context = ViewAnimationBlocks.Context(
      duration: max(0, inherited.duration), delay: max(0, delay), curve: inherited.curve,
      options: inherited.options, transaction: transaction, driver: enclosing?.driver,
      driverStartFraction: enclosing?.driverStartFraction ?? 0, keyframeMode: keyframeMode)
    ViewAnimationBlocks.shared.perform(animates ? context : nil, animations)
    transaction.close()
  }

  /// The options a nested block takes from the block around it.
  private static let inheritableOptions: AnimationOptions = [
    .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
  ]

  /// Matches UIKit: an animation block run inside another one's animations (or a property
  /// animator's) takes the enclosing block's duration, curve and options, unless it passes
  /// `.overrideInheritedDuration`, `.overrideInheritedCurve` or `.overrideInheritedOptions`.
  /// So the keyframe animations Apple shows inside animators, which pass a duration of 0,
  /// run over the animator's duration.
  private static func inheritedTiming(
    from enclosing: ViewAnimationBlocks.Context?, duration: TimeInterval, curve: TimingCurve,
    options: AnimationOptions
  ) -> (duration: TimeInterval, curve: TimingCurve, options: AnimationOptions) {
    guard let enclosing else { return (duration, curve, options) }
    return (
      options.contains(.overrideInheritedDuration) ? duration : enclosing.duration,
      options.contains(.overrideInheritedCurve) ? curve : enclosing.curve,
      options.contains(.overrideInheritedOptions)
        ? options : options.union(enclosing.options.intersection(inheritableOptions))
    )
  }
}
