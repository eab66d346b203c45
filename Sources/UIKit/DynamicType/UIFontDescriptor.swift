/// A description of a font by its attributes: family, name, size, text style and traits.
///
/// Matches the part of UIKit's API that Dynamic Type code uses: a text style's descriptor
/// (``preferredFontDescriptor(withTextStyle:compatibleWith:)``), made bold or italic with
/// ``withSymbolicTraits(_:)`` and turned into a font with `UIFont(descriptor:size:)`:
///
/// ```swift
/// let bold = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
///   .withSymbolicTraits(.traitBold)!
/// label.font = UIFont(descriptor: bold, size: 0)  // the style's size, semibold
/// ```
///
/// A bold text style takes the weight Apple's Human Interface Guidelines give as the style's
/// emphasized weight (semibold for body, bold for the titles), as on iOS.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// Matches UIKit: the attributes that describe the font.
  public let fontAttributes: [AttributeName: Any]

  /// Matches UIKit: a descriptor with the given attributes.
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    fontAttributes = attributes
    super.init()
  }

  /// Matches UIKit: a descriptor of the font with that PostScript name at `size` points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// Matches UIKit: the size in points; 0 when none is given.
  open var pointSize: CGFloat {
    if let size = fontAttributes[.size] as? CGFloat { return size }
    if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
    return 0
  }

  /// Matches UIKit: the PostScript name, when the descriptor names one.
  open var postscriptName: String { fontAttributes[.name] as? String ?? "" }

  /// Matches UIKit: the bold and italic traits the descriptor asks for.
  open var symbolicTraits: SymbolicTraits {
    let traits = fontAttributes[.traits] as? [TraitKey: Any]
    return traits?[.symbolic] as? SymbolicTraits ?? []
  }

  /// Matches UIKit: the attribute for `key`, if any.
  open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

  /// Matches UIKit: the same descriptor with `symbolicTraits` in place of its own. Bold and
  /// italic are honoured, the leading traits are kept; `nil` for a trait no system face has
  /// (condensed, expanded, monospaced, vertical).
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    let missing: SymbolicTraits = [
      .traitExpanded, .traitCondensed, .traitMonoSpace, .traitVertical,
    ]
    guard symbolicTraits.isDisjoint(with: missing) else { return nil }
    var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits
    return adding([.traits: traits], removing: .name)
  }

  /// Matches UIKit: the same descriptor at another size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    adding([.size: newPointSize], removing: nil)
  }

  /// Matches UIKit: the descriptor with `attributes` added, replacing any of the same name.
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    adding(attributes, removing: nil)
  }

  private func adding(_ attributes: [AttributeName: Any], removing removed: AttributeName?)
    -> UIFontDescriptor
  {
    var merged = fontAttributes
    if let removed { merged[removed] = nil }
    merged.merge(attributes) { _, new in new }
    return UIFontDescriptor(fontAttributes: merged)
  }

  /// Matches UIKit: the descriptor of `style`'s system font at the content size category of
  /// `traitCollection` (the app's when it is `nil` or specifies none).
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection? = nil
  ) -> UIFontDescriptor {
    let category = UIContentSizeCategory.resolved(in: traitCollection)
    return UIFontDescriptor(fontAttributes: [
      .textStyle: style, .size: TextStyleTable.entry(for: style, at: category).size,
      .family: "Inter", .contentSizeCategory: category,
    ])
  }

  /// Matches UIKit: two descriptors are equal when their attributes print the same.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFontDescriptor else { return false }
    return description == other.description
  }

  /// Hashes the description, matching equality.
  open override var hash: Int { description.hashValue }

  /// The attributes, sorted by name, for debugging.
  open override var description: String {
    let pairs = fontAttributes.map { "\($0.key.rawValue): \($0.value)" }.sorted()
    return "UICTFontDescriptor {\(pairs.joined(separator: ", "))}"
  }
}

extension UIFontDescriptor {
  /// Matches UIKit's attribute names, with their raw values.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The attribute's name.
    public let rawValue: String
    /// Makes a name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The family name, a `String`.
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The PostScript name, a `String`.
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face name (`"Bold"`), a `String`.
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The size in points, a `CGFloat`.
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The text style, a `UIFont.TextStyle`.
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    /// The traits, a `[UIFontDescriptor.TraitKey: Any]`.
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    /// The content size category a text style was sized for: kept so that a font made from the
    /// descriptor scales from it (UIKit keeps it too, under this name).
    static let contentSizeCategory = AttributeName(rawValue: "NSCTFontSizeCategoryAttribute")
  }

  /// Matches UIKit's keys in the ``AttributeName/traits`` dictionary.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Makes a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The ``SymbolicTraits``.
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    /// The weight, a `UIFont.Weight`.
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// The width, a `CGFloat` from -1 to 1; not honoured, as the system font has one width.
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// The slant, a `CGFloat` from -1 to 1; any positive slant picks the italic face.
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// Matches UIKit's symbolic traits, with their raw values.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt32
    /// Makes traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The italic face.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// The bold face: a text style's emphasized weight.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// A wider face; the system font has none.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// A narrower face; the system font has none.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Fixed-width glyphs; the system font has none.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyphs; the system font has none.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// UI-optimized metrics: every face here is.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing; stored, not honoured.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing; stored, not honoured.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }
}
