import AutomationChannel
import Foundation
import Testing

@testable import XCUIAutomation

@Suite("XCUIAutomation: the app's channel lets no one else in", .serialized)
@MainActor
struct ChannelSecurityTests {
  @Test("a second process without the token is refused, and the test's connection still works")
  func secondProcessRefused() throws {
    let app = launchFixture()
    defer { app.terminate() }
    let path = try #require(app.channelPath)
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let mode = try FileManager.default.attributesOfItem(atPath: directory)[.posixPermissions]

    let output = try run(
      ExecutableProducts.named("AutomationFixtureApp"), ["--probe-channel", path])
    app.buttons["tap"].tap()

    #expect((mode as? Int) == 0o700)
    #expect(output.contains("probe: Optional(AutomationChannel.AutomationReply.refused("))
    #expect(output.contains("then nil"))
    #expect(app.staticTexts["count"].label == "Taps: 1")
  }

  @Test("an app launched without a token opens no channel")
  func noTokenNoChannel() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcuiautomation-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let socket = directory.appendingPathComponent("channel").path

    // Offscreen, the app draws its first frames to a PNG and quits.
    _ = try run(
      ExecutableProducts.named("AutomationFixtureApp"), [],
      environment: [
        AutomationEnvironment.socketPath: socket, "SDL_VIDEODRIVER": "offscreen",
        "UIKIT_CAPTURE": directory.appendingPathComponent("frame.png").path,
        "UIKIT_CAPTURE_AFTER": "0.2", "UIKIT_EXIT_AFTER_CAPTURE": "1",
      ])

    #expect(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("frame.png").path))
    #expect(!FileManager.default.fileExists(atPath: socket))
  }

  /// Runs `executable` to its end and returns what it printed.
  private func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:])
    throws -> String
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged[AutomationEnvironment.token] = nil
    merged.merge(environment) { $1 }
    process.environment = merged
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
