/// A font: a face of the bundled system font (or a bundled font by name) at a point size.
///
/// Matches UIKit's API. The system font is NanumSquare Round, which covers Latin and Hangul,
/// so Korean labels render without a fallback chain. Weights from `.semibold` up use its bold
/// face. Metrics come from the font file through SDL2_ttf and work without a display.
open class UIFont: NSObject, @unchecked Sendable {
  let face: FontFace
  public let fontName: String
  public let familyName: String

  init(face: FontFace, fontName: String, familyName: String) {
    self.face = face
    self.fontName = fontName
    self.familyName = familyName
    super.init()
  }

  /// Matches UIKit: `nil` when no bundled font has that PostScript or full name.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let entry = Self.bundledFonts.first(where: { $0.names.contains(fontName) }) else {
      return nil
    }
    self.init(
      face: FontFace(file: entry.file, pointSize: fontSize), fontName: entry.names[0],
      familyName: entry.family)
  }

  public var pointSize: CGFloat { face.pointSize }

  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let bold = weight.rawValue >= Weight.semibold.rawValue
    let entry = bold ? bundledFonts[1] : bundledFonts[0]
    return UIFont(
      face: FontFace(file: entry.file, pointSize: fontSize), fontName: entry.names[0],
      familyName: entry.family)
  }

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

  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      face: FontFace(file: face.file, pointSize: fontSize), fontName: fontName,
      familyName: familyName)
  }

  /// Metrics at the main screen's scale, in points.
  open var ascender: CGFloat { metrics.ascent }
  open var descender: CGFloat { metrics.descent }
  open var lineHeight: CGFloat { metrics.lineHeight }
  open var leading: CGFloat { max(0, metrics.lineHeight - (metrics.ascent - metrics.descent)) }
  open var capHeight: CGFloat { metrics.ascent * 0.72 }
  open var xHeight: CGFloat { metrics.ascent * 0.52 }

  private var metrics: (ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
    FontLibrary.shared.metrics(of: face, scale: 1)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.face == face
  }

  open override var hash: Int { face.hashValue }

  open override var description: String {
    "<UIFont: \(fontName) \(pointSize)pt>"
  }

  /// The fonts in `Assets/Fonts`, with the names `UIFont(name:size:)` accepts.
  private static let bundledFonts: [(file: String, names: [String], family: String)] = [
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
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// The Dynamic Type text styles.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}
