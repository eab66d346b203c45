/// Which way an accessibility scroll goes, as `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
  /// Towards the right.
  case right = 1
  /// Towards the left.
  case left = 2
  /// Up.
  case up = 3
  /// Down.
  case down = 4
  /// To the next page.
  case next = 5
  /// To the previous page.
  case previous = 6
}
