import Foundation
import UIKit

/// Benchmark 1: a static scene of 100 and of 1,000 coloured views, every frame forced to
/// redraw, against the raw loop filling the same rectangles.
@MainActor
struct RedrawBenchmark {
  let configuration: Configuration

  private static let framesPerRepetition = 120
  private static let repetitions = 7

  func run() throws -> [BenchmarkRow] {
    try [100, 1000].map { try measure(viewCount: $0) }
  }

  private func measure(viewCount: Int) throws -> BenchmarkRow {
    let grid = ColoredGrid(viewCount: viewCount, size: BenchmarkWindow.size)
    let bench = try BenchmarkWindow(
      configuration: configuration, root: GridViewController(grid: grid))
    defer { bench.close() }
    let raw = RawScene(fills: grid.fills)
    _ = bench.frameworkFrame()
    let frameworkFills = bench.window.currentDisplayList.flattened.count {
      if case .fill = $0 { true } else { false }
    }
    let compared = InterleavedMeasurement.measure(
      repetitions: Self.repetitions, frames: Self.framesPerRepetition,
      framework: { _ in bench.frameworkFrame() }, raw: { _ in bench.rawFrame(raw.draw(on:)) })
    return BenchmarkRow(
      benchmark: "1. static redraw, \(viewCount) views", configuration: configuration,
      compared: compared, maximumRatio: 1.25,
      detail: "\(frameworkFills) framework fills, \(raw.fills.count) raw")
  }
}
