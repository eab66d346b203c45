/// An immutable RGBA colour in the sRGB space, as CoreGraphics' `CGColor`.
///
/// Layers store `CGColor`s (`layer.borderColor = UIColor.red.cgColor`); views store
/// `UIColor`s, which may be dynamic and resolve to a `CGColor` against a trait collection.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0 to 1.
  public let red: CGFloat
  /// The green component, 0 to 1.
  public let green: CGFloat
  /// The blue component, 0 to 1.
  public let blue: CGFloat
  /// The alpha component, 0 (transparent) to 1.
  public let alpha: CGFloat

  /// Makes a colour from sRGB components, each clamped to 0...1; NaN becomes 0.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
  }

  /// A component in 0...1. NaN (from a computed colour) would pass `min` and `max` unchanged and
  /// trap where a renderer turns it into a byte.
  private static func clamped(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// Matches Core Graphics: an sRGB colour from its components.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Matches Core Graphics: a colour from components in `space`: grey and alpha for a grey space,
  /// red, green, blue and alpha otherwise. Too few components give `nil`.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    if space.numberOfComponents == 1 {
      self.init(gray: components[0], alpha: components[1])
    } else {
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
  }

  /// Matches Core Graphics: the colour space of every colour here is sRGB.
  public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

  /// Makes a grey: the same value for red, green and blue.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Matches CoreGraphics: RGBA components, in that order.
  public var components: [CGFloat]? { [red, green, blue, alpha] }
  /// Always 4: red, green, blue and alpha.
  public var numberOfComponents: Int { 4 }

  /// Matches CoreGraphics: the same colour with a new alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Equal when all four components are equal.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && lhs.alpha == rhs.alpha
  }

  /// Hashes the four components, matching equality.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// The components, for debugging.
  public var description: String {
    "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
  }

  /// Matches Core Graphics: opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Matches Core Graphics: opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Matches Core Graphics: transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)
}
