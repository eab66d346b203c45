/// One or both of the horizontal and vertical axes, as `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The axes' bits.
  public let rawValue: UInt
  /// Makes axes from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Matches UIKit: neither axis.
  public static let neither = UIAxis([])
  /// Matches UIKit: the horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// Matches UIKit: the vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Matches UIKit: both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
