/// The edges of a rectangle named by reading direction, as an option set: UIKit's
/// `NSDirectionalRectEdge`.
///
/// Matches UIKit: the view that takes the edges resolves leading and trailing in its own layout
/// direction; ``UIViewController/contentScrollView(for:)`` takes `.top` or `.bottom`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The edge bits.
  public let rawValue: UInt
  /// Makes edges from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge: the left one, or the right one right to left.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge: the right one, or the left one right to left.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
