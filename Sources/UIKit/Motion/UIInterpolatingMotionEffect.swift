import Foundation

/// A motion effect that moves one key path between two values as the device tilts; inert here.
///
/// Matches UIKit's `UIInterpolatingMotionEffect`: it maps the viewer offset along one axis
/// linearly from ``minimumRelativeValue`` to ``maximumRelativeValue``.
@MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// Matches UIKit's `UIInterpolatingMotionEffect.EffectType`.
  public enum EffectType: Int, Sendable {
    /// Follows the horizontal tilt.
    case tiltAlongHorizontalAxis
    /// Follows the vertical tilt.
    case tiltAlongVerticalAxis
  }

  /// Matches UIKit: the key path changed, such as `"center.x"`.
  public let keyPath: String
  /// Matches UIKit: the axis followed.
  public let type: EffectType
  /// Matches UIKit: the relative value at offset -1.
  open var minimumRelativeValue: Any?
  /// Matches UIKit: the relative value at offset 1.
  open var maximumRelativeValue: Any?

  /// Matches UIKit: an effect moving `keyPath` along the `type` axis.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  /// Matches UIKit: the interpolated value for `viewerOffset`, for numeric bounds (`nil` for
  /// others, and `nil` until both bounds are set).
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    guard let minimum = Self.number(minimumRelativeValue),
      let maximum = Self.number(maximumRelativeValue)
    else { return nil }
    let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let fraction = (min(max(offset, -1), 1) + 1) / 2
    return [keyPath: minimum + (maximum - minimum) * fraction]
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as Float: CGFloat(value)
    default: nil
    }
  }
}
