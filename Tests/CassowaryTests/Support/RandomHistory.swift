import SeededRandomness
import Testing

@testable import Cassowary

/// A solver driven through random operations next to a plain model of what it should contain.
///
/// The model is the list of rows with their current constants, which rows are active and the
/// edit variable's suggestion. Operations the solver refuses (a required row that no longer
/// fits) must leave it unchanged, so the model only follows the accepted ones.
struct RandomHistory {
  var system: RandomSystem
  var variables: [Variable]
  var solver = Solver()
  var rows: [LinearRow]
  var constraints: [Constraint]
  var active: [Bool]
  let edited: Int
  let editWeight: Double
  var suggestion: Double

  init(using generator: inout SeededGenerator) throws {
    system = RandomSystem(using: &generator)
    variables = (0..<system.dimension).map { Variable("x\($0)") }
    rows = system.rows
    constraints = rows.map { [variables] in $0.constraint(over: variables) }
    active = Array(repeating: true, count: rows.count)
    edited = Int.random(in: 0..<system.dimension, using: &generator)
    editWeight = RandomSystem.softWeight(using: &generator)
    suggestion = Double(Int.random(in: -30...30, using: &generator))
    try solver.addEditVariable(variables[edited], strength: Strength(weight: editWeight))
    try solver.suggestValue(variables[edited], suggestion)
    for index in rows.indices.shuffled(using: &generator) {
      try solver.addConstraint(constraints[index])
    }
  }

  /// The active rows plus the edit variable's pull, as the reference sees them.
  var activeRows: [LinearRow] {
    var coefficients = Array(repeating: 0.0, count: system.dimension)
    coefficients[edited] = 1
    let edit = LinearRow(
      coefficients: coefficients, constant: -suggestion, relation: .equal, weight: editWeight)
    return rows.indices.filter { active[$0] }.map { rows[$0] } + [edit]
  }

  mutating func step(using generator: inout SeededGenerator) throws {
    let index = Int.random(in: rows.indices, using: &generator)
    switch Int.random(in: 0..<5, using: &generator) {
    case 0 where active[index]:
      try solver.removeConstraint(constraints[index])
      active[index] = false
    case 1 where !active[index]:
      constraints[index] = rows[index].constraint(over: variables)
      if Self.accepted({ () throws(SolverError) in try solver.addConstraint(constraints[index]) }) {
        active[index] = true
      }
    case 2:
      suggestion = Double(Int.random(in: -30...30, using: &generator))
      try solver.suggestValue(variables[edited], suggestion)
    case 3 where active[index]:
      let constant = rows[index].constant + Double(Int.random(in: -5...5, using: &generator))
      if Self.accepted({ () throws(SolverError) in
        try solver.setConstant(constant, of: constraints[index])
      }) {
        rows[index].constant = constant
      }
    case 4:
      let row =
        Bool.random(using: &generator)
        ? system.requiredRow(using: &generator) : system.softRow(using: &generator)
      let constraint = row.constraint(over: variables)
      if Self.accepted({ () throws(SolverError) in try solver.addConstraint(constraint) }) {
        rows.append(row)
        constraints.append(constraint)
        active.append(true)
      }
    default:
      break
    }
  }

  /// Runs an operation the solver may refuse as unsatisfiable; other errors are bugs.
  private static func accepted(_ operation: () throws(SolverError) -> Void) -> Bool {
    do {
      try operation()
      return true
    } catch .unsatisfiableConstraint {
      return false
    } catch {
      Issue.record("unexpected \(error)")
      return false
    }
  }
}
