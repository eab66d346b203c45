extension NSLayoutConstraint {
  /// How ``constraints(withVisualFormat:options:metrics:views:)`` aligns the views it lines up, in
  /// which direction, and between which edges it measures spacing, as
  /// `NSLayoutConstraint.FormatOptions`, with UIKit's bit values.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Makes options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Matches UIKit: every view in the format gets the same left edge.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Matches UIKit: every view in the format gets the same right edge.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Matches UIKit: every view in the format gets the same top edge.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Matches UIKit: every view in the format gets the same bottom edge.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Matches UIKit: every view in the format gets the same leading edge.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Matches UIKit: every view in the format gets the same trailing edge.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Matches UIKit: every view in the format gets the same horizontal centre.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Matches UIKit: every view in the format gets the same vertical centre.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Matches UIKit: every view in the format gets the same last baseline.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Matches UIKit: every view in the format gets the same first baseline.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Matches UIKit: the alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Matches UIKit: a horizontal format runs from the leading edge to the trailing edge (the
    /// default), so it runs right to left in a view that lays out right to left.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Matches UIKit: a horizontal format runs from left to right whatever the language.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Matches UIKit: a horizontal format runs from right to left whatever the language.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// Matches UIKit: the direction bits.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Matches UIKit: vertical spacing runs between the views' edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Matches UIKit: vertical spacing runs from one view's last baseline to the next one's
    /// first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// Matches UIKit: the spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }

  /// Matches UIKit: the constraints that a Visual Format Language string describes, inactive,
  /// for the caller to activate.
  ///
  /// The language is Apple's: an optional orientation (`H:` or `V:`), the superview's edges
  /// (`|`), views in brackets with optional size predicates (`[button(>=50,<=100@750)]`,
  /// `[a(==b)]`), and connections between them: flush (`[a][b]`), standard spacing (`-`: 8
  /// points between views, the layout margins against the superview), a number or metric
  /// (`-20-`, `-gap-`) or predicates (`-(>=8@250)-`). `metrics` maps names to numbers, `views`
  /// names to views. `options` aligns every view on one attribute across the orientation and
  /// picks the direction of a horizontal format.
  ///
  /// A malformed format raises `NSInvalidArgumentException` through `UIKitException/handler`
  /// with UIKit's "Unable to parse constraint format" message, the format, and a caret under
  /// the fault, and returns no constraints:
  ///
  /// ```swift
  /// NSLayoutConstraint.activate(
  ///   NSLayoutConstraint.constraints(
  ///     withVisualFormat: "H:|-[title]-(>=8)-[button(80)]-|", options: .alignAllCenterY,
  ///     metrics: nil, views: ["title": title, "button": button]))
  /// ```
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, options: opts, metrics: metrics ?? [:], views: views)
    do {
      return try parser.constraints()
    } catch {
      UIKitException.raise(.invalidArgumentException, error.reason(in: format))
      return []
    }
  }
}
