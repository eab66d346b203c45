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
  /// The weight and slant a system font was asked for; `nil` for a font found by name. A font
  /// descriptor reads them back.
  let systemTraits: SystemTraits?
  /// How a Dynamic Type font was made, so that a view adjusting to a new content size category
  /// can make it again (see `UIFont+TextStyle.swift`); `nil` for a fixed-size font.
  let scaling: DynamicTypeScaling?

  init(
    face: FontFace, fontName: String, familyName: String, systemTraits: SystemTraits? = nil,
    scaling: DynamicTypeScaling? = nil
  ) {
    self.face = face
    self.fontName = fontName
    self.familyName = familyName
    self.systemTraits = systemTraits
    self.scaling = scaling
  }

  /// The weight and slant of a system font.
  struct SystemTraits: Hashable, Sendable {
    var weight: Weight
    var isItalic: Bool
  }

  /// Matches UIKit: the font with that PostScript name, full name or file name, or `nil` when
  /// there is none. Inter's faces (`Inter-SemiBold`, `Inter-Italic`, …), the bundled NanumSquare
  /// Round and the fonts an app registered (see ``registerFont(at:)``, Core Text's
  /// `CTFontManagerRegisterGraphicsFont`, and `UIAppFonts` in `Bundle.main`'s Info.plist) are
  /// known. Names match regardless of case, as on iOS (`roboto-medium` finds `Roboto-Medium`).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    _ = UIFont.appFontsRegistered
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

  class func system(ofSize fontSize: CGFloat, weight: Weight, italic: Bool) -> UIFont {
    let (name, file) = SystemFonts.systemFace(
      weight: weight.rawValue, italic: italic, pointSize: fontSize)
    let family =
      name.hasPrefix("SFPro")
      ? (name.hasPrefix("SFProText") ? "SF Pro Text" : "SF Pro Display")
      : name.hasPrefix("Inter") ? "Inter" : "NanumSquareRound"
    return UIFont(
      face: FontFace(file: file, pointSize: fontSize), fontName: name, familyName: family,
      systemTraits: SystemTraits(weight: weight, isItalic: italic))
  }

  /// Matches UIKit: the bold system font at `fontSize` points.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// Matches UIKit: the italic system font at `fontSize` points, Inter's real italic face.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(ofSize: fontSize, weight: .regular, italic: true)
  }

  /// Matches UIKit: the same face at another size. The result has a fixed size: a view that
  /// adjusts for the content size category leaves it as it is.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      face: FontFace(file: face.file, pointSize: fontSize), fontName: fontName,
      familyName: familyName, systemTraits: systemTraits)
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
}

extension UIFont: FontFaceConvertible {}
