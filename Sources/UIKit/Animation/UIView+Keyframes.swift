extension UIView {
  /// Options for `UIView.animateKeyframes`, with UIKit's bit values.
  ///
  /// The low bits are `AnimationOptions`' own; the curve bits of `AnimationOptions` (passed
  /// as `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`, as iOS
  /// code does) set the curve of the whole animation, ease-in-ease-out by default, as in UIKit.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The option bits, with the same values as UIKit's.
    public let rawValue: UInt
    /// Makes options from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Accepted for source compatibility, as `AnimationOptions.layoutSubviews`.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Views in flight keep taking touches.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Keyframes start from what is on screen, replacing animations already in flight.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Runs the keyframes again and again.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs the keyframes forward and then backward.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Matches UIKit: nested in another animation block, the keyframes keep their own duration
    /// (see `AnimationOptions.overrideInheritedDuration`).
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Matches UIKit: nested in another animation block, the keyframes do not take its options
    /// (see `AnimationOptions.overrideInheritedOptions`).
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Accepted for source compatibility, as `AnimationOptions.allowAnimatedContent`.
    public static let allowAnimatedContent = KeyframeAnimationOptions(rawValue: 1 << 7)
    /// Straight lines between keyframes, the default.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe's value appears at once, at the end of its time.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Straight lines at one even speed over the whole animation; keyframe times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth Catmull–Rom curve through the keyframes, at their times.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth Catmull–Rom curve through the keyframes, at one even speed.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The Core Animation mode the calculation bits (bits 10 to 12) choose; linear for values
    /// UIKit does not define.
    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 0b111 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }
  }

  /// Animates the keyframes that `animations` adds with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``; changes made in
  /// `animations` itself run over the whole duration.
  ///
  /// Matches UIKit: model values take their last keyframe's values at once; each keyframe
  /// moves its properties from the previous keyframe's values to its own while the whole
  /// animation follows its curve (ease-in-ease-out unless the options carry another
  /// `AnimationOptions` curve). Between keyframes a property holds its value. The options'
  /// calculation mode decides the way between values: linear by default, or discrete, paced,
  /// cubic or cubic-paced as in `CAKeyframeAnimation`, since UIKit makes one keyframe
  /// animation per property. The completion runs once, after the whole duration.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let mode = options.calculationMode
    let options = AnimationOptions(rawValue: options.rawValue)
    run(
      duration: duration, delay: delay, curve: options.curve, options: options,
      keyframeMode: mode, animations: animations, completion: completion)
  }

  /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
  /// the changes `animations` makes happen between `frameStartTime` and `frameStartTime +
  /// frameDuration`, both fractions (0 to 1) of the whole animation.
  ///
  /// Matches UIKit, which allows it only inside a keyframe animation's block. Called anywhere
  /// else, the changes are made as the enclosing block (or none) makes them, and a message
  /// says why.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    let engine = ViewAnimationBlocks.shared
    guard var context = engine.currentContext, context.keyframeMode != nil else {
      UIKitLog.warning(
        "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) was called "
          + "outside the animations block of UIView.animateKeyframes, so its changes are not "
          + "a keyframe. Call it from inside that block.")
      animations()
      return
    }
    let start = min(max(frameStartTime, 0), 1)
    let end = min(max(frameStartTime + max(frameDuration, 0), start), 1)
    context.keyframeSpan = start...end
    engine.perform(context, animations)
  }
}
