/// A font: a face of the bundled system font (or a bundled font by name) at a point size.
///
/// Matches UIKit's API. The system font is NanumSquare Round, which covers Latin and Hangul,
/// so Korean labels render without a fallback chain. Weights from `.semibold` up use its bold
/// face. Metrics come from the font file through SDL2_ttf and work without a display.
open class UIFont: NSObject, @unchecked Sendable {
  let face: FontFace
  /// Matches UIKit: the font's PostScript name, such as `NanumSquareRoundR`.
  public let fontName: String
  /// The font's family name, `NanumSquareRound` for the system font.
  public let familyName: String

  init(face: FontFace, fontName: String, familyName: String) {
    self.face = face
    self.fontName = fontName
    self.familyName = familyName
    super.init()
  }

  /// Matches UIKit: the bundled or registered font with that PostScript name, full name or
  /// file name (see ``registerFont(at:)``), or `nil` when there is none.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    if let entry = Self.bundledFonts.first(where: { $0.names.contains(fontName) }) {
      self.init(
        face: FontFace(file: entry.file, pointSize: fontSize), fontName: entry.names[0],
        familyName: entry.family)
    } else if let entry = FontLibrary.shared.registeredFont(named: fontName) {
      self.init(
        face: FontFace(file: entry.path, pointSize: fontSize), fontName: entry.names[0],
        familyName: entry.family)
    } else {
      return nil
    }
  }

  /// The font's size in points.
  public var pointSize: CGFloat { face.pointSize }

  /// Matches UIKit: the system font at `fontSize` points, regular weight.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// Matches UIKit's signature: the system font at `fontSize` points. Weights from `.semibold` up
  /// use the bold face; lighter ones the regular face.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let bold = weight.rawValue >= Weight.semibold.rawValue
    let entry = bold ? bundledFonts[1] : bundledFonts[0]
    return UIFont(
      face: FontFace(file: entry.file, pointSize: fontSize), fontName: entry.names[0],
      familyName: entry.family)
  }

  /// Matches UIKit: the bold system font at `fontSize` points.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The bundled font has no italic face; this returns the regular face.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize)
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

  /// Equal when the face and size are equal.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.face == face
  }

  /// Hashes the face and size, matching equality.
  open override var hash: Int { face.hashValue }

  /// The font's name and size, for debugging.
  open override var description: String {
    "<UIFont: \(fontName) \(pointSize)pt>"
  }

  /// The fonts in `Assets/Fonts`, with the names `UIFont(name:size:)` accepts.
  static let bundledFonts: [(file: String, names: [String], family: String)] = [
    (
      FontLibrary.systemRegularFile,
      ["NanumSquareRoundR", "NanumSquareRound Regular", "NanumSquareRound"],
      "NanumSquareRound"
    ),
    (
      FontLibrary.systemBoldFile, ["NanumSquareRoundB", "NanumSquareRound Bold"],
      "NanumSquareRound"
    ),
  ]
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

    /// -0.8: drawn with the regular face.
    public static let ultraLight = Weight(-0.8)
    /// -0.6: drawn with the regular face.
    public static let thin = Weight(-0.6)
    /// -0.4: drawn with the regular face.
    public static let light = Weight(-0.4)
    /// 0: the regular face.
    public static let regular = Weight(0)
    /// 0.23: drawn with the regular face.
    public static let medium = Weight(0.23)
    /// 0.3: the lightest weight drawn with the bold face.
    public static let semibold = Weight(0.3)
    /// 0.4: the bold face.
    public static let bold = Weight(0.4)
    /// 0.56: drawn with the bold face.
    public static let heavy = Weight(0.56)
    /// 0.62: drawn with the bold face.
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
    /// 17 points, semibold (the bold face).
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
