import Foundation
import UIKit

/// Benchmark 4: 500 labels of mixed Korean and Latin text, redrawn every frame. After the
/// first frame every string must come from the text cache (no rasterisation), within budget.
@MainActor
struct TextBenchmark {
  let configuration: Configuration

  /// 5 × 60 = 300 timed frames (plus one warm-up repetition of 60).
  private static let framesPerRepetition = 60
  private static let repetitions = 5

  func run() throws -> [BenchmarkRow] {
    let bench = try BenchmarkWindow(configuration: configuration, root: LabelGridViewController())
    defer { bench.close() }
    _ = bench.frameworkFrame()
    let firstFrame = bench.host.drawer.statistics.textRasterizations
    let (raw, skipped) = RawScene.text(
      from: bench.window.currentDisplayList, renderer: bench.renderer)
    defer { raw.destroyTextures() }
    let frames = Self.framesPerRepetition
    let compared = InterleavedMeasurement.measure(
      repetitions: Self.repetitions, frames: frames,
      framework: { _ in bench.frameworkFrame() }, raw: { _ in bench.rawFrame(raw.draw(on:)) })
    let later = bench.host.drawer.statistics.textRasterizations - firstFrame
    let cache = bench.host.drawer.textCacheBytes
    let timedFrames = frames * (Self.repetitions + 1)
    func mebibytes(_ bytes: Int) -> String {
      String(format: "%.2f MiB", Double(bytes) / Double(1 << 20))
    }
    return [
      BenchmarkRow(
        benchmark: "4. text: rasterisations after frame 1", configuration: configuration,
        framework: "\(later)", target: "0", verdict: later == 0 ? .pass : .fail,
        detail: "\(firstFrame) in the first frame, \(later) in the \(timedFrames) after"),
      BenchmarkRow(
        benchmark: "4. text: cache bytes", configuration: configuration,
        framework: mebibytes(cache.used), target: "≤ \(mebibytes(cache.budget))",
        verdict: cache.used <= cache.budget ? .pass : .fail),
      BenchmarkRow(
        benchmark: "4. text: 500 labels, frame time", configuration: configuration,
        compared: compared, maximumRatio: 1.10,
        detail: "raw copies \(raw.sprites.count) pre-rasterised textures"
          + (skipped > 0 ? ", skipped \(skipped) items it cannot draw" : "")),
    ]
  }
}
