import Foundation
import UIKit

/// Benchmark 8: a scroll-style UIPageViewController turns from one 1,000-view page to another,
/// against the raw loop sliding two pre-rendered window-sized textures; and the same turn
/// between 10-view pages, which the 1,000-view turn should match if each moving page is
/// composited once and moved.
@MainActor
struct PageTurnBenchmark {
  let configuration: Configuration

  /// A scroll turn takes 0.3 s: 18 frames at 60 Hz.
  private static let frames = 18
  private static let rounds = 3
  private static let repetitionsPerRound = 3

  private typealias Compared = (
    framework: InterleavedMeasurement.Side, raw: InterleavedMeasurement.Side
  )

  func run() throws -> [BenchmarkRow] {
    var large: Compared?
    var small: Compared?
    for _ in 0..<Self.rounds {
      let largeRound = try measure(viewCount: 1000)
      let smallRound = try measure(viewCount: 10)
      large = large.map { merge($0, largeRound) } ?? largeRound
      small = small.map { merge($0, smallRound) } ?? smallRound
    }
    guard let large, let small else { return [] }
    let growth = large.framework.frameTime / small.framework.frameTime
    let totals = large.framework.totals
    return [
      BenchmarkRow(
        benchmark: "8. page turn, 1000-view pages", configuration: configuration,
        compared: large, maximumRatio: 1.25,
        detail: "framework p90 \(BenchmarkRow.milliseconds(totals.percentile(90))), max "
          + BenchmarkRow.milliseconds(totals.percentile(100))),
      BenchmarkRow(
        benchmark: "8. page turn, 10-view pages", configuration: configuration,
        compared: small, maximumRatio: nil, detail: ""),
      BenchmarkRow(
        benchmark: "8. page turn 1000 ÷ 10-view (raw = 10-view)", configuration: configuration,
        framework: BenchmarkRow.milliseconds(large.framework.frameTime),
        raw: BenchmarkRow.milliseconds(small.framework.frameTime),
        ratio: BenchmarkRow.ratio(growth), target: "≤ 1.10", verdict: growth <= 1.1 ? .pass : .fail,
        detail: "framework frame time with 1000-view pages ÷ with 10-view pages"),
    ]
  }

  private func merge(_ a: Compared, _ b: Compared) -> Compared {
    (a.framework.merged(with: b.framework), a.raw.merged(with: b.raw))
  }

  private func measure(viewCount: Int) throws -> Compared {
    let size = BenchmarkWindow.size
    let grids = (
      ColoredGrid(viewCount: viewCount, size: size),
      ColoredGrid(viewCount: viewCount, size: size, hue: 0.5)
    )
    let first = GridViewController(grid: grids.0)
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.setViewControllers([first], direction: .forward, animated: false)
    let bench = try BenchmarkWindow(configuration: configuration, root: pages)
    defer { bench.close() }
    guard let raw = RawSlide(renderer: bench.renderer, outgoing: grids.0, incoming: grids.1)
    else { throw BenchmarkFailure(description: "could not create the raw slide's textures") }
    defer { raw.destroy() }
    for _ in 0..<2 { _ = bench.frameworkFrame() }
    return InterleavedMeasurement.measure(
      repetitions: Self.repetitionsPerRound, frames: Self.frames,
      begin: {
        let next = GridViewController(grid: grids.1)
        pages.setViewControllers([next], direction: .forward, animated: true)
      },
      end: {
        while pages.transitionCoordinator != nil { _ = bench.frameworkFrame() }
        pages.setViewControllers([first], direction: .reverse, animated: false)
        for _ in 0..<2 { _ = bench.frameworkFrame() }
      },
      framework: { _ in bench.frameworkFrame() },
      raw: { index in
        bench.rawFrame { raw.draw(on: $0, progress: Double(index + 1) / Double(Self.frames)) }
      })
  }
}
