// Removing a constraint: take its errors out of the objective, pivot its marker into the basis
// through the row that keeps the tableau feasible, drop that row, and re-optimise.

extension Solver {
  /// Removes a constraint and re-optimises, restoring the solution of the remaining constraints.
  ///
  /// Returns the constraint as the solver held it: the same identity, with the constant that
  /// `setConstant(_:of:)` last gave it. Adding that value back restores exactly what was
  /// removed, where the caller's own copy may carry a stale constant.
  ///
  /// Throws ``SolverError/unknownConstraint(_:)`` if the constraint is not present.
  @discardableResult
  public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError)
    -> Constraint
  {
    guard let slot = recordSlots[constraint.id] else {
      throw .unknownConstraint(constraint)
    }
    tableau.makeUnique()
    let record = records[Int(slot)]
    if tableau.symbols[Int(record.marker)].kind == .error {
      withdrawFromObjective(record.marker, weight: record.constraint.strength.weight)
    }
    if record.other >= 0 {
      withdrawFromObjective(record.other, weight: record.constraint.strength.weight)
    }
    if tableau.symbols[Int(record.marker)].kind == .dummy {
      removeDummy(record.marker)
      tableau.symbols[Int(record.marker)].owner = -1
      tableau.releasedDummies.append(record.marker)
    } else {
      removePivotableMarker(record.marker)
      tableau.purge(record.marker)
    }
    // The other error only ever appeared alongside the marker, so it has cancelled out.
    if record.other >= 0 { tableau.purge(record.other) }
    discardRecord(slot)
    tableau.optimize()
    tableau.collectGarbage()
    compactIfBloated()
    return record.constraint
  }

  /// Takes an error symbol's weight back out of the objective, through its row if it is basic.
  private mutating func withdrawFromObjective(_ error: Int32, weight: Double) {
    if tableau.isBasic(error) {
      tableau.addToObjective(row: tableau.symbols[Int(error)].row, times: -weight)
    } else {
      tableau.addToObjective(error, -weight)
    }
  }

  /// Pivots a slack or error marker into the basis and drops its row.
  private mutating func removePivotableMarker(_ marker: Int32) {
    if !tableau.isBasic(marker) {
      guard let leaving = tableau.markerLeavingRow(marker) else { return }
      tableau.pivot(entering: marker, row: leaving)
    }
    tableau.freeRow(tableau.symbols[Int(marker)].row)
  }

  /// Removes a required equality whose marker is a dummy, possibly hidden in bundles.
  ///
  /// Pivoting the marker into the chosen row `b = c + Σ` and dropping that row subtracts from
  /// every other row r its share c_r / c_L of the equation `0 = c + Σ − b`, where c_r and c_L are
  /// the marker's effective coefficients. The marker's dummy enters each row only through its own
  /// expansion, so that subtraction removes exactly the row's content of the dummy: deleting the
  /// dummy from the bundle graph does that part at once, for all rows and bundles, and the
  /// chosen row's remaining terms do the rest. No bundle is left referring to a removed
  /// constraint, so churn does not accumulate dead dummies.
  private mutating func removeDummy(_ marker: Int32) {
    if tableau.isBasic(marker) {
      tableau.freeRow(tableau.symbols[Int(marker)].row)
      return
    }
    let objectiveCoefficient = tableau.effectiveColumn(of: marker)
    let column = zip(tableau.graph.rows, tableau.graph.rowCoefficients).map {
      (row: $0.0, coefficient: $0.1)
    }
    let preferred = tableau.directUnrestrictedRow(of: marker)
    let leaving = tableau.tightestRow(column, preferring: preferred)
    tableau.deleteFromBundles(marker)
    guard let leaving else { return }
    let leavingCoefficient = column.first { $0.row == leaving }?.coefficient ?? 1
    let basic = tableau.rows[Int(leaving)].basic
    for (row, coefficient) in column where row != leaving && abs(coefficient) > Tableau.epsilon {
      let factor = -coefficient / leavingCoefficient
      tableau.scatter(row)
      tableau.accumulate(row: leaving, times: factor, into: row)
      tableau.accumulate(basic, -factor, into: row)
      tableau.rowDidChange(row, dummyTerms: tableau.gather(row))
    }
    if objectiveCoefficient != 0 {
      let factor = -objectiveCoefficient / leavingCoefficient
      tableau.addToObjective(row: leaving, times: factor)
      tableau.addToObjective(basic, -factor)
    }
    tableau.freeRow(leaving)
  }
}
