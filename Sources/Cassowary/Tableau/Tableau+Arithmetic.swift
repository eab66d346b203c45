// Row arithmetic: merging rows, substituting a basic symbol out of the tableau, and pivoting.
// Merges use a scatter/gather of the target row through `SymbolInfo.mark`, so adding a row of
// length m into a row of length n costs O(m + n) and never searches.

extension Tableau {
  /// Marks every symbol of `row` with its node, so merges find existing terms in O(1).
  mutating func scatter(_ row: Int32) {
    var node = rows[Int(row)].head
    while node >= 0 {
      symbols[Int(nodes[Int(node)].symbol)].mark = node
      node = nodes[Int(node)].nextInRow
    }
  }

  /// Clears the marks left by `scatter(_:)` and returns how many dummy terms the row holds.
  mutating func gather(_ row: Int32) -> Int {
    var dummies = 0
    var node = rows[Int(row)].head
    while node >= 0 {
      let symbol = Int(nodes[Int(node)].symbol)
      symbols[symbol].mark = -1
      if symbols[symbol].kind == .dummy { dummies += 1 }
      node = nodes[Int(node)].nextInRow
    }
    return dummies
  }

  /// Adds `amount` to the coefficient of `symbol` in the scattered `row`, dropping it if it
  /// cancels.
  mutating func accumulate(_ symbol: Int32, _ amount: Double, into row: Int32) {
    let mark = symbols[Int(symbol)].mark
    if mark >= 0 {
      let coefficient = nodes[Int(mark)].coefficient + amount
      if abs(coefficient) < Tableau.epsilon {
        symbols[Int(symbol)].mark = -1
        unlink(mark)
      } else {
        nodes[Int(mark)].coefficient = coefficient
        structureVersion &+= 1
      }
    } else if abs(amount) >= Tableau.epsilon {
      symbols[Int(symbol)].mark = link(symbol, into: row, coefficient: amount)
    }
  }

  /// Adds `factor` times row `source` (constant and terms) to the scattered row `target`.
  mutating func accumulate(row source: Int32, times factor: Double, into target: Int32) {
    rows[Int(target)].constant += factor * rows[Int(source)].constant
    var node = rows[Int(source)].head
    while node >= 0 {
      let term = nodes[Int(node)]
      accumulate(term.symbol, factor * term.coefficient, into: target)
      node = term.nextInRow
    }
  }

  /// Adds `amount` to the objective weight of `symbol`, queueing it if it may now enter.
  mutating func addToObjective(_ symbol: Int32, _ amount: Double) {
    let index = Int(symbol)
    var weight = symbols[index].objective + amount
    if abs(weight) < Tableau.epsilon {
      weight = 0
      if symbols[index].kind == .dummy { releasedDummies.append(symbol) }
    }
    symbols[index].objective = weight
    if weight < 0 && symbols[index].kind.isPivotable && !symbols[index].isQueued {
      symbols[index].isQueued = true
      candidates.push(symbol)
    }
  }

  /// Adds `factor` times the terms of `row` to the objective (its constant is not tracked).
  mutating func addToObjective(row: Int32, times factor: Double) {
    var node = rows[Int(row)].head
    while node >= 0 {
      let term = nodes[Int(node)]
      addToObjective(term.symbol, factor * term.coefficient)
      node = term.nextInRow
    }
  }

  /// Re-checks a row whose terms or constant changed: a restricted basic that went negative
  /// waits for the dual simplex, and a long dummy part is folded into a bundle.
  mutating func rowDidChange(_ row: Int32, dummyTerms: Int) {
    let header = rows[Int(row)]
    if header.constant < -Tableau.epsilon && header.basicKind.isRestricted {
      infeasibleRows.append(InfeasibleRow(row: row, basic: header.basic))
    }
    if dummyTerms > Tableau.maximumDummyTerms { bundleDummies(in: row) }
  }

  /// Multiplies a row being built by -1, so that its constant becomes non-negative.
  mutating func negate(_ row: Int32) {
    structureVersion &+= 1
    rows[Int(row)].constant = -rows[Int(row)].constant
    var node = rows[Int(row)].head
    while node >= 0 {
      nodes[Int(node)].coefficient = -nodes[Int(node)].coefficient
      node = nodes[Int(node)].nextInRow
    }
  }

  /// Turns the equation `0 = row` into `subject = …`, making `subject` basic in `row`.
  mutating func solve(_ row: Int32, for subject: Int32) {
    let subjectNode = node(of: subject, in: row)
    let factor = -1 / nodes[Int(subjectNode)].coefficient
    unlink(subjectNode)
    scale(row, by: factor)
    setBasic(subject, of: row)
  }

  /// Multiplies the constant and every coefficient of a row.
  mutating func scale(_ row: Int32, by factor: Double) {
    structureVersion &+= 1
    rows[Int(row)].constant *= factor
    var node = rows[Int(row)].head
    while node >= 0 {
      nodes[Int(node)].coefficient *= factor
      node = nodes[Int(node)].nextInRow
    }
  }

  /// Replaces `symbol`, just made basic in `definition`, by that row's expression in every other
  /// row and in the objective. Only the rows in the symbol's column are visited.
  mutating func substituteOut(_ symbol: Int32, definedBy definition: Int32) {
    var node = symbols[Int(symbol)].columnHead
    while node >= 0 {
      let term = nodes[Int(node)]
      unlink(node)
      scatter(term.row)
      accumulate(row: definition, times: term.coefficient, into: term.row)
      noteConstantChange(of: term.row)
      rowDidChange(term.row, dummyTerms: gather(term.row))
      node = term.nextInColumn
    }
    let weight = symbols[Int(symbol)].objective
    if weight != 0 {
      symbols[Int(symbol)].objective = 0
      addToObjective(row: definition, times: weight)
    }
  }

  /// Exchanges `entering` (parametric, present in `row`) with the row's basic symbol.
  mutating func pivot(entering: Int32, row: Int32) {
    let leaving = rows[Int(row)].basic
    let enteringNode = node(of: entering, in: row)
    guard enteringNode >= 0 else { return }
    let coefficient = nodes[Int(enteringNode)].coefficient
    detachFromColumn(enteringNode)
    nodes[Int(enteringNode)].symbol = leaving
    attachToColumn(enteringNode)
    // leaving = c + a·entering + Σ  ⇒  entering = -c/a + leaving/a - Σ/a
    scale(row, by: -1 / coefficient)
    nodes[Int(enteringNode)].coefficient = 1 / coefficient
    structureVersion &+= 1
    symbols[Int(leaving)].row = -1
    setBasic(entering, of: row)
    journal?.append(Pivot(entering: entering, leaving: leaving))
    substituteOut(entering, definedBy: row)
  }
}
