/// A colour space, as Core Graphics' `CGColorSpace`.
///
/// Every colour here is sRGB (or grey, stored as sRGB); a space records what code asked for, so
/// that `CGColorSpaceCreateDeviceRGB()` and `CGColor(colorSpace:components:)` work as on iOS.
public final class CGColorSpace: Sendable, Equatable {
  /// Matches Core Graphics: the name of the sRGB space.
  public static let sRGB = "kCGColorSpaceSRGB"
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Matches Core Graphics: the name of the generic grey space (gamma 2.2).
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
  /// Matches Core Graphics: the name of the extended sRGB space; stored as sRGB here.
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  /// Matches Core Graphics: the name of the Display P3 space; stored as sRGB here.
  public static let displayP3 = "kCGColorSpaceDisplayP3"

  /// The space's name, one of the constants above.
  public let name: String?
  /// Matches Core Graphics: 1 for grey, 3 for RGB.
  public let numberOfComponents: Int

  /// Matches Core Graphics: a space by name; every RGB name is treated as sRGB.
  public init?(name: String) {
    self.name = name
    numberOfComponents = name == Self.genericGrayGamma2_2 ? 1 : 3
  }

  /// Equal when the names are.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.name == rhs.name
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Graphics: the device RGB space, which is sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.sRGB)!
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Graphics: the device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}
