// Choosing which symbol a new row is solved for.

extension Tableau {
  /// How a new row can enter the tableau.
  enum SubjectChoice {
    /// The row can be solved for this symbol without losing feasibility.
    case symbol(Int32)
    /// Only dummies remain: the row is either redundant or contradicts required equalities.
    case dummiesOnly
    /// No ready subject: the artificial-variable phase decides.
    case artificial
  }

  /// Picks the subject of a new row `0 = constant + Σ` whose constant is non-negative.
  ///
  /// Any parametric variable may be the subject; the one in the fewest other rows is cheapest to
  /// substitute and adds the least fill-in (a new variable, in no other row, costs nothing).
  /// Without one, the constraint's marker or other error, if its coefficient is negative, keeps
  /// the row feasible because the row's constant is non-negative.
  func chooseSubject(in row: Int32, marker: Int32, other: Int32) -> SubjectChoice {
    var best: Int32 = -1
    var bestCount = Int32.max
    var hasNonDummy = false
    var markerCoefficient = 0.0
    var otherCoefficient = 0.0
    var node = rows[Int(row)].head
    while node >= 0 {
      let term = nodes[Int(node)]
      node = term.nextInRow
      let info = symbols[Int(term.symbol)]
      if info.kind == .external && info.columnCount < bestCount {
        best = term.symbol
        bestCount = info.columnCount
      }
      if info.kind != .dummy { hasNonDummy = true }
      if term.symbol == marker { markerCoefficient = term.coefficient }
      if term.symbol == other { otherCoefficient = term.coefficient }
    }
    if best >= 0 { return .symbol(best) }
    if symbols[Int(marker)].kind.isPivotable && markerCoefficient < 0 { return .symbol(marker) }
    if other >= 0 && otherCoefficient < 0 { return .symbol(other) }
    return hasNonDummy ? .artificial : .dummiesOnly
  }

  /// The symbol to take over a row whose artificial variable reached zero but is still basic:
  /// any pivotable symbol, else the constraint's own `marker` (a redundant equality), else -1.
  func enteringSymbol(forSatisfied row: Int32, marker: Int32) -> Int32 {
    var ownMarker: Int32 = -1
    var node = rows[Int(row)].head
    while node >= 0 {
      let symbol = nodes[Int(node)].symbol
      node = nodes[Int(node)].nextInRow
      if symbols[Int(symbol)].kind.isPivotable { return symbol }
      if symbol == marker { ownMarker = symbol }
    }
    return ownMarker
  }
}
