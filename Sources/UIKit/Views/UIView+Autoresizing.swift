extension UIView {
  /// Which parts of a view stretch when its superview's bounds change, as
  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask bits, with UIKit's values.
    public let rawValue: UInt
    /// Makes a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The space left of the view changes with the superview's width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The view's width changes with the superview's width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space right of the view changes with the superview's width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space above the view changes with the superview's height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The view's height changes with the superview's height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space below the view changes with the superview's height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Matches UIKit: how the frame follows changes of the superview's bounds size, for views whose
  /// frames are not made by constraints; empty by default.
  public var autoresizingMask: AutoresizingMask {
    get { layoutState.autoresizingMask }
    set { layoutState.autoresizingMask = newValue }
  }

  /// Matches UIKit: on by default.
  public var autoresizesSubviews: Bool {
    get { layoutState.autoresizesSubviews }
    set { layoutState.autoresizesSubviews = newValue }
  }

  /// Whether a change of the superview's size can move this view: it keeps its autoresizing
  /// mask, and the mask has flexible parts. Views laid out by constraints do not.
  var followsSuperviewSize: Bool {
    usesAutoresizingMask && !layoutState.autoresizingMask.isEmpty
  }

  /// Applies the autoresizing mask after the superview's bounds went from `oldSize` to
  /// `newSize`.
  ///
  /// Matches UIKit: along each axis the change is shared among the flexible parts (leading
  /// margin, size, trailing margin) in proportion to their current lengths, or equally when
  /// they are all zero.
  func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
    guard followsSuperviewSize else { return }
    let mask = layoutState.autoresizingMask
    var frame = untransformedFrame
    (frame.origin.x, frame.size.width) = Self.resize(
      origin: frame.minX, length: frame.width, container: oldSize.width,
      delta: newSize.width - oldSize.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    (frame.origin.y, frame.size.height) = Self.resize(
      origin: frame.minY, length: frame.height, container: oldSize.height,
      delta: newSize.height - oldSize.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    untransformedFrame = frame
  }

  private static func resize(
    origin: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat,
    flexible: (leading: Bool, size: Bool, trailing: Bool)
  ) -> (CGFloat, CGFloat) {
    let parts = [origin, length, container - origin - length]
    let flags = [flexible.leading, flexible.size, flexible.trailing]
    let flexibleCount = flags.filter { $0 }.count
    guard flexibleCount > 0, delta != 0 else { return (origin, length) }
    let flexibleTotal = zip(parts, flags).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
    func share(_ index: Int) -> CGFloat {
      guard flags[index] else { return 0 }
      if flexibleTotal > 0 { return delta * max(0, parts[index]) / flexibleTotal }
      return delta / CGFloat(flexibleCount)
    }
    return (origin + share(0), max(0, length + share(1)))
  }
}
