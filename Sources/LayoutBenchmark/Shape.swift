/// The four layouts the benchmark builds in both solvers.
enum Shape: String, CaseIterable {
  /// N equal-width siblings in a row, each placed after the previous one: a dependent chain.
  case row
  /// N siblings each pinned to the container on its own: no dependency between them.
  case stack
  /// N views each inset from its parent on all four edges: a chain N deep.
  case nesting
  /// 10×10 cells with equal widths per row and heights per column, pinned to the container.
  case grid

  /// The sizes N the benchmark runs for this shape.
  var counts: [Int] {
    switch self {
    case .row, .stack: [100, 1000, 2500]
    case .nesting: [100, 300, 1000]
    case .grid: [100]
    }
  }
}
