extension UIView {
  /// Options for `UIView.animate` and transitions, with UIKit's bit values.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The option bits, with the same values as UIKit's.
    public let rawValue: UInt
    /// Makes options from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Accepted for source compatibility; layout done inside an animation block animates anyway.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Matches UIKit: views in flight keep receiving touches instead of being skipped by hit
    /// testing.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Matches UIKit: replaces the animations in flight from their presented values instead of
    /// adding to them; they complete with `finished == false`.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Matches UIKit: the animation repeats until it is removed.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Matches UIKit: each cycle runs forward, then backward.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Matches UIKit: a block nested in another block's animations keeps its own duration
    /// instead of taking the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Matches UIKit: a nested block keeps its own curve instead of taking the enclosing one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Accepted for source compatibility; views redraw when their content changes anyway.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Matches UIKit: a view transition shows and hides the views instead of adding and removing
    /// them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Matches UIKit: a nested block does not take the enclosing block's options (repeating,
    /// autoreversing, beginning from the current state, allowing interaction).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// The ease-in-ease-out curve, the default (UIKit's 2-bit curve field is 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// A curve that starts slowly and ends at full speed.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// A curve that starts at full speed and slows to the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed throughout.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// A flip about the vertical axis, left edge first; drawn in 2-D here (the old side squashes to
    /// a line, then the new one opens).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip about the vertical axis, right edge first; drawn in 2-D here.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A page curl upward; drawn here as the page sliding up while it fades.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curl downward; drawn here as the page sliding down while it fades.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Matches UIKit: the new view fades in over the old one.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip about the horizontal axis, top edge first; drawn in 2-D here.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip about the horizontal axis, bottom edge first; drawn in 2-D here.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The curve bits: UIKit packs the curve as a 2-bit number, not as independent flags.
    var curve: TimingCurve {
      switch (rawValue >> 16) & 0x3 {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInOut
      }
    }

    /// The transition bits, a 3-bit number like the curve.
    var transition: UInt { (rawValue >> 20) & 0x7 }
  }

  /// The four timing curves, as `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end, the default.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: .easeInOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}
