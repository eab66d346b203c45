import Foundation
import SDLHost
import Synchronization
import UIKit

/// Benchmark 3: the real host showing a static 1,000-view root for 5 s. Nothing changes after
/// the first frame, so the host should not redraw and should sleep in `SDL_WaitEventTimeout`.
///
/// A second run adds a view with a repeating animation at launch and removes and releases it
/// after 0.3 s: its layer must go with it, so the host goes idle just the same.
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
    try measure(name: "3. idle", removesAnimatedView: false)
      + measure(name: "3. idle after a removed repeating animation", removesAnimatedView: true)
  }

  private func measure(name: String, removesAnimatedView: Bool) throws -> [BenchmarkRow] {
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

    let launch = MonotonicClock.now
    let start = CPUReading.now()
    let settled = SettledReading(after: Self.settle)
    let statistics = try SDLHost.runReturning(title: "UIKitBenchmarks idle", options: options) {
      let root = GridViewController(
        grid: ColoredGrid(viewCount: 1000, size: BenchmarkWindow.size))
      if removesAnimatedView { Self.addSpinnerRemovedAfterALittleWhile(to: root.view) }
      return root
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
    // With an animation in the first 0.3 s, launch is busier by design; what must stay idle
    // is everything after it.
    let settledTarget = removesAnimatedView
    return [
      BenchmarkRow(
        benchmark: "\(name): redraws/s after 1 s", configuration: configuration,
        framework: String(format: "%.1f", redrawRate), target: "0",
        verdict: redraws == 0 ? .pass : .fail, detail: detail),
      BenchmarkRow(
        benchmark: "\(name): CPU over 5 s", configuration: configuration,
        framework: String(format: "%.2f %%", cpu), target: settledTarget ? "—" : "< 2 %",
        verdict: settledTarget ? .info : (cpu < 2 ? .pass : .fail), detail: breakdown),
      BenchmarkRow(
        benchmark: "\(name): CPU after the first second", configuration: configuration,
        framework: settledCPU.map { String(format: "%.2f %%", $0) } ?? "—",
        target: settledTarget ? "< 2 %" : "—",
        verdict: settledTarget ? ((settledCPU ?? 100) < 2 ? .pass : .fail) : .info),
    ]
  }

  /// A view spinning forever, taken out of the tree and dropped 0.3 s in: nothing but the
  /// animation engine could keep it, or the host, busy.
  private static func addSpinnerRemovedAfterALittleWhile(to root: UIView) {
    let spinner = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    spinner.backgroundColor = .systemBlue
    root.addSubview(spinner)
    UIView.animate(
      withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse],
      animations: { spinner.transform = CGAffineTransform(rotationAngle: .pi / 2) })
    weak let weakSpinner = spinner
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
      MainActor.assumeIsolated { weakSpinner?.removeFromSuperview() }
    }
  }
}
