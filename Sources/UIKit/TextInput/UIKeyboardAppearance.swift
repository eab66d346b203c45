/// The on-screen keyboard's look, as `UIKeyboardAppearance`; kept.
public enum UIKeyboardAppearance: Int, Sendable {
  /// The system's.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2

  /// Matches UIKit: the old name of ``dark``.
  public static let alert = UIKeyboardAppearance.dark
}
