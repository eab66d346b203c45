import Foundation
import UIKit

/// Benchmark 2: a container slides between two children of 1,000 views each, against the raw
/// loop copying two window-sized textures; and the same slide with 10-view children, which
/// the 1,000-view slide should stay close to if moving subtrees are composited from cached
/// textures instead of redrawn.
@MainActor
struct TransitionBenchmark {
  let configuration: Configuration

  /// 30 frames at 60 Hz.
  private static let duration: TimeInterval = 0.5
  /// The 1,000- and 10-view slides are measured in alternating rounds, so that outside load
  /// cannot favour one of the two in their comparison.
  private static let rounds = 3
  private static let repetitionsPerRound = 3

  private struct Result {
    var compared: (framework: InterleavedMeasurement.Side, raw: InterleavedMeasurement.Side)
    var slides: Int
    var layerRenders: Int
    var layerReuses: Int

    func merged(with other: Result) -> Result {
      Result(
        compared: (
          compared.framework.merged(with: other.compared.framework),
          compared.raw.merged(with: other.compared.raw)
        ), slides: slides + other.slides, layerRenders: layerRenders + other.layerRenders,
        layerReuses: layerReuses + other.layerReuses)
    }

    /// Layer statistics and the slow end of the frame times.
    var detail: String {
      let totals = compared.framework.totals
      return
        "per slide \(Double(layerRenders) / Double(slides)) layer renders, "
        + "\(Double(layerReuses) / Double(slides)) reuses; framework p90 "
        + "\(BenchmarkRow.milliseconds(totals.percentile(90))), max "
        + BenchmarkRow.milliseconds(totals.percentile(100))
    }
  }

  func run() throws -> [BenchmarkRow] {
    var large: Result?
    var small: Result?
    for _ in 0..<Self.rounds {
      let largeRound = try measure(viewCount: 1000)
      let smallRound = try measure(viewCount: 10)
      large = large.map { $0.merged(with: largeRound) } ?? largeRound
      small = small.map { $0.merged(with: smallRound) } ?? smallRound
    }
    guard let large, let small else { return [] }
    let growth = large.compared.framework.frameTime / small.compared.framework.frameTime
    return [
      BenchmarkRow(
        benchmark: "2. slide, 1000-view children", configuration: configuration,
        compared: large.compared, maximumRatio: 1.5, detail: large.detail),
      BenchmarkRow(
        benchmark: "2. slide, 10-view children", configuration: configuration,
        compared: small.compared, maximumRatio: nil, detail: small.detail),
      BenchmarkRow(
        benchmark: "2. slide 1000 ÷ 10-view (raw = 10-view)", configuration: configuration,
        framework: BenchmarkRow.milliseconds(large.compared.framework.frameTime),
        raw: BenchmarkRow.milliseconds(small.compared.framework.frameTime),
        ratio: BenchmarkRow.ratio(growth), target: "≤ 2.00", verdict: growth <= 2 ? .pass : .fail,
        detail: "framework frame time with 1000-view children ÷ with 10-view children"),
    ]
  }

  private func measure(viewCount: Int) throws -> Result {
    let size = BenchmarkWindow.size
    let grids = (
      ColoredGrid(viewCount: viewCount, size: size),
      ColoredGrid(viewCount: viewCount, size: size, hue: 0.5)
    )
    let container = SlideContainer(
      pages: (GridViewController(grid: grids.0), GridViewController(grid: grids.1)))
    let bench = try BenchmarkWindow(configuration: configuration, root: container)
    defer { bench.close() }
    guard let raw = RawSlide(renderer: bench.renderer, outgoing: grids.0, incoming: grids.1)
    else { throw BenchmarkFailure(description: "could not create the raw slide's textures") }
    defer { raw.destroy() }
    _ = bench.frameworkFrame()
    let frames = Int((Self.duration * 60).rounded())
    let before = bench.host.drawer.statistics
    var slides = 0
    let compared = InterleavedMeasurement.measure(
      repetitions: Self.repetitionsPerRound, frames: frames,
      begin: {
        container.slide(duration: Self.duration)
        slides += 1
      },
      end: {
        // The last timed frame ends the slide; this only guards against a late completion.
        while container.isSliding { _ = bench.frameworkFrame() }
      },
      framework: { _ in bench.frameworkFrame() },
      raw: { index in
        bench.rawFrame { raw.draw(on: $0, progress: Double(index + 1) / Double(frames)) }
      })
    let after = bench.host.drawer.statistics
    return Result(
      compared: compared, slides: slides, layerRenders: after.layerRenders - before.layerRenders,
      layerReuses: after.layerReuses - before.layerReuses)
  }
}
