import AutomationChannel
import Foundation

/// One launch of the app under test: its process, its output, its channel, and the display
/// started for it.
///
/// The channel is a Unix socket in a directory made for this launch with mode 0700, so that no
/// other user can reach it, and the app takes only a connection that first says the random
/// token handed to it in its environment.
final class AppSession: @unchecked Sendable {
  /// How long a launch may take until the app answers, and a request until it is answered.
  static let launchTimeout: TimeInterval = 30
  static let requestTimeout: TimeInterval = 30

  let process: Process
  private let directory: URL
  /// The Unix socket the app listens on.
  let channelPath: String
  private let display: VirtualDisplay?
  private let output = OutputLog()
  private var connection: AutomationConnection?
  /// Why the session ended, once it has: the app's crash, or a failure to reach it.
  private(set) var endReason: String?
  /// The requests sent so far, the launch's included (for the product's own tests).
  private(set) var requestsSent = 0

  /// Starts the executable at `url` and waits until its channel answers and it is idle.
  init(url: URL, arguments: [String], environment extra: [String: String])
    throws(LaunchFailure)
  {
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw LaunchFailure("there is no executable at \(url.path)")
    }
    directory = try Self.makePrivateDirectory()
    let socketPath = directory.appendingPathComponent("channel").path
    channelPath = socketPath
    let token = Self.randomToken()
    var environment = ProcessInfo.processInfo.environment
    // The app's renderer and crash reports as a test wants them, unless the test says otherwise:
    // the software renderer (no GPU under Xvfb), and no symbolicated backtrace, which would hold
    // a crashed app for seconds.
    environment["SDL_RENDER_DRIVER"] = "software"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(extra) { $1 }
    if (environment["DISPLAY"] ?? "").isEmpty {
      let display = try VirtualDisplay.start()
      environment["DISPLAY"] = display.name
      environment["WAYLAND_DISPLAY"] = nil
      self.display = display
    } else {
      display = nil
    }
    environment[AutomationEnvironment.socketPath] = socketPath
    environment[AutomationEnvironment.token] = token
    process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = output.pipe
    process.standardError = output.pipe
    output.start()
    do {
      try process.run()
    } catch {
      throw LaunchFailure("\(url.lastPathComponent) could not be started: \(error)")
    }
    try connect(to: socketPath, token: token)
  }

  deinit { terminate() }

  /// Connects once the app listens, says the token, then waits for the app's first idle frame.
  private func connect(to path: String, token: String) throws(LaunchFailure) {
    let deadline = Date().addingTimeInterval(Self.launchTimeout)
    while connection == nil {
      guard process.isRunning else {
        throw LaunchFailure(exitDescription(prefix: "the app exited during launch"))
      }
      guard Date() < deadline else {
        terminate()
        throw LaunchFailure(
          "the app did not open its UI-testing channel within \(Int(Self.launchTimeout)) "
            + "seconds: does it run its UI with SDLHost.run?\n\(output.tail)")
      }
      connection = AutomationConnection.connect(to: path)
      if connection == nil { usleep(5_000) }
    }
    connection?.send(AutomationRequest.hello(token: token))
    guard case .welcome? = connection?.receive(AutomationReply.self, until: deadline).value else {
      throw LaunchFailure("the app refused the test's token")
    }
    if case .failure(let failure) = request(.pointer([])) { throw failure }
  }

  /// Sends `request` and waits for its reply; a closed channel is the app's crash or exit.
  func request(_ request: AutomationRequest) -> Result<AutomationReply, LaunchFailure> {
    if let endReason { return .failure(LaunchFailure(endReason)) }
    requestsSent += 1
    guard let connection, connection.send(request) else { return .failure(ended()) }
    var patience = Self.requestTimeout
    // A `change` request is answered at its timeout at the latest.
    if case .change(let timeout) = request, timeout > 0 { patience += timeout }
    let reply = connection.receive(
      AutomationReply.self, until: Date().addingTimeInterval(patience))
    if let value = reply.value { return .success(value) }
    if reply.timedOut {
      // A late reply would be taken for the next request's: the session is over.
      let reason =
        "the app did not answer within \(Int(patience)) seconds (is its main "
        + "thread blocked?)"
      endReason = reason
      self.connection = nil
      return .failure(LaunchFailure(reason))
    }
    return .failure(ended())
  }

  /// The channel closed: waits briefly for the process to end and says how it ended.
  private func ended() -> LaunchFailure {
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { usleep(5_000) }
    let reason = exitDescription(
      prefix: "Lost connection to the application (pid \(process.processIdentifier))")
    endReason = reason
    connection = nil
    return LaunchFailure(reason)
  }

  private func exitDescription(prefix: String) -> String {
    guard !process.isRunning else { return "\(prefix): the app closed its channel." }
    output.drain()
    let status = process.terminationStatus
    let how =
      process.terminationReason == .uncaughtSignal
      ? "it crashed with signal \(status)\(Self.signalName(status))"
      : "it exited with status \(status)"
    return "\(prefix): \(how).\n\(output.tail)"
  }

  private static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
      SIGBUS: "SIGBUS", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGFPE: "SIGFPE",
    ]
    return names[signal].map { " (\($0))" } ?? ""
  }

  var isRunning: Bool { endReason == nil && process.isRunning }

  /// Asks the app over its channel to quit as closing its window would, then makes sure it did;
  /// stops the display started for it and removes the channel. (Not SIGTERM: a child started
  /// from a test's thread inherits its blocked signals, SIGTERM among them.)
  func terminate() {
    connection?.send(AutomationRequest.terminate)
    connection = nil
    if process.isRunning {
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning && Date() < deadline { usleep(2_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      while process.isRunning { usleep(2_000) }
    }
    if endReason == nil { endReason = "The application is not running." }
    display?.stop()
    try? FileManager.default.removeItem(at: directory)
  }

  /// A new directory only this user may enter (`mkdtemp` makes it 0700), with a short path:
  /// a socket's path must fit in 107 bytes.
  private static func makePrivateDirectory() throws(LaunchFailure) -> URL {
    let temporary = NSTemporaryDirectory()
    let base = temporary.utf8.count < 60 ? temporary : "/tmp/"
    var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast())
    template += Array("xcuiautomation-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw LaunchFailure("cannot create a private directory for the app's channel in \(base)")
    }
    return URL(fileURLWithPath: String(cString: made), isDirectory: true)
  }

  /// 32 random bytes in hexadecimal.
  private static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator))
    }
    .joined()
  }
}
