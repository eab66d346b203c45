/// The layouts the benchmark builds in both solvers.
enum Shape: String, CaseIterable {
  /// N equal-width siblings in a row, each placed after the previous one, every width equal to
  /// the first view's: a dependent chain, and a `fillEqually` stack view's system.
  case row
  /// N siblings each pinned to the container on its own: no dependency between them.
  case stack
  /// N views each inset from its parent on all four edges: a chain N deep.
  case nesting
  /// 10×10 cells with equal widths per row and heights per column, pinned to the container.
  case grid
  /// N views stacked down the container, all centred on the first view's centre line, which is
  /// centred in the container.
  case centerLine
  /// N views stacked down the container, all sharing the first view's leading edge and the
  /// container's trailing edge.
  case edge
  /// N views in a row filling the container, each as wide as the first times a multiplier, all
  /// half as tall as the container.
  case proportional

  /// The sizes N the benchmark runs for this shape.
  var counts: [Int] {
    switch self {
    case .row, .centerLine, .edge, .proportional: [100, 250, 500, 1000, 2500]
    case .stack: [100, 1000, 2500]
    case .nesting: [100, 300, 1000]
    case .grid: [100]
    }
  }

  /// Whether the benchmark also builds this shape through the UIKit API (`UIKitLayout`).
  var isBuiltThroughUIKit: Bool {
    switch self {
    case .row, .stack, .centerLine, .edge, .proportional: true
    case .nesting, .grid: false
    }
  }

  /// View `index`'s width as a multiple of the first view's, in the proportional shape.
  static func multiplier(_ index: Int) -> Double { 1 + Double(index % 4) * 0.5 }
}
