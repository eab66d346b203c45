// The three optimisation loops of Cassowary: primal simplex on the objective, dual simplex after
// constants moved, and the artificial-variable phase for rows with no ready subject. Ratio tests
// walk the entering symbol's column rather than every row.

extension Tableau {
  /// Minimises the objective with the primal simplex.
  ///
  /// Bland's rule (lowest entering id, lowest leaving id among tied ratios) guarantees
  /// termination on the degenerate tableaux that layouts produce all the time.
  mutating func optimize() {
    while let entering = nextEnteringSymbol() {
      guard let row = leavingRow(for: entering) else { return }
      pivot(entering: entering, row: row)
    }
  }

  /// Pops queued candidates until one still has a negative objective weight.
  mutating func nextEnteringSymbol() -> Int32? {
    while let symbol = candidates.popMinimum() {
      let info = symbols[Int(symbol)]
      symbols[Int(symbol)].isQueued = false
      if info.kind.isPivotable && info.row < 0 && info.objective < -Tableau.epsilon {
        return symbol
      }
    }
    return nil
  }

  /// The restricted row that first blocks `entering` from growing (minimum ratio test).
  func leavingRow(for entering: Int32) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestBasic = Int32.max
    var node = symbols[Int(entering)].columnHead
    while node >= 0 {
      let term = nodes[Int(node)]
      node = term.nextInColumn
      guard term.coefficient < 0 else { continue }
      let header = rows[Int(term.row)]
      guard header.basicKind.isRestricted else { continue }
      let ratio = -header.constant / term.coefficient
      if ratio < bestRatio || (ratio == bestRatio && header.basic < bestBasic) {
        best = term.row
        bestRatio = ratio
        bestBasic = header.basic
      }
    }
    return best >= 0 ? best : nil
  }

  /// Restores feasibility after constants moved while keeping the objective optimal.
  ///
  /// Returns the row that no pivot can repair, if any: its basic cannot become non-negative, so
  /// its terms are the certificate naming the required constraints in conflict.
  mutating func dualOptimize() -> Int32? {
    while let candidate = infeasibleRows.popLast() {
      let header = rows[Int(candidate.row)]
      guard header.basic == candidate.basic, !header.isBundle,
        header.constant < -Tableau.epsilon
      else { continue }
      var entering: Int32 = -1
      var bestRatio = Double.infinity
      var node = header.head
      while node >= 0 {
        let term = nodes[Int(node)]
        node = term.nextInRow
        let info = symbols[Int(term.symbol)]
        guard term.coefficient > 0 && info.kind.isPivotable else { continue }
        let ratio = info.objective / term.coefficient
        if ratio < bestRatio || (ratio == bestRatio && term.symbol < entering) {
          entering = term.symbol
          bestRatio = ratio
        }
      }
      guard entering >= 0 else {
        infeasibleRows.removeAll()
        return candidate.row
      }
      pivot(entering: entering, row: candidate.row)
    }
    return nil
  }

  /// Drives the artificial symbol basic in its row down to zero.
  ///
  /// The artificial objective is the artificial's own row while it is basic; once it leaves the
  /// basis it is zero. Returns whether the row it stands for can be satisfied.
  mutating func minimizeArtificial(_ artificial: Int32) -> Bool {
    while true {
      let row = symbols[Int(artificial)].row
      guard row >= 0 else { return true }
      var entering: Int32 = -1
      var node = rows[Int(row)].head
      while node >= 0 {
        let term = nodes[Int(node)]
        node = term.nextInRow
        if term.coefficient < -Tableau.epsilon && symbols[Int(term.symbol)].kind.isPivotable
          && (entering < 0 || term.symbol < entering)
        {
          entering = term.symbol
        }
      }
      guard entering >= 0 else { return abs(rows[Int(row)].constant) < Tableau.epsilon }
      guard let leaving = leavingRow(for: entering) else { return false }
      pivot(entering: entering, row: leaving)
    }
  }

  /// Undoes the given pivots, newest first, restoring the basis they started from.
  mutating func rollBack(_ pivots: [Pivot]) {
    for pivot in pivots.reversed() {
      self.pivot(entering: pivot.leaving, row: symbols[Int(pivot.entering)].row)
    }
    infeasibleRows.removeAll()
  }
}
