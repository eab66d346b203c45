/// Prints the rows as one aligned table, then one line per row on where its time goes; the
/// lines of missed targets come first, marked MISS.
struct ResultTable {
  let rows: [BenchmarkRow]

  private static let header = [
    "benchmark", "configuration", "framework", "raw", "ratio", "target", "pass/fail",
  ]

  func print() {
    let cells = rows.map {
      [
        $0.benchmark, $0.configuration, $0.framework, $0.raw, $0.ratio, $0.target,
        $0.verdict.rawValue,
      ]
    }
    let widths = Self.header.indices.map { column in
      ([Self.header] + cells).map { $0[column].count }.max() ?? 0
    }
    func line(_ values: [String]) -> String {
      zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ")
    }
    Swift.print(line(Self.header))
    Swift.print(line(widths.map { String(repeating: "-", count: $0) }))
    for row in cells { Swift.print(line(row)) }
    let explained = rows.filter { !$0.detail.isEmpty }
    guard !explained.isEmpty else { return }
    Swift.print("\nWhere the time goes (medians):")
    let misses = explained.filter { $0.verdict == .fail }
    for row in misses + explained.filter({ $0.verdict != .fail }) {
      let mark = row.verdict == .fail ? "MISS" : "    "
      Swift.print("\(mark) \(row.benchmark) [\(row.configuration)]: \(row.detail)")
    }
  }
}
