/// Feedback for a collision or a snap into place; silent here.
///
/// Matches UIKit's `UIImpactFeedbackGenerator`, with its styles and intensities.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// Matches UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable {
    /// A light impact.
    case light
    /// A medium impact.
    case medium
    /// A heavy impact.
    case heavy
    /// A small, hard impact.
    case soft
    /// A large, rigid impact.
    case rigid
  }

  /// The style this generator was made with.
  let style: FeedbackStyle

  /// Matches UIKit: a generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Matches UIKit: a generator of `.medium` impacts.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Matches UIKit: an impact happened.
  open func impactOccurred() {}

  /// Matches UIKit: an impact of `intensity` (0 to 1) happened.
  open func impactOccurred(intensity: CGFloat) {}
}
