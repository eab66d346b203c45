import Foundation

/// Runs every benchmark of one configuration in this process, printing each row as it is
/// measured (standard output) and progress (standard error).
@MainActor
struct BenchmarkSuite {
  let configuration: Configuration
  /// Runs only the benchmarks with these names (comma-separated), for profiling.
  let only: String?

  func run() {
    let benchmarks: [(name: String, run: () throws -> [BenchmarkRow])] = [
      ("redraw", { try RedrawBenchmark(configuration: configuration).run() }),
      ("transition", { try TransitionBenchmark(configuration: configuration).run() }),
      ("idle", { try IdleBenchmark(configuration: configuration).run() }),
      ("text", { try TextBenchmark(configuration: configuration).run() }),
      ("pacing", { try PacingBenchmark(configuration: configuration).run() }),
      ("hittest", { try HitTestBenchmark(configuration: configuration).run() }),
      ("push", { try PushBenchmark(configuration: configuration).run() }),
      ("shapes", { try ShapeLayerBenchmark(configuration: configuration).run() }),
      ("page", { try PageTurnBenchmark(configuration: configuration).run() }),
      ("recording", { try RecordingBenchmark(configuration: configuration).run() }),
      ("reliability", { try ReliabilityBenchmark(configuration: configuration).run() }),
      ("blur", { try BlurBenchmark(configuration: configuration).run() }),
      ("lists", { try ListBenchmark(configuration: configuration).run() }),
      ("longtext", { try LongTextBenchmark(configuration: configuration).run() }),
      ("uitest", { try UITestRoundTripBenchmark(configuration: configuration).run() }),
    ]
    let selected = only.map { Set($0.split(separator: ",").map(String.init)) }
    for (name, body) in benchmarks where selected?.contains(name) ?? true {
      FileHandle.standardError.write(Data("   \(configuration.rawValue): \(name)\n".utf8))
      let rows: [BenchmarkRow]
      do {
        rows = try body()
      } catch {
        rows = [
          BenchmarkRow(
            benchmark: name, configuration: configuration, framework: "—", verdict: .fail,
            detail: "could not run: \(error)")
        ]
      }
      // Unbuffered, so rows already measured survive a later crash.
      for row in rows { FileHandle.standardOutput.write(Data((row.encoded + "\n").utf8)) }
    }
  }
}

/// A benchmark that could not set itself up.
struct BenchmarkFailure: Error, CustomStringConvertible {
  let description: String
}
