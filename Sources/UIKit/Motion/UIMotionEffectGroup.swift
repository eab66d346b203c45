import Foundation

/// Several motion effects applied together; inert here.
///
/// Matches UIKit's `UIMotionEffectGroup`.
@MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  /// Matches UIKit: the effects in the group.
  open var motionEffects: [UIMotionEffect]?

  /// Matches UIKit: the members' values merged, later members winning.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset)
    -> [String: Any]?
  {
    let values = (motionEffects ?? []).compactMap {
      $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset)
    }
    return values.isEmpty ? nil : values.reduce(into: [:]) { $0.merge($1) { _, new in new } }
  }
}
