import Foundation

/// One line of the result table. Child processes print rows as tab-separated lines on standard
/// output (anything else they print is ignored), and the driver collects them into one table.
struct BenchmarkRow {
  enum Verdict: String {
    case pass = "PASS"
    case fail = "FAIL"
    /// Reported for context; no target.
    case info = "info"
  }

  var benchmark: String
  var configuration: String
  var framework: String
  var raw: String
  var ratio: String
  var target: String
  var verdict: Verdict
  /// Where the time goes, printed below the table.
  var detail: String

  init(
    benchmark: String, configuration: Configuration, framework: String, raw: String = "—",
    ratio: String = "—", target: String = "—", verdict: Verdict, detail: String = ""
  ) {
    self.benchmark = benchmark
    self.configuration = configuration.rawValue
    self.framework = framework
    self.raw = raw
    self.ratio = ratio
    self.target = target
    self.verdict = verdict
    self.detail = detail
  }

  /// A row of times in seconds, judged by their median against `target`; the detail ends with
  /// the slowest.
  init(
    benchmark: String, configuration: Configuration, times: Samples, target: Double,
    detail: String
  ) {
    self.init(
      benchmark: benchmark, configuration: configuration,
      framework: Self.milliseconds(times.median), target: "< \(Self.milliseconds(target))",
      verdict: times.median < target ? .pass : .fail,
      detail: "\(detail); max of \(times.sorted.count) \(Self.milliseconds(times.percentile(100)))")
  }

  /// A framework-versus-raw frame time row; `maximumRatio` nil makes it informational.
  init(
    benchmark: String, configuration: Configuration,
    compared: (framework: InterleavedMeasurement.Side, raw: InterleavedMeasurement.Side),
    maximumRatio: Double?, detail: String = ""
  ) {
    let ratio = compared.framework.frameTime / compared.raw.frameTime
    let framework = compared.framework.phases
    let raw = compared.raw.phases
    // Presenting costs both sides the same; without it the framework's own share shows.
    let withoutPresent = (framework.run + framework.draw) / raw.draw
    let phases =
      "framework \(framework.breakdown); raw \(raw.breakdown); ratio without present "
      + Self.ratio(withoutPresent)
    self.init(
      benchmark: benchmark, configuration: configuration,
      framework: Self.milliseconds(compared.framework.frameTime),
      raw: Self.milliseconds(compared.raw.frameTime), ratio: Self.ratio(ratio),
      target: maximumRatio.map { "≤ \(Self.ratio($0))" } ?? "—",
      verdict: maximumRatio.map { ratio <= $0 ? .pass : .fail } ?? .info,
      detail: detail.isEmpty ? phases : "\(phases); \(detail)")
  }

  private static let prefix = "ROW"

  var encoded: String {
    [
      Self.prefix, benchmark, configuration, framework, raw, ratio, target, verdict.rawValue,
      detail,
    ].map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t")
  }

  init?(line: Substring) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 9, fields[0] == Self.prefix, let verdict = Verdict(rawValue: fields[7])
    else { return nil }
    benchmark = fields[1]
    configuration = fields[2]
    framework = fields[3]
    raw = fields[4]
    ratio = fields[5]
    target = fields[6]
    self.verdict = verdict
    detail = fields[8]
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.2f ms", seconds * 1000)
  }

  static func ratio(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}
