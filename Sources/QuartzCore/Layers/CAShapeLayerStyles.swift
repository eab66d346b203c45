/// The shape of a shape layer's line ends, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a cap from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square ends at the end points.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Half-disc ends.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square ends reaching half the width past the end points.
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  init(_ cap: CGLineCap) {
    self = cap == .round ? .round : cap == .square ? .square : .butt
  }

  var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// The shape of a shape layer's corners, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a join from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sharp corners, bevelled past the miter limit.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Rounded corners.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut-off corners.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  init(_ join: CGLineJoin) {
    self = join == .round ? .round : join == .bevel ? .bevel : .miter
  }

  var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// How a shape layer decides the inside of its path, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a rule from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The non-zero winding rule (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// The even-odd rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
