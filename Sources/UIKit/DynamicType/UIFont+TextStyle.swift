extension UIFont {
  /// The Dynamic Type text styles.
  ///
  /// Matches UIKit's names and raw values. Each style's size and weight at every content size
  /// category are those of the table in Apple's Human Interface Guidelines; the comments give
  /// them at the default category, `.large`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the style.
    public let rawValue: String
    /// Makes a style from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a style from UIKit's name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// 34 points, regular.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 points, regular.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 points, regular.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 points, regular.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 points, semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 15 points, regular.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 17 points, regular: body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 points, regular.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 13 points, regular.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 points, regular.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 points, regular.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// Matches UIKit: the system font for `style` at the app's preferred content size category
  /// (``UIApplication/preferredContentSizeCategory``), with the size and weight Apple's table
  /// gives.
  ///
  /// A view whose `adjustsFontForContentSizeCategory` is on makes this font again when its
  /// traits' category changes.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// Matches UIKit: the system font for `style` at the content size category of
  /// `traitCollection`, or at the app's when it is `nil` or does not specify one.
  ///
  /// ```swift
  /// let title = UIFont.preferredFont(forTextStyle: .title1, compatibleWith: traitCollection)
  /// ```
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let entry = TextStyleTable.entry(for: style, at: .large)
    let base = system(ofSize: entry.size, weight: entry.weight, italic: false)
    return DynamicTypeRecipe(style: style, base: base, maximumPointSize: 0, isTextStyleFont: true)
      .font(at: UIContentSizeCategory.resolved(in: traitCollection))
  }

  /// This font made again for `category`, if it is a Dynamic Type font (a preferred font, or
  /// one scaled by `UIFontMetrics`); a fixed-size font is returned as it is.
  func adjusted(to category: UIContentSizeCategory) -> UIFont {
    guard let scaling, scaling.category != category.known else { return self }
    return scaling.recipe.font(at: category)
  }
}

/// How a Dynamic Type font is made: a face designed at `.large` and the text style whose sizes
/// it follows. `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics` make fonts this way.
struct DynamicTypeRecipe: Sendable {
  /// The style whose table row sets the scale.
  var style: UIFont.TextStyle
  /// The font at `.large`.
  var base: UIFont
  /// The largest size the font may grow to; 0 for no limit.
  var maximumPointSize: CGFloat
  /// Whether the font is the text style's own system font (a preferred font), rather than a
  /// font scaled by `UIFontMetrics`: its descriptor then names the style.
  var isTextStyleFont: Bool

  /// The base face at `category`'s size, no larger than the maximum.
  func font(at category: UIContentSizeCategory) -> UIFont {
    let known = category.known
    var size = TextStyleTable.scaled(base.pointSize, for: style, at: known)
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    return UIFont(
      face: FontFace(file: base.face.file, pointSize: size), fontName: base.fontName,
      familyName: base.familyName, systemTraits: base.systemTraits,
      scaling: DynamicTypeScaling(recipe: self, category: known))
  }
}

/// What a Dynamic Type font was made from, and the category it was made for.
struct DynamicTypeScaling: Sendable {
  var recipe: DynamicTypeRecipe
  var category: UIContentSizeCategory
}

extension UIContentSizeCategory {
  /// The category fonts are measured at for `traits`: theirs when they specify one, else the
  /// app's preferred category.
  static func resolved(in traits: UITraitCollection?) -> UIContentSizeCategory {
    let specified = traits?.preferredContentSizeCategory ?? .unspecified
    return (specified == .unspecified ? PreferredContentSize.category : specified).known
  }
}
