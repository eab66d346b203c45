/// The colour of the status bar's content, as `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in light mode, light content in dark mode.
  case `default` = 0
  /// White content, for dark backgrounds.
  case lightContent = 1
  /// Black content, for light backgrounds.
  case darkContent = 3
}

/// How the status bar changes when it is shown or hidden, as `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
  /// The status bar appears or disappears at once.
  case none = 0
  /// The status bar fades in or out over 0.25 seconds.
  case fade = 1
  /// The status bar slides in from or out through the top over 0.25 seconds.
  case slide = 2
}
