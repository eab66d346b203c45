/// A font: a face of the system font (or a font by name) at a point size.
///
/// Matches UIKit's API. The system font is Inter, whose metrics come close to San Francisco's;
/// every UIKit weight and italic maps to one of Inter's real faces. As on iOS, characters the
/// face lacks come from a cascade of fallback fonts (Noto for Arabic, Hebrew, Devanagari, Thai,
/// CJK and Hangul, Noto Color Emoji), and right-to-left and complex scripts are shaped with
/// HarfBuzz. Metrics come from the font file through FreeType and work without a display.
///
/// Unlike UIKit's, it is a plain Swift class, not an `NSObject`, for the reason ``UIColor`` gives:
/// an attributed string with two fonts side by side could not be built on Linux.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
  package let face: FontFace
  /// Matches UIKit: the font's PostScript name, such as `NanumSquareRoundR`.
  public let fontName: String
  /// The font's family name, `NanumSquareRound` for the system font.
  public let familyName: String

  init(face: FontFace, fontName: String, familyName: String) {
    self.face = face
    self.fontName = fontName
    self.familyName = familyName
  }

  /// Matches UIKit: the font with that PostScript name, full name or file name, or `nil` when
  /// there is none. Inter's faces (`Inter-SemiBold`, `Inter-Italic`, …), the bundled NanumSquare
  /// Round and the fonts an app registered (see ``registerFont(at:)``) are known.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let font = FontLibrary.shared.font(named: fontName) else { return nil }
    self.init(
      face: FontFace(file: font.file, pointSize: fontSize), fontName: font.name,
      familyName: font.family)
  }

  /// The font's size in points.
  public var pointSize: CGFloat { face.pointSize }

  /// Matches UIKit: the system font at `fontSize` points, regular weight.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// Matches UIKit: the system font at `fontSize` points in the face nearest `weight`, from
  /// Inter's nine (Thin to Black).
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(ofSize: fontSize, weight: weight, italic: false)
  }

  private class func system(ofSize fontSize: CGFloat, weight: Weight, italic: Bool) -> UIFont {
    let (name, file) = SystemFonts.systemFace(
      weight: weight.rawValue, italic: italic, pointSize: fontSize)
    let family =
      name.hasPrefix("SFPro")
      ? (name.hasPrefix("SFProText") ? "SF Pro Text" : "SF Pro Display")
      : name.hasPrefix("Inter") ? "Inter" : "NanumSquareRound"
    return UIFont(
      face: FontFace(file: file, pointSize: fontSize), fontName: name, familyName: family)
  }

  /// Matches UIKit: the bold system font at `fontSize` points.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// Matches UIKit: the italic system font at `fontSize` points, Inter's real italic face.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(ofSize: fontSize, weight: .regular, italic: true)
  }

  /// Matches UIKit's default Dynamic Type sizes (the "Large" content size category).
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, weight): (CGFloat, Weight) =
      switch style {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    return systemFont(ofSize: size, weight: weight)
  }

  /// Matches UIKit: the same face at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      face: FontFace(file: face.file, pointSize: fontSize), fontName: fontName,
      familyName: familyName)
  }

  /// The distance from the baseline to the top of the tallest glyphs, in points. Metrics are
  /// measured at scale 1, whatever the screen's scale.
  open var ascender: CGFloat { metrics.ascent }
  /// The distance from the baseline to the lowest descender, negative as in UIKit.
  open var descender: CGFloat { metrics.descent }
  /// The distance between baselines of successive lines.
  open var lineHeight: CGFloat { metrics.lineHeight }
  /// The extra space between lines beyond the ascender and descender.
  open var leading: CGFloat { max(0, metrics.lineHeight - (metrics.ascent - metrics.descent)) }
  /// An estimate of the capital height: 72 % of the ascender (the font's own value is not read).
  open var capHeight: CGFloat { metrics.ascent * 0.72 }
  /// An estimate of the x-height: 52 % of the ascender (the font's own value is not read).
  open var xHeight: CGFloat { metrics.ascent * 0.52 }

  private var metrics: (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
    FontLibrary.shared.metrics(of: face, scale: 1)
  }

  /// Matches UIKit: equal when the face and size are equal.
  open func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.face == face
  }

  /// Hashes the face and size, matching equality.
  open var hash: Int { face.hashValue }

  /// The font's name and size, for debugging.
  open var description: String {
    "<UIFont: \(fontName) \(pointSize)pt>"
  }

  /// Matches UIKit, where `==` on fonts is `NSObject`'s, which asks ``isEqual(_:)``.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.isEqual(rhs) }

  /// Hashes ``hash``, so that subclasses that override it hash as they compare.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension UIFont {
  /// A font weight, with UIKit's raw values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value, from -1 (thinnest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// Makes a weight from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Makes a weight from its value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// -0.8, the lightest: Inter Thin.
    public static let ultraLight = Weight(-0.8)
    /// -0.6: Inter ExtraLight (San Francisco's Thin is heavier than its Ultralight).
    public static let thin = Weight(-0.6)
    /// -0.4: Inter Light.
    public static let light = Weight(-0.4)
    /// 0: Inter Regular.
    public static let regular = Weight(0)
    /// 0.23: Inter Medium.
    public static let medium = Weight(0.23)
    /// 0.3: Inter SemiBold.
    public static let semibold = Weight(0.3)
    /// 0.4: Inter Bold.
    public static let bold = Weight(0.4)
    /// 0.56: Inter ExtraBold.
    public static let heavy = Weight(0.56)
    /// 0.62: Inter Black.
    public static let black = Weight(0.62)
  }

  /// The Dynamic Type text styles.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the style.
    public let rawValue: String
    /// Makes a style from UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

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
}

extension UIFont: FontFaceConvertible {}
