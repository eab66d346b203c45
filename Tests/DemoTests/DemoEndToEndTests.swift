import Foundation
import Testing
import UIKitTestSupport

/// Runs only under `xvfb-run` (see `make test`): the demo app driven by real X input events.
/// It shares the X screen with the other window tests, so it takes its turn with them
/// (`.uiTest`); its tests take turns too, since each finds the demo's window by its title.
@Suite(
  "The demo, end to end under Xvfb", .uiTest, .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
    "needs an X display: make test runs it under xvfb-run"))
struct DemoEndToEndTests {
  @Test("every tab by Ctrl+number; a push and a pop in UIKit's appearance order; a page turned")
  func tabsPushPopAndPages() throws {
    let demo = try DemoProcess()
    defer { demo.stop() }
    try demo.waitForWindow()
    #expect(demo.waitFor("List[Containers] viewDidAppear"), "\(demo.logText)")

    for (key, tab) in [
      ("ctrl+2", "Presentation"), ("ctrl+3", "Animation"), ("ctrl+4", "Controls"),
      ("ctrl+5", "Storyboard"), ("ctrl+1", "Containers"),
    ] {
      demo.mark()
      try demo.key(key)
      #expect(demo.waitFor("List[\(tab)] viewDidAppear"), "\(tab): \(demo.logText)")
    }

    // A click on the list's second row, seed 001's screen: UIKit's order for a push.
    demo.mark()
    try demo.click(195, 216)
    #expect(demo.waitFor("WelcomePageViewController viewDidAppear"), "\(demo.logText)")
    #expect(
      demo.inOrder([
        "List[Containers] viewWillDisappear", "WelcomePageViewController viewWillAppear",
        "List[Containers] viewDidDisappear", "WelcomePageViewController viewDidAppear",
      ]), "\(demo.entriesSinceMark)")

