import Foundation
import UIKit

/// Benchmark 7: a UINavigationController pushes a 1,000-view screen over another, against the
/// raw loop drawing the same push from pre-rendered textures; and the same push between 10-view
/// screens, which the 1,000-view push should match if each moving screen is composited once
/// and moved.
@MainActor
struct PushBenchmark {
  let configuration: Configuration

  private static let rounds = 3
  private static let repetitionsPerRound = 3

  private struct Result {
    var compared: (framework: InterleavedMeasurement.Side, raw: InterleavedMeasurement.Side)

    func merged(with other: Result) -> Result {
      Result(
        compared: (
          compared.framework.merged(with: other.compared.framework),
          compared.raw.merged(with: other.compared.raw)
        ))
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
    let totals = large.compared.framework.totals
    return [
      BenchmarkRow(
        benchmark: "7. push, 1000-view screens", configuration: configuration,
        compared: large.compared, maximumRatio: 1.15,
        detail: "framework p90 \(BenchmarkRow.milliseconds(totals.percentile(90))), max "
          + BenchmarkRow.milliseconds(totals.percentile(100))),
      BenchmarkRow(
        benchmark: "7. push, 10-view screens", configuration: configuration,
        compared: small.compared, maximumRatio: nil, detail: ""),
      BenchmarkRow(
        benchmark: "7. push 1000 ÷ 10-view (raw = 10-view)", configuration: configuration,
        framework: BenchmarkRow.milliseconds(large.compared.framework.frameTime),
        raw: BenchmarkRow.milliseconds(small.compared.framework.frameTime),
        ratio: BenchmarkRow.ratio(growth), target: "≤ 1.10", verdict: growth <= 1.1 ? .pass : .fail,
        detail: "framework frame time with 1000-view screens ÷ with 10-view screens"),
    ]
  }

  private func measure(viewCount: Int) throws -> Result {
    let size = BenchmarkWindow.size
    let grids = (
      ColoredGrid(viewCount: viewCount, size: size),
      ColoredGrid(viewCount: viewCount, size: size, hue: 0.5)
    )
    let root = GridViewController(grid: grids.0)
    root.title = "Screen A"
    let navigation = UINavigationController(rootViewController: root)
    let bench = try BenchmarkWindow(configuration: configuration, root: navigation)
    defer { bench.close() }
    guard let raw = RawPush(renderer: bench.renderer, outgoing: grids.0, incoming: grids.1)
    else { throw BenchmarkFailure(description: "could not create the raw push's textures") }
    defer { raw.destroy() }
    _ = bench.frameworkFrame()
    let frames = Int((0.35 * 60).rounded())
    let compared = InterleavedMeasurement.measure(
      repetitions: Self.repetitionsPerRound, frames: frames,
      begin: {
        let detail = GridViewController(grid: grids.1)
        detail.title = "Screen B"
        navigation.pushViewController(detail, animated: true)
      },
      end: {
        while navigation.transitionCoordinator != nil { _ = bench.frameworkFrame() }
        navigation.popViewController(animated: false)
        for _ in 0..<2 { _ = bench.frameworkFrame() }
      },
      framework: { _ in bench.frameworkFrame() },
      raw: { index in
        bench.rawFrame { raw.draw(on: $0, progress: Double(index + 1) / Double(frames)) }
      })
    return Result(compared: compared)
  }
}
