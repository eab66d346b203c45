extension XCUIApplication {
  /// Whether the app runs, with XCUITest's cases and raw values. An app here runs in the
  /// foreground or not at all.
  public enum State: UInt, Sendable {
    case unknown = 0
    case notRunning = 1
    case runningBackgroundSuspended = 2
    case runningBackground = 3
    case runningForeground = 4
  }
}
