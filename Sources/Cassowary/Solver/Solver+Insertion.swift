// Adding a constraint: build its row over the current parametric symbols, pick a subject, and
// fall back to the artificial-variable phase when no subject keeps the tableau feasible.

extension Solver {
  /// Adds a constraint and re-optimises.
  ///
  /// Throws ``SolverError/duplicateConstraint(_:)`` if it is already present and
  /// ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and cannot hold;
  /// in both cases the solver is unchanged.
  public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
    guard recordSlots[constraint.id] == nil else {
      throw .duplicateConstraint(constraint)
    }
    tableau.makeUnique()
    let slot = makeRecord(ConstraintRecord(constraint: constraint, marker: -1, other: -1))
    let row = buildRow(for: constraint, slot: slot)
    let (marker, other) = (records[Int(slot)].marker, records[Int(slot)].other)
    if tableau.rows[Int(row)].constant < 0 { tableau.negate(row) }
    switch tableau.chooseSubject(in: row, marker: marker, other: other) {
    case .symbol(let subject):
      install(row, subject: subject, marker: marker)
    case .dummiesOnly:
      guard abs(tableau.rows[Int(row)].constant) < Tableau.epsilon else {
        let conflicting = conflictingConstraints(inRow: row, excluding: slot)
        abandon(row: row, slot: slot)
        throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
      }
      // A redundant required equality: its dummy becomes basic and records the redundancy.
      tableau.solve(row, for: marker)
    case .artificial:
      try addWithArtificialVariable(row, slot: slot)
    }
    tableau.optimize()
    tableau.collectGarbage()
  }

  /// Creates the markers of `constraint`, stored in `slot`, and its row
  /// `expression + markers = 0`, with every basic variable already substituted by its row.
  mutating func buildRow(for constraint: Constraint, slot: Int32) -> Int32 {
    let row = tableau.makeRow(basic: -1, constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      let symbol = retainSymbol(for: term.variable)
      if tableau.isBasic(symbol) {
        let definition = tableau.symbols[Int(symbol)].row
        tableau.accumulate(row: definition, times: term.coefficient, into: row)
      } else {
        tableau.accumulate(symbol, term.coefficient, into: row)
      }
    }
    let weight = constraint.strength.weight
    let coefficient = records[Int(slot)].markerCoefficient
    var marker: Int32
    var other: Int32 = -1
    if constraint.relation == .equal && constraint.strength.isRequired {
      marker = tableau.makeSymbol(.dummy, owner: slot)
    } else if constraint.relation == .equal {
      marker = tableau.makeSymbol(.error, owner: slot)
      other = tableau.makeSymbol(.error, owner: slot)
      tableau.accumulate(other, -coefficient, into: row)
      tableau.addToObjective(marker, weight)
      tableau.addToObjective(other, weight)
    } else {
      marker = tableau.makeSymbol(.slack, owner: slot)
      if !constraint.strength.isRequired {
        other = tableau.makeSymbol(.error, owner: slot)
        tableau.accumulate(other, -coefficient, into: row)
        tableau.addToObjective(other, weight)
      }
    }
    tableau.accumulate(marker, coefficient, into: row)
    _ = tableau.gather(row)
    records[Int(slot)].marker = marker
    records[Int(slot)].other = other
    return row
  }

  /// Makes `subject` basic in the new row and substitutes it everywhere else.
  mutating func install(_ row: Int32, subject: Int32, marker: Int32) {
    tableau.solve(row, for: subject)
    if tableau.symbols[Int(marker)].kind == .dummy {
      tableau.foldDummies(in: row, into: marker)
    } else if tableau.dummyTermCount(in: row) > 1 {
      tableau.bundleDummies(in: row)
    }
    tableau.substituteOut(subject, definedBy: row)
  }

  /// Adds a row that has no ready subject by minimising an artificial variable standing for it.
  ///
  /// If the minimum is not zero the row cannot hold: its final terms name the conflicting
  /// constraints, the pivots are undone in reverse and the row is dropped.
  mutating func addWithArtificialVariable(_ row: Int32, slot: Int32) throws(SolverError) {
    let artificial = tableau.makeSymbol(.artificial)
    tableau.setBasic(artificial, of: row)
    tableau.journal = []
    let satisfiable = tableau.minimizeArtificial(artificial)
    let pivots = tableau.journal ?? []
    tableau.journal = nil
    guard satisfiable else {
      let constraint = records[Int(slot)].constraint
      let conflicting = conflictingConstraints(
        inRow: tableau.symbols[Int(artificial)].row, excluding: slot)
      tableau.rollBack(pivots)
      tableau.purge(artificial)
      abandon(row: -1, slot: slot)
      throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
    }
    let remaining = tableau.symbols[Int(artificial)].row
    if remaining >= 0 {
      // Satisfied at zero but still basic: hand the row to any symbol that can take it.
      let entering = tableau.enteringSymbol(
        forSatisfied: remaining, marker: records[Int(slot)].marker)
      if entering >= 0 {
        tableau.pivot(entering: entering, row: remaining)
      } else {
        tableau.freeRow(remaining)
      }
    }
    tableau.purge(artificial)
  }

  /// Undoes a failed addition: drops its row (if still there), its markers and its record.
  mutating func abandon(row: Int32, slot: Int32) {
    if row >= 0 { tableau.freeRow(row) }
    tableau.purge(records[Int(slot)].marker)
    if records[Int(slot)].other >= 0 { tableau.purge(records[Int(slot)].other) }
    discardRecord(slot)
  }
}
