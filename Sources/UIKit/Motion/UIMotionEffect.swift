import Foundation

/// A change of a view's properties with the device's tilt, as UIKit's parallax effects.
///
/// Matches UIKit's `UIMotionEffect`: a desktop has no motion sensor, so, as on a device
/// without one (or with Reduce Motion on), effects are accepted and kept but never move
/// anything: ``keyPathsAndRelativeValues(forViewerOffset:)`` is never called by the system.
@MainActor
open class UIMotionEffect {
  /// Matches UIKit: an effect with no values.
  public init() {}

  /// Matches UIKit: the key paths to change, and by how much, for a viewer offset of
  /// -1…1 on each axis. The base class changes nothing.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}
