/// Vibrancy for content over a blur: labels and fills that show the blurred colours through.
///
/// Matches UIKit's `UIVibrancyEffect` and its styles. A vibrancy effect view draws no blur of
/// its own; put it in a blur effect view's `contentView`. Its content draws as it is: UIKit's
/// colour-dodge blending of vibrant content is not reproduced (the renderer has no such blend
/// mode), so the style is kept but changes nothing.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is made for.
  public let blurEffect: UIBlurEffect
  /// The style of the vibrant content.
  public let style: UIVibrancyEffectStyle

  /// Matches UIKit: vibrancy for content over `blurEffect`, in the `.label` style.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Matches UIKit: vibrancy of `style` for content over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// Matches UIKit's `UIVibrancyEffectStyle`, with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// For primary text.
  case label = 0
  /// For secondary text.
  case secondaryLabel = 1
  /// For tertiary text.
  case tertiaryLabel = 2
  /// For quaternary text.
  case quaternaryLabel = 3
  /// For fills.
  case fill = 4
  /// For secondary fills.
  case secondaryFill = 5
  /// For tertiary fills.
  case tertiaryFill = 6
  /// For separators.
  case separator = 7
}
