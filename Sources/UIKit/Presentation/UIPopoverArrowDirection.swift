/// The sides of a popover its arrow may point from, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The option's bits.
  public let rawValue: UInt
  /// Makes directions from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The arrow points up: the popover is below its anchor.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down: the popover is above its anchor.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left: the popover is to the right of its anchor.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right: the popover is to the left of its anchor.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Matches UIKit: the direction before the popover is laid out, or of an adapted popover.
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
