/// Insets for each edge of a rectangle, in the coordinate space's own top/left/bottom/right.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Makes insets from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Makes zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// No insets.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// Matches UIKit's `rect.inset(by:)`: positive insets shrink the rectangle.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}

/// Insets named by reading direction, as `NSDirectionalEdgeInsets`.
///
/// Matches UIKit: the insets only name their sides; the view that takes them resolves leading
/// and trailing in its own layout direction. ``UIView/directionalLayoutMargins`` puts the leading
/// margin on the right when the view lays out right to left, and flips it when the direction
/// changes. `UIButton.Configuration.contentInsets` still places the leading inset on the left
/// in both directions.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge: the left one left to right, the right one right to left.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge: the right one left to right, the left one right to left.
  public var trailing: CGFloat

  /// Makes insets from each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Makes zero insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()
}

/// A two-component offset, as UIKit uses for shadows and positions.
public struct UIOffset: Equatable, Hashable, Sendable {
  /// The horizontal component.
  public var horizontal: CGFloat
  /// The vertical component.
  public var vertical: CGFloat

  /// Makes an offset from its components.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Makes a zero offset.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// No offset.
  public static let zero = UIOffset()
}

/// The edges of a rectangle, as an option set.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The edge bits.
  public let rawValue: UInt
  /// Makes edges from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
