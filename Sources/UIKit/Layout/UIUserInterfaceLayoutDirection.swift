/// The direction a user interface is laid out in, with UIKit's raw values.
///
/// Matches UIKit: in a right-to-left interface, leading edges are on the right, stack views
/// run from right to left, natural text alignment is right, and a navigation push comes in
/// from the left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right, as in English.
  case leftToRight = 0
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft = 1
}

/// How a view's content behaves when the interface is laid out right to left, with UIKit's raw
/// values.
///
/// Matches UIKit: only `.unspecified` views follow the layout direction; playback controls and
/// spatial content keep left to right, and the forced attributes win over the direction.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction: the default.
  case unspecified = 0
  /// Playback controls (play, rewind), which stay left to right.
  case playback = 1
  /// Directional content, such as a map's arrows, which stays left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}
