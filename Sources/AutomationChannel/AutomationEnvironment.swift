/// The two environment variables through which the test process hands an app its channel.
///
/// The app opens a channel only when both are set, which only `XCUIApplication.launch()` does:
/// an app started any other way has none.
package enum AutomationEnvironment {
  /// The path of the Unix socket the app listens on, inside a directory only the user can
  /// enter (mode 0700), made by the test process for this launch.
  package static let socketPath = "XCUIAUTOMATION_SOCKET"
  /// A random token the app requires as the first line of every connection.
  package static let token = "XCUIAUTOMATION_TOKEN"
}
