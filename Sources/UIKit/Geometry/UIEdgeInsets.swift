/// Insets for each edge of a rectangle, in the coordinate space's own top/left/bottom/right.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

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

/// Insets that follow the reading direction: leading and trailing swap in right-to-left layouts.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  public static let zero = NSDirectionalEdgeInsets()
}

/// A two-component offset, as UIKit uses for shadows and positions.
public struct UIOffset: Equatable, Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  public static let zero = UIOffset()
}

/// The edges of a rectangle, as an option set.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
