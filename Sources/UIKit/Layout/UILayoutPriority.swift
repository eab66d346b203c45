/// How much a constraint matters, from 1 to 1000 (required), as `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority's value, from 1 to 1000.
  public let rawValue: Float
  /// Makes a priority from its value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Makes a priority from its value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Makes a priority from a literal, as in `constraint.priority = 999`.
  public init(floatLiteral value: Float) { rawValue = value }
  /// Makes a priority from a literal, as in `constraint.priority = 999`.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: the default compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510, as in UIKit (a macOS window-drag level).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500, as in UIKit (a macOS window level).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490, as in UIKit (a macOS window-drag level).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: the default content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the pull toward the target size in `systemLayoutSizeFitting(_:)`.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Compares the values.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by `rhs`, as in `.defaultHigh + 1`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs`, as in `.required - 1`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

extension NSLayoutConstraint {
  /// The two axes of layout, as `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}
