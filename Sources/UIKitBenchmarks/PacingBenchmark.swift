import CSDL2
import Foundation
import SDLHost
import UIKit

/// Benchmark 5: the real host loop (pacing, change detection, presenting) for 10 s in a real
/// window while a container keeps sliding between two 1,000-view children, each completion
/// starting the next slide. Measures the time between presented frames.
///
/// The raw column is a plain SDL loop run for as long right after it: it draws the same slide
/// from two textures, presents, and sleeps to the next 1/60 s boundary of a fixed grid. It
/// shows how much jitter this (shared) machine adds on its own.
@MainActor
struct PacingBenchmark {
  let configuration: Configuration

  static let duration: TimeInterval = 10
  private static let slideDuration: TimeInterval = 0.35
  /// The first second is launch (window mapping, first draw), not pacing.
  private nonisolated static let settle: TimeInterval = 1

  /// Times between presents after the first second, and the run's length.
  struct Presents {
    var intervals: Samples
    var perSecond: Double

    init(_ times: [Double], launch: Double, end: Double) {
      let settled = times.filter { $0 >= launch + PacingBenchmark.settle }
      intervals = Samples(zip(settled.dropFirst(), settled).map { $0 - $1 })
      perSecond = Double(settled.count) / (end - launch - PacingBenchmark.settle)
    }
  }

  func run() throws -> [BenchmarkRow] {
    // Frame pacing is a property of a real window; offscreen there is nothing to pace for.
    guard configuration == .xvfb else { return [] }
    let (framework, work, slides) = try runHost()
    let raw = try runRawLoop()
    func ms(_ seconds: Double) -> String { BenchmarkRow.milliseconds(seconds) }
    // A rate near 1 / frame work means the host did not sleep between frames.
    let rate =
      "host frame work \(ms(work.median)) (median), "
      + String(format: "%.0f frames/s if it never slept; ", 1 / max(work.median, 1e-6))
      + "\(slides) slides of \(Self.slideDuration) s"
    // The raw loop's figures are what this machine's scheduling allows a loop that paces.
    let jitter =
      "raw paced loop p99 \(ms(raw.intervals.percentile(99))); host frame work p50 "
      + "\(ms(work.median)), p99 \(ms(work.percentile(99)))"
    let longest =
      "longest interval: host \(ms(framework.intervals.percentile(100))), raw "
      + "\(ms(raw.intervals.percentile(100))); longest host frame work "
      + ms(work.percentile(100))
    func row(_ name: String, _ value: (Presents) -> String) -> BenchmarkRow {
      BenchmarkRow(
        benchmark: "5. pacing: \(name)", configuration: configuration,
        framework: value(framework), raw: value(raw), verdict: .info)
    }
    func milliseconds(_ percent: Double) -> (Presents) -> String {
      { BenchmarkRow.milliseconds($0.intervals.percentile(percent)) }
    }
    let p99 = framework.intervals.percentile(99)
    let over33 = framework.intervals.count(above: 0.033)
    var rows = [
      row("presents per second") { String(format: "%.0f", $0.perSecond) },
      row("p50 present interval", milliseconds(50)),
      row("p99 present interval", milliseconds(99)),
      row("intervals over 20 ms") { "\($0.intervals.count(above: 0.020))" },
      row("intervals over 33 ms") { "\($0.intervals.count(above: 0.033))" },
    ]
    // Intervals only mean pacing at 60 Hz: a host that presents as fast as it can has short
    // intervals and passes the interval targets vacuously, so that is a miss of its own.
    rows[0].target = "60 ± 2"
    rows[0].verdict = abs(framework.perSecond - 60) <= 2 ? .pass : .fail
    rows[0].detail = rate
    rows[2].target = "≤ 18.00 ms"
    rows[2].verdict = p99 <= 0.018 ? .pass : .fail
    rows[2].detail = jitter
    rows[4].target = "0"
    rows[4].verdict = over33 == 0 ? .pass : .fail
    rows[4].detail = longest
    return rows
  }

  /// Runs the real host: its presents, the work of each drawn frame, and the slides completed;
  /// recording the whole run into `recordingDirectory` when one is given.
  func runHost(recordingTo recordingDirectory: String? = nil) throws -> (
    Presents, work: Samples, slides: Int
  ) {
    BenchmarkWindow.resetApplication()
    var options = configuration.hostOptions(duration: Self.duration)
    if let recordingDirectory {
      options.recordingDuration = Self.duration
      options.recordingDirectory = recordingDirectory
    }
    var container: SlideContainer?
    let launch = MonotonicClock.now
    let statistics = try SDLHost.runReturning(title: "UIKitBenchmarks pacing", options: options) {
      let made = SlideContainer(
        pages: (
          GridViewController(grid: Self.grids.0), GridViewController(grid: Self.grids.1)
        ), chainedDuration: Self.slideDuration)
      container = made
      return made
    }
    let presents = Presents(statistics.presentTimes, launch: launch, end: MonotonicClock.now)
    return (presents, Samples(statistics.frameWorkTimes), container?.completedSlides ?? 0)
  }

  private static var grids: (ColoredGrid, ColoredGrid) {
    (
      ColoredGrid(viewCount: 1000, size: BenchmarkWindow.size),
      ColoredGrid(viewCount: 1000, size: BenchmarkWindow.size, hue: 0.5)
    )
  }

  /// The raw loop: draw the slide, present, sleep until the next boundary of a 60 Hz grid
  /// (restarting the grid after a stall, as the host's pacer does).
  private func runRawLoop() throws -> Presents {
    let bench = try BenchmarkWindow(configuration: configuration, root: UIViewController())
    defer { bench.close() }
    guard
      let slide = RawSlide(renderer: bench.renderer, outgoing: Self.grids.0, incoming: Self.grids.1)
    else { throw BenchmarkFailure(description: "could not create the raw slide's textures") }
    defer { slide.destroy() }
    let framesPerSlide = Int((Self.slideDuration * 60).rounded())
    let interval = 1.0 / 60
    let launch = MonotonicClock.now
    var origin = launch
    var frame = 0
    var times: [Double] = []
    while MonotonicClock.now - launch < Self.duration {
      _ = bench.rawFrame {
        slide.draw(
          on: $0, progress: Double(frame % framesPerSlide + 1) / Double(framesPerSlide))
      }
      times.append(MonotonicClock.now)
      frame += 1
      let now = MonotonicClock.now
      var deadline = origin + Double(frame) * interval
      if now - deadline > 2 * interval {
        origin = now
        frame = 0
        deadline = now
      }
      if deadline > now { Thread.sleep(forTimeInterval: deadline - now) }
    }
    return Presents(times, launch: launch, end: MonotonicClock.now)
  }
}
