import Foundation
import SDLHost
import Synchronization
import UIKit

/// Benchmark 3: the real host showing a static 1,000-view root for 5 s. Nothing changes after
/// the first frame, so the host should not redraw and should sleep in `SDL_WaitEventTimeout`.
@MainActor
struct IdleBenchmark {
  let configuration: Configuration

  private static let duration: TimeInterval = 5
  /// The first second is launch (window mapping, first draw), not idling.
  private static let settle: TimeInterval = 1

  /// A CPU reading taken on another thread `settle` seconds into the run, while the main
  /// thread is inside the host's loop.
  private final class SettledReading: Sendable {
    private let reading = Mutex<CPUReading?>(nil)

    init(after delay: TimeInterval) {
      DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
        let now = CPUReading.now()
        reading.withLock { $0 = now }
      }
    }

    var value: CPUReading? { reading.withLock { $0 } }
  }

  func run() throws -> [BenchmarkRow] {
    BenchmarkWindow.resetApplication()
    var options = configuration.hostOptions(duration: Self.duration)
    // Offscreen, the host captures a PNG and quits unless told where to write it; capture on
    // the first frame, into a scratch file, so the run stays idle afterwards.
    let capture = FileManager.default.temporaryDirectory
      .appendingPathComponent("UIKitBenchmarks-idle-\(getpid()).png")
    if configuration == .offscreen {
      options.capturePath = capture.path
      options.captureAfter = 0
    }
    defer { try? FileManager.default.removeItem(at: capture) }

    let (statistics, launch, start, settled) = try BenchmarkWindow.retrying {
      let launch = MonotonicClock.now
      let start = CPUReading.now()
      let settled = SettledReading(after: Self.settle)
      let statistics = try SDLHost.runReturning(title: "UIKitBenchmarks idle", options: options) {
        GridViewController(grid: ColoredGrid(viewCount: 1000, size: BenchmarkWindow.size))
      }
      return (statistics, launch, start, settled)
    }
    let end = CPUReading.now()
    let idleSeconds = MonotonicClock.now - launch - Self.settle
    let redraws = statistics.presentTimes.count { $0 >= launch + Self.settle }
    let redrawRate = Double(redraws) / idleSeconds
    let cpu = end.percent(since: start)
    let settledCPU = settled.value.map { end.percent(since: $0) }
    // Launch against idling; an idle loop that polls shows as hundreds of wake-ups a second.
    let breakdown =
      settled.value.map {
        String(
          format: "launch (first second) used %.0f ms of CPU; afterwards %.2f %% with %.0f "
            + "wake-ups/s (the host ran %d frames in all)",
          ($0.cpu - start.cpu) * 1000, end.percent(since: $0), end.wakeUpRate(since: $0),
          statistics.framesRun)
      } ?? "no reading after the first second"
    let detail =
      "\(statistics.framesRun) frames run, \(statistics.framesDrawn) drawn in "
      + String(format: "%.1f s", end.wall - start.wall)
      + " (\(statistics.videoDriver), \(statistics.rendererName))"
    return [
      BenchmarkRow(
        benchmark: "3. idle: redraws/s after 1 s", configuration: configuration,
        framework: String(format: "%.1f", redrawRate), target: "0",
        verdict: redraws == 0 ? .pass : .fail, detail: detail),
      BenchmarkRow(
        benchmark: "3. idle: CPU over 5 s", configuration: configuration,
        framework: String(format: "%.2f %%", cpu), target: "< 2 %",
        verdict: cpu < 2 ? .pass : .fail, detail: breakdown),
      BenchmarkRow(
        benchmark: "3. idle: CPU after the first second", configuration: configuration,
        framework: settledCPU.map { String(format: "%.2f %%", $0) } ?? "—", verdict: .info),
    ]
  }
}
