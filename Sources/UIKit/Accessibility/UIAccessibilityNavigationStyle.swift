/// How switch control moves through a container's elements, as `UIAccessibilityNavigationStyle`.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
  /// The system decides.
  case automatic = 0
  /// Each element on its own.
  case separate = 1
  /// The container's elements as one group.
  case combined = 2
}
