import AutomationChannel
import Foundation

/// The app under test, in its own process and its own window, as XCUITest's: launch it, find
/// its elements, act on them, terminate it.
///
/// ```swift
/// let app = XCUIApplication()
/// app.launchEnvironment["START_SCREEN"] = "settings"
/// app.launch()
/// app.buttons["Done"].tap()
/// #expect(app.staticTexts["Saved"].waitForExistence(timeout: 2))
/// ```
///
/// The app needs no change: an app that runs its UI with `SDLHost.run` opens the UI-testing
/// channel when, and only when, `launch()` started it (CHANNEL.md). Where there is no
/// `DISPLAY`, `launch()` starts an Xvfb server for the app and stops it with the app.
@MainActor
open class XCUIApplication: XCUIElement {
  /// The executable this object launches.
  public let url: URL
  /// Arguments the app is launched with (`CommandLine.arguments` after its path).
  public var launchArguments: [String] = []
  /// Variables added to the test's environment for the app. The test's own environment is
  /// passed on too, with `SDL_RENDER_DRIVER=software` and `SWIFT_BACKTRACE=enable=no`
  /// unless this sets them.
  public var launchEnvironment: [String: String] = [:]
  private var session: AppSession?
  /// The application launched last, which `XCUIDevice` acts on while it runs.
  private static weak var launchedLast: XCUIApplication?

  /// The application `XCUIDevice` acts on: the one launched last, if it still runs.
  static var foreground: XCUIApplication? {
    launchedLast.flatMap { $0.state == .runningForeground ? $0 : nil }
  }

  /// The app of this package: its only executable product, found in the build folder the tests
  /// run from (`.build/debug`). A package with several executables names one with
  /// `init(bundleIdentifier:)` or `init(url:)`.
  public convenience init() {
    switch ExecutableProducts.only() {
    case .success(let url): self.init(url: url)
    case .failure(let failure):
      TestFailure.record("XCUIApplication(): \(failure)", file: #filePath, line: #line)
      self.init(url: URL(fileURLWithPath: "/nonexistent"))
    }
  }

  /// The executable product named `bundleIdentifier` in the build folder: on Linux an app's
  /// product name stands for its bundle identifier.
  public convenience init(bundleIdentifier: String) {
    self.init(url: ExecutableProducts.named(bundleIdentifier))
  }

  /// The executable at `url`, as on macOS.
  public init(url: URL) {
    self.url = url
    super.init(application: nil, description: "Application '\(url.lastPathComponent)'") { _ in
      [0]
    }
  }

  /// Launches the app, terminating it first if this object launched it before, and returns
  /// once its window is up and idle. Records a failure when it cannot.
  public func launch(file: StaticString = #filePath, line: UInt = #line) {
    session?.terminate()
    session = nil
    do {
      session = try AppSession(url: url, arguments: launchArguments, environment: launchEnvironment)
      Self.launchedLast = self
    } catch {
      TestFailure.record("Failed to launch \(elementDescription): \(error)", file: file, line: line)
    }
  }

  /// Launches the app unless it is running.
  public func activate(file: StaticString = #filePath, line: UInt = #line) {
    if session?.isRunning != true { launch(file: file, line: line) }
  }

  /// Ends the app as closing its window would, and waits until it has exited.
  public func terminate() {
    session?.terminate()
  }

  /// The channel's socket, while the app runs (for the product's own tests).
  var channelPath: String? { session?.channelPath }

  /// The requests sent to the app since its launch (for the product's own tests).
  var requestsSent: Int { session?.requestsSent ?? 0 }

  /// Whether the app runs.
  public var state: State {
    guard let session else { return .notRunning }
    return session.isRunning ? .runningForeground : .notRunning
  }

  /// Presses `key` with the modifier keys held, as a keyboard attached to the device would:
  /// Ctrl+→ rotates, as the Simulator's shortcut does.
  public func typeKey(
    _ key: String, modifierFlags: XCUIKeyModifierFlags, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    perform(
      .keys([KeyStroke(key: key, modifiers: Int(modifierFlags.rawValue))]),
      action: "Failed to type key \"\(key)\"", file: file, line: line)
  }

  /// Presses a named key with the modifier keys held.
  public func typeKey(
    _ key: XCUIKeyboardKey, modifierFlags: XCUIKeyModifierFlags, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    typeKey(key.rawValue, modifierFlags: modifierFlags, file: file, line: line)
  }

  /// The app's tree now, or why it cannot be had.
  func snapshotTree() -> Result<ElementTree, LaunchFailure> {
    tree(for: .snapshot)
  }

  /// The tree a `snapshot` or `change` request answers with.
  private func tree(for request: AutomationRequest) -> Result<ElementTree, LaunchFailure> {
    guard let session else {
      return .failure(LaunchFailure("The application has not been launched: call launch() first."))
    }
    switch session.request(request) {
    case .success(.tree(let root, let printed)):
      return .success(ElementTree(root, description: printed))
    case .success(let other): return .failure(LaunchFailure("unexpected reply \(other)"))
    case .failure(let failure): return .failure(failure)
    }
  }

  /// Sends an action and waits until the app has processed it and is idle; records a failure
  /// of `action` when it could not.
  @discardableResult
  func perform(
    _ request: AutomationRequest, action: String, file: StaticString, line: UInt
  ) -> AutomationReply? {
    guard let session else {
      TestFailure.record(
        "\(action): the application has not been launched.", file: file, line: line)
      return nil
    }
    switch session.request(request) {
    case .success(.failed(let reason)):
      TestFailure.record("\(action): \(reason)", file: file, line: line)
      return nil
    case .success(let reply): return reply
    case .failure(let failure):
      TestFailure.record("\(action): \(failure)", file: file, line: line)
      return nil
    }
  }

  /// Checks `condition` against the app's tree now, then against each changed tree the app
  /// sends (CHANNEL.md's `change`), until it holds or `timeout` seconds have passed: the test
  /// sleeps while nothing changes instead of asking once a frame.
  func wait(until timeout: TimeInterval, for condition: (ElementTree) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    guard case .success(var tree) = snapshotTree() else { return false }
    while !condition(tree) {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0,
        case .success(let changed) = self.tree(for: .change(timeout: min(remaining, 86_400)))
      else { return false }
      tree = changed
    }
    return true
  }
}
