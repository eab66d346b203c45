import Foundation
import Testing
import UIKitTestSupport

/// Runs only under `xvfb-run` (see `make test`): the demo app driven by real X input events.
/// It shares the X screen with the other window tests, so it takes its turn with them
/// (`.uiTest`).
@Suite(
  "The demo, end to end under Xvfb", .uiTest,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
    "needs an X display: make test runs it under xvfb-run"))
struct DemoEndToEndTests {
  @Test("xdotool clicks a button and types Korean into a text field; the app reacts")
  func clickAndType() throws {
    let demo = try DemoProcess()
    defer { demo.stop() }
    let window = try demo.waitForWindow()

    // The controls page: the button and the text field sit at fixed places in its layout.
    _ = try run("/usr/bin/xdotool", ["mousemove", "--window", window, "130", "140", "click", "1"])
    let tapped = demo.waitForLine("demo: button tapped 1")
    _ = try run("/usr/bin/xdotool", ["mousemove", "--window", window, "180", "360", "click", "1"])
    // One syllable at a time, each confirmed by the app: xdotool types a Hangul syllable by
    // remapping a spare key code first, and a key sent before the app has seen the new mapping
    // is lost, so an unconfirmed syllable is sent once more.
    var typed = false
    for (syllable, text) in [("안", "안"), ("녕", "안녕")] {
      typed = false
      for _ in 0..<2 where !typed {
        _ = try run("/usr/bin/xdotool", ["type", "--delay", "120", syllable])
        typed = demo.waitForLine("demo: text \(text)\n", timeout: 4)
      }
    }

    #expect(tapped, "the demo's log: \(demo.logText)")
    #expect(typed, "the demo's log: \(demo.logText)")
  }
}

/// Runs a short command to completion and returns its standard output.
@discardableResult
func run(_ executable: String, _ arguments: [String]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: output, as: UTF8.self)
}

/// The demo binary, started on its controls page with its event log going to a file.
final class DemoProcess {
  private let process = Process()
  private let log = FileManager.default.temporaryDirectory
    .appendingPathComponent("uikit-demo-\(UUID().uuidString).log")

  init() throws {
    // The tests run from the build folder, where SwiftPM also puts the Demo product.
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let binary = [
      testBinary.deletingLastPathComponent(),
      packageRoot.appendingPathComponent(".build/debug"),
    ]
    .map { $0.appendingPathComponent("Demo") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    guard let binary else {
      throw Failure("the Demo binary was not built next to the tests (run `swift build` first)")
    }
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
      throw Failure("cannot create the demo's log at \(log.path)")
    }
    process.executableURL = binary
    var environment = ProcessInfo.processInfo.environment
    environment["UIKIT_DEMO_START_PAGE"] = "4"
    environment["UIKIT_DEMO_LOG"] = "1"
    environment["SDL_RENDER_DRIVER"] = "software"
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: log)
    try process.run()
  }

  /// The X window id of the demo, once it is mapped.
  func waitForWindow() throws -> String {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let found = try run(
        "/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "UIKit Containers"])
      if let id = found.split(separator: "\n").first {
        Thread.sleep(forTimeInterval: 0.5)
        return String(id)
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Failure("the demo window did not appear within 20 seconds")
  }

  /// What the demo has printed so far.
  var logText: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

  /// Waits up to `timeout` seconds for the demo to print `line`.
  func waitForLine(_ line: String, timeout: TimeInterval = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if logText.contains(line) { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// Asks the demo to quit (SDL turns SIGTERM into a quit event), then makes sure it did.
  func stop() {
    process.terminate()
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: log)
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