    // Escape pops it, in the mirror order.
    demo.mark()
    try demo.key("Escape")
    #expect(demo.waitFor("List[Containers] viewDidAppear"), "\(demo.logText)")
    #expect(
      demo.inOrder([
        "WelcomePageViewController viewWillDisappear", "List[Containers] viewWillAppear",
        "WelcomePageViewController viewDidDisappear", "List[Containers] viewDidAppear",
      ]), "\(demo.entriesSinceMark)")

    // The list keeps the row it opened selected (seed 001's, the second); ↓ ↓ move to the
    // fourth, the page view controller, and Return opens it. A drag from right to left turns
    // the page.
    demo.mark()
    try demo.key("Down", "Down", "Return")
    #expect(demo.waitFor("Page[1] viewDidAppear"), "\(demo.logText)")
    demo.mark()
    try demo.drag(from: (330, 400), to: (40, 400))
    #expect(demo.waitFor("page turn completed at 1"), "\(demo.logText)")
    #expect(
      demo.inOrder([
        "Page[2] viewWillAppear", "Page[1] viewWillDisappear", "Page[2] viewDidAppear",
        "Page[1] viewDidDisappear",
      ]), "\(demo.entriesSinceMark)")
  }

  @Test(
    "page and form sheets leave their presenter on screen; a full-screen one makes it disappear")
  func sheetsAndFullScreen() throws {
    let demo = try DemoProcess(environment: [
      "UIKIT_DEMO_START_TAB": "1", "UIKIT_DEMO_START_ITEM": "0",
    ])
    defer { demo.stop() }
    try demo.waitForWindow()
    #expect(demo.waitFor("PresentationPageViewController viewDidAppear"), "\(demo.logText)")

    // The sheet: presented, dragged down by its grabber until it dismisses.
    demo.mark()
    try demo.click(101, 103)
    #expect(demo.waitFor("DemoModalViewController viewDidAppear"), "\(demo.logText)")
    try demo.drag(from: (195, 440), to: (195, 830))
    #expect(demo.waitFor("DemoModalViewController viewDidDisappear"), "\(demo.logText)")
    #expect(
      !demo.entriesSinceMark.contains { $0.hasPrefix("PresentationPageViewController view") },
      "UIKit sends a sheet's presenter no appearance callbacks: \(demo.entriesSinceMark)")

    // A form sheet, dismissed by Escape: the presenter is told nothing either.
    demo.mark()
    try demo.click(285, 103)
    #expect(demo.waitFor("DemoModalViewController viewDidAppear"), "\(demo.logText)")
    try demo.key("Escape")
    #expect(demo.waitFor("DemoModalViewController viewDidDisappear"), "\(demo.logText)")
    #expect(
      !demo.entriesSinceMark.contains { $0.hasPrefix("PresentationPageViewController view") },
      "UIKit sends a form sheet's presenter no appearance callbacks: \(demo.entriesSinceMark)")

    // Full screen: the presenter disappears, in UIKit's order, and reappears on Done.
    demo.mark()
    try demo.click(285, 151)
    #expect(demo.waitFor("PresentationPageViewController viewDidDisappear"), "\(demo.logText)")
    #expect(
      demo.inOrder([
        "PresentationPageViewController viewWillDisappear",
        "DemoModalViewController viewWillAppear",
        "PresentationPageViewController viewDidDisappear", "DemoModalViewController viewDidAppear",
      ]), "\(demo.entriesSinceMark)")
    demo.mark()
    try demo.click(350, 62)
    #expect(demo.waitFor("PresentationPageViewController viewDidAppear"), "\(demo.logText)")
    #expect(
      demo.inOrder([
        "DemoModalViewController viewWillDisappear",
        "PresentationPageViewController viewWillAppear",
        "DemoModalViewController viewDidDisappear", "PresentationPageViewController viewDidAppear",
      ]), "\(demo.entriesSinceMark)")
  }

  @Test("Ctrl+→ rotates: the size callbacks arrive; F4 shows the event log's window")
  func rotationAndEventLog() throws {
    let demo = try DemoProcess()
    defer { demo.stop() }
    try demo.waitForWindow()
    #expect(demo.waitFor("List[Containers] viewDidAppear"), "\(demo.logText)")

    demo.mark()
    try demo.key("ctrl+Right")
    #expect(demo.waitFor("List[Containers] viewWillTransition(to: 844×390)"), "\(demo.logText)")
    try demo.key("F4")
    #expect(demo.waitFor("event log shown"), "\(demo.logText)")
    try demo.key("ctrl+Left")
    #expect(demo.waitFor("List[Containers] viewWillTransition(to: 390×844)"), "\(demo.logText)")
  }

  @Test(
    "xdotool clicks a button, right-clicks a pad and a card's context menu, types Korean; the app reacts"
  )
  func clickAndType() throws {
    let demo = try DemoProcess(environment: [
      "UIKIT_DEMO_START_TAB": "3", "UIKIT_DEMO_START_ITEM": "0",
    ])
    defer { demo.stop() }
    try demo.waitForWindow()
    // The window shows before the start item is pushed: clicks sent before the page has
    // appeared land on the list (a loaded machine showed it).
    #expect(demo.waitFor("ControlsPageViewController viewDidAppear"), "\(demo.logText)")

    // The controls page: the button and the text field sit at fixed places in its layout.
    try demo.click(108, 108)
    let tapped = demo.waitForLine("demo: button tapped 1")
    // The click pad's right-button recognizer, through X's button 3 and SDL's right button.
    try demo.click(170, 560, button: 3)
    let rightClicked = demo.waitForLine("demo: right click\n")
    // A pager card's context menu: a right click opens it at the pointer, and a click on its
    // first row, "Next page", turns the pager.
    try demo.click(300, 460, button: 3)
    try demo.click(250, 482)
    let menuChosen = demo.waitForLine("demo: context menu: page 2\n")
    try demo.click(167, 328)
    // One syllable at a time, each confirmed by the app: xdotool types a Hangul syllable by
    // remapping a spare key code first, and a key sent before the app has seen the new mapping
    // is lost, so an unconfirmed syllable is sent once more.
    var typed = false
    for (syllable, text) in [("안", "안"), ("녕", "안녕")] {
      typed = false
      for _ in 0..<2 where !typed {
        try run("/usr/bin/xdotool", ["type", "--delay", "120", syllable])
        typed = demo.waitForLine("demo: text \(text)\n", timeout: 4)
      }
    }

    #expect(tapped, "the demo's log: \(demo.logText)")
    #expect(rightClicked, "the demo's log: \(demo.logText)")
    #expect(menuChosen, "the demo's log: \(demo.logText)")
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

/// The demo binary, started with its event log going to a file, and driven with xdotool.
final class DemoProcess {
  private let process = Process()
  private let log = FileManager.default.temporaryDirectory
    .appendingPathComponent("uikit-demo-\(UUID().uuidString).log")
  private var window = ""
  /// How many entries the log had at the last `mark()`.
  private var markedCount = 0

  /// Starts the demo; `environment` adds to the test's, e.g. `UIKIT_DEMO_START_TAB`.
  init(environment extra: [String: String] = [:]) throws {
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
    environment.merge(extra) { $1 }
    environment["UIKIT_DEMO_LOG"] = "1"
    environment["SDL_RENDER_DRIVER"] = "software"
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: log)
    try process.run()
  }

  /// The X window id of the demo, once it is mapped.
  @discardableResult
  func waitForWindow() throws -> String {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let found = try run(
        "/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "UIKit Containers"])
      if let id = found.split(separator: "\n").first {
        Thread.sleep(forTimeInterval: 0.5)
        window = String(id)
        return window
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Failure("the demo window did not appear within 20 seconds")
  }

  /// What the demo has printed so far.
  var logText: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

  /// The demo's event log so far, without the `demo: ` prefix.
  var entries: [String] {
    logText.split(separator: "\n").compactMap { line in
      line.hasPrefix("demo: ") ? String(line.dropFirst(6)) : nil
    }
  }

  /// Starts a new stretch of the log: `entriesSinceMark` and `inOrder` look only after it.
  func mark() { markedCount = entries.count }

  var entriesSinceMark: [String] { Array(entries.dropFirst(markedCount)) }

  /// Whether `expected` all occur since the mark, in this order (other entries may come between).
  func inOrder(_ expected: [String]) -> Bool {
    var remaining = expected[...]
    for entry in entriesSinceMark where entry == remaining.first { remaining.removeFirst() }
    return remaining.isEmpty
  }

  /// Waits up to `timeout` seconds for `entry` to be logged since the mark.
  func waitFor(_ entry: String, timeout: TimeInterval = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if entriesSinceMark.contains(entry) { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// Types keys into the window, under the pointer (Xvfb has no window manager to focus it).
  func key(_ keys: String...) throws {
    try run("/usr/bin/xdotool", ["mousemove", "--window", window, "5", "400", "key"] + keys)
  }

  /// A click at a point of the window, in points, with X's `button` (1 left, 3 right).
  func click(_ x: Int, _ y: Int, button: Int = 1) throws {
    try run(
      "/usr/bin/xdotool",
      ["mousemove", "--window", window, "\(x)", "\(y)", "click", "\(button)"])
  }

  /// A drag with the button held, in ten steps 20 ms apart: fast enough to count as a swipe.
  func drag(from start: (Int, Int), to end: (Int, Int)) throws {
    try run(
      "/usr/bin/xdotool",
      ["mousemove", "--window", window, "\(start.0)", "\(start.1)", "mousedown", "1"])
    for step in 1...10 {
      let x = start.0 + (end.0 - start.0) * step / 10
      let y = start.1 + (end.1 - start.1) * step / 10
      try run("/usr/bin/xdotool", ["mousemove", "--window", window, "\(x)", "\(y)"])
      Thread.sleep(forTimeInterval: 0.02)
    }
    try run("/usr/bin/xdotool", ["mouseup", "1"])
  }

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
