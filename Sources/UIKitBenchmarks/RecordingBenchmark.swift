import Foundation
import SDLHost

/// Benchmark 9: benchmark 5's real host loop (a container sliding between two 1,000-view
/// children for 10 s in a real window), once while the host records the window (F5's
/// recording: frames read back and piped to ffmpeg, which encodes on the other core) and once
/// without. The raw column is the run without recording.
@MainActor
struct RecordingBenchmark {
  let configuration: Configuration

  func run() throws -> [BenchmarkRow] {
    guard configuration == .xvfb else { return [] }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("uikit-recording-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pacing = PacingBenchmark(configuration: configuration)
    let plain = try pacing.runHost()
    let recorded = try pacing.runHost(recordingTo: folder.path)
    let video = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.first { $0.lastPathComponent == "recording.mp4" }
    func row(
      _ name: String, target: String = "—", _ value: (PacingBenchmark.Presents) -> String
    ) -> BenchmarkRow {
      BenchmarkRow(
        benchmark: "10. pacing while recording: \(name)", configuration: configuration,
        framework: value(recorded.0), raw: value(plain.0), target: target, verdict: .info)
    }
    var rows = [
      row("presents per second", target: "60 ± 2") { String(format: "%.0f", $0.perSecond) },
      row("p50 present interval") { BenchmarkRow.milliseconds($0.intervals.percentile(50)) },
      row("p99 present interval", target: "≤ 18.00 ms") {
        BenchmarkRow.milliseconds($0.intervals.percentile(99))
      },
      row("intervals over 20 ms") { "\($0.intervals.count(above: 0.020))" },
      row("intervals over 33 ms", target: "0") { "\($0.intervals.count(above: 0.033))" },
    ]
    rows[0].verdict = abs(recorded.0.perSecond - 60) <= 2 ? .pass : .fail
    rows[2].verdict = recorded.0.intervals.percentile(99) <= 0.018 ? .pass : .fail
    rows[4].verdict = recorded.0.intervals.count(above: 0.033) == 0 ? .pass : .fail
    rows[0].detail =
      "frame work p50 \(BenchmarkRow.milliseconds(recorded.work.median)) recording, "
      + "\(BenchmarkRow.milliseconds(plain.work.median)) not; "
      + (video == nil ? "no video written (is ffmpeg installed?)" : "video written")
    return rows
  }
}
