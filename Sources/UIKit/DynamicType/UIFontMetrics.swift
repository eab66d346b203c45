/// Scales custom fonts and other sizes with Dynamic Type, as a text style scales.
///
/// Matches UIKit's API. A font or value is scaled by the ratio between the text style's size at
/// the category and its size at `.large` (Apple's table): body text at `.extraLarge` is
/// 19 / 17 as large. Differs from iOS, whose curve for custom values is unpublished and not
/// quite proportional (iOS gives 16.33 for 17 points of body at `.medium`, this gives 16);
/// fonts the size of the style's own come out at the table's sizes on both.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .headline)
/// label.font = metrics.scaledFont(for: UIFont(name: "NanumSquareRoundB", size: 17)!)
/// label.adjustsFontForContentSizeCategory = true
/// let spacing = metrics.scaledValue(for: 8)
/// ```
public final class UIFontMetrics: Sendable {
  /// The style whose sizes this object scales by.
  let textStyle: UIFont.TextStyle

  /// Matches UIKit: metrics for body text.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// Matches UIKit: metrics that scale as `textStyle` does.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// Matches UIKit: `font` scaled for the app's preferred content size category.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// Matches UIKit: `font` scaled for the app's preferred category, never larger than
  /// `maximumPointSize` (0 for no limit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// Matches UIKit: `font` scaled for the category of `traitCollection` (the app's when it is
  /// `nil` or specifies none).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// Matches UIKit: `font` scaled for the category of `traitCollection`, never larger than
  /// `maximumPointSize` (0 for no limit). A view adjusting for the content size category
  /// scales the same font again when its category changes.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    DynamicTypeRecipe(
      style: textStyle, base: font,
      maximumPointSize: maximumPointSize.isFinite ? max(maximumPointSize, 0) : 0,
      isTextStyleFont: false
    )
    .font(at: UIContentSizeCategory.resolved(in: traitCollection))
  }

  /// Matches UIKit: `value` scaled for the app's preferred content size category.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// Matches UIKit: `value` scaled for the category of `traitCollection` (the app's when it is
  /// `nil` or specifies none).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    TextStyleTable.scaled(
      value, for: textStyle, at: UIContentSizeCategory.resolved(in: traitCollection))
  }
}
