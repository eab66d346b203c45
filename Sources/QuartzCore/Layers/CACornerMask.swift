/// Matches Core Animation: which corners of a layer ``CALayer/cornerRadius`` rounds, as
/// ``CALayer/maskedCorners`` holds them.
///
/// In UIKit's coordinates (origin at the top left) the `MinY` corners are the top ones:
/// `[.layerMinXMinYCorner, .layerMaxXMinYCorner]` rounds a card's top corners only.
public struct CACornerMask: OptionSet, Sendable, Hashable {
  /// Matches Core Animation: the option set's bits.
  public let rawValue: UInt

  /// Matches Core Animation: a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Matches Core Animation: the corner at the minimum x and minimum y (top left in UIKit).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// Matches Core Animation: the corner at the maximum x and minimum y (top right in UIKit).
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// Matches Core Animation: the corner at the minimum x and maximum y (bottom left in UIKit).
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// Matches Core Animation: the corner at the maximum x and maximum y (bottom right in UIKit).
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

  /// All four corners: ``CALayer/maskedCorners``' default.
  package static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
