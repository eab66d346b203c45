// Edit variables, suggested values and in-place constant changes. All three move the constant
// of one constraint: the change is pushed through the constraint's marker column (the Cassowary
// paper's edit-constant path) and the dual simplex repairs feasibility, with no remove and re-add.

extension Solver {
  /// Makes `variable` editable: a non-required `variable == current value` constraint whose
  /// constant ``suggestValue(_:_:)`` moves.
  ///
  /// Starting from the current value (kiwi starts from 0) means adding the edit does not disturb
  /// the layout. Throws ``SolverError/duplicateEditVariable(_:)`` or, for a required strength,
  /// ``SolverError/requiredEditVariable(_:)``.
  public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError)
  {
    guard editConstraints[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = Constraint(
      Expression([Term(variable)], constant: -value(of: variable)), .equal, strength: strength)
    try addConstraint(constraint)
    editConstraints.insert(constraint.id, for: variable.id)
  }

  /// Stops editing `variable`; throws ``SolverError/unknownEditVariable(_:)`` if it was not.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let id = editConstraints[variable.id], let slot = recordSlots[id] else {
      throw .unknownEditVariable(variable)
    }
    editConstraints.remove(variable.id)
    try removeConstraint(records[Int(slot)].constraint)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    editConstraints[variable.id] != nil
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  ///
  /// This is the fast resize path: only the rows holding the edit's error symbol are touched.
  /// Throws ``SolverError/unknownEditVariable(_:)`` if `variable` is not an edit variable.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let id = editConstraints[variable.id], let slot = recordSlots[id] else {
      throw .unknownEditVariable(variable)
    }
    try changeConstant(of: slot, to: -value)
  }

  /// Changes the constant of an added constraint in place.
  ///
  /// `constant` replaces `constraint.expression.constant` (the constraint reads
  /// `expression relation 0`, so `a == b + 8` has constant -8). The solver keeps the constraint
  /// with its new constant, which is what conflict reports show. Throws
  /// ``SolverError/unknownConstraint(_:)``, or
  /// ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if a required constraint cannot take
  /// the new constant; the solver is then unchanged.
  public mutating func setConstant(_ constant: Double, of constraint: Constraint)
    throws(SolverError)
  {
    guard let slot = recordSlots[constraint.id] else { throw .unknownConstraint(constraint) }
    try changeConstant(of: slot, to: constant)
  }

  /// Moves the constant of the constraint in `slot` and re-solves, or undoes everything.
  mutating func changeConstant(of slot: Int32, to constant: Double) throws(SolverError) {
    let record = records[Int(slot)]
    let delta = constant - record.constraint.expression.constant
    guard delta != 0 else { return }
    tableau.makeUnique()
    // An edit moves constants only: no external symbol enters or leaves the basis (only slacks
    // and errors pivot), so the rows whose constants move name every value that changes.
    tableau.recordsValueChanges = !allValuesMayHaveChanged
    defer {
      tableau.recordsValueChanges = false
      if tableau.valueChangesOverflowed { allValuesMayHaveChanged = true }
    }
    tableau.journal = []
    var failedRow = shiftMarker(of: record, by: delta)
    if failedRow == nil { failedRow = tableau.dualOptimize() }
    let pivots = tableau.journal ?? []
    tableau.journal = nil
    if let failedRow {
      let conflicting = conflictingConstraints(inRow: failedRow, excluding: slot)
      tableau.rollBack(pivots)
      _ = shiftMarker(of: record, by: -delta)
      tableau.infeasibleRows.removeAll()
      throw .unsatisfiableConstraint(
        record.constraint.withConstant(constant), conflicting: conflicting)
    }
    records[Int(slot)].constraint = record.constraint.withConstant(constant)
    tableau.collectGarbage()
  }

  /// Applies a constant change of `delta` to the tableau's constants.
  ///
  /// The constraint's row is `expression + a·marker + … = 0`; raising its constant by δ is the
  /// same as replacing the marker by `marker + δ/a`. Each row holding the marker with coefficient
  /// b therefore gains b·δ/a, and a basic marker's own row loses δ/a. Rows whose restricted basic
  /// went negative are queued for the dual simplex. Returns a basic dummy's row that is no longer
  /// zero: a redundant required equality that the change has made contradictory.
  private mutating func shiftMarker(of record: ConstraintRecord, by delta: Double) -> Int32? {
    let shift = delta / record.markerCoefficient
    let marker = record.marker
    var contradicted: Int32?
    func move(_ row: Int32, by amount: Double, in tableau: inout Tableau) {
      tableau.rows[Int(row)].constant += amount
      tableau.noteConstantChange(of: row)
      let header = tableau.rows[Int(row)]
      if header.basicKind == .dummy && abs(header.constant) > Tableau.epsilon {
        contradicted = row
      } else if header.basicKind.isRestricted && header.constant < -Tableau.epsilon {
        tableau.infeasibleRows.append(Tableau.InfeasibleRow(row: row, basic: header.basic))
      }
    }
    if tableau.isBasic(marker) {
      move(tableau.symbols[Int(marker)].row, by: -shift, in: &tableau)
    } else if tableau.symbols[Int(marker)].kind == .dummy {
      let column = tableau.keptEffectiveColumn(of: marker)
      for (row, coefficient) in zip(column.rows, column.coefficients) {
        move(row, by: coefficient * shift, in: &tableau)
      }
    } else {
      var node = tableau.symbols[Int(marker)].columnHead
      while node >= 0 {
        let term = tableau.nodes[Int(node)]
        node = term.nextInColumn
        move(term.row, by: term.coefficient * shift, in: &tableau)
      }
    }
    return contradicted
  }
}
