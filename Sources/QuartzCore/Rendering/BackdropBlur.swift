/// A blurred copy of what is already drawn under a rectangle, tinted: how a
/// `UIVisualEffectView` with a `UIBlurEffect` shows what is behind it.
///
/// See ``DisplayList`` for how a host draws it. The blur is a Gaussian of standard deviation
/// ``radius`` points (a host may approximate it with repeated box blurs); ``tint`` is then
/// blended over the blurred copy, as UIKit's materials lay a translucent colour over their
/// blur.
public struct BackdropBlur: Sendable, Equatable {
  /// Stable for the view that produced it, across frames: a host keeps the blurred image per
  /// id and reuses it while the pixels under it stay the same.
  public var id: UInt64
  /// The area blurred and tinted, in item coordinates.
  public var rect: CGRect
  /// The Gaussian's standard deviation, in points.
  public var radius: CGFloat
  /// Drawn over the blurred copy.
  public var tint: DisplayColor
  /// The blurred copy's opacity, 0 to 1 (a faded effect view fades its blur too).
  public var opacity: Float

  /// Makes a backdrop blur; `UIVisualEffectView` makes these.
  public init(id: UInt64, rect: CGRect, radius: CGFloat, tint: DisplayColor, opacity: Float = 1) {
    self.id = id
    self.rect = rect
    self.radius = radius
    self.tint = tint
    self.opacity = opacity
  }
}
