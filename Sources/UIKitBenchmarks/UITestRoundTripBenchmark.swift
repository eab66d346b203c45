import Foundation
import SDLHost
import XCUIAutomation

/// A UI test's tap and wait: the time `XCUIElement.tap()` takes to return, from the request
/// leaving the test, through the app pushing the mouse events, its frame processing them and
/// drawing, to the reply (the app idle). Target: under two frames (33.3 ms at 60 Hz).
///
/// The app is the release Demo, launched by `XCUIApplication` on this configuration's display;
/// the tapped element is the first list's large title, a label a tap changes nothing in, so
/// every tap costs the same and no animation adds to it. The first taps warm up and are not
/// counted.
@MainActor
struct UITestRoundTripBenchmark {
  let configuration: Configuration

  private static let taps = 100
  private static let warmUp = 10
  private static let target = 2.0 / 60

  func run() throws -> [BenchmarkRow] {
    // It needs a window system: the xvfb child measures it.
    guard configuration == .xvfb else { return [] }
    let demo = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Demo")
    guard FileManager.default.isExecutableFile(atPath: demo.path) else {
      throw BenchmarkFailure(description: "the release Demo is not built next to the benchmarks")
    }
    let app = XCUIApplication(url: demo)
    app.launch()
    defer { app.terminate() }
    guard app.state == .runningForeground else {
      throw BenchmarkFailure(description: "the Demo did not launch for the UI test")
    }
    let title = app.navigationBars.staticTexts["Containers"]
    var times: [Double] = []
    for index in 0..<(Self.warmUp + Self.taps) {
      let start = MonotonicClock.now
      title.tap()
      if index >= Self.warmUp { times.append(MonotonicClock.now - start) }
    }
    // The lookup a tap starts with, alone: one snapshot of the tree.
    var lookups: [Double] = []
    for _ in 0..<Self.taps {
      let start = MonotonicClock.now
      _ = title.exists
      lookups.append(MonotonicClock.now - start)
    }
    let samples = Samples(times)
    let lookup = Samples(lookups)
    return [
      BenchmarkRow(
        benchmark: "14. UI test: tap() and wait for the drawn, idle frame",
        configuration: configuration, framework: BenchmarkRow.milliseconds(samples.median),
        target: "< \(BenchmarkRow.milliseconds(Self.target))",
        verdict: samples.median < Self.target ? .pass : .fail,
        detail:
          "\(Self.taps) taps on the Demo's large title (XCUIAutomation, the app in its own "
          + "process); p90 \(BenchmarkRow.milliseconds(samples.percentile(90))), max "
          + "\(BenchmarkRow.milliseconds(samples.percentile(100))); of which the element's lookup "
          + "(a snapshot) median \(BenchmarkRow.milliseconds(lookup.median))")
    ]
  }
}
