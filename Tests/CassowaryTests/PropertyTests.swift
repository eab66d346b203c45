import SeededRandomness
import Testing

@testable import Cassowary

@Suite("Random systems against an independent reference")
struct PropertyTests {
  /// Solves `rows` from scratch and returns the values of `variables`.
  private func freshSolution(_ rows: [LinearRow], over variables: [Variable]) throws -> [Double] {
    var solver = Solver()
    for row in rows { try solver.addConstraint(row.constraint(over: variables)) }
    return variables.map { solver.value(of: $0) }
  }

  private func distance(_ lhs: [Double], _ rhs: [Double]) -> Double {
    zip(lhs, rhs).map { abs($0 - $1) }.max() ?? 0
  }

  /// Checks `actual` against the reference: feasible, optimal, and the very point when the
  /// optimum is unique. Returns whether the point itself could be compared.
  private func expectOptimal(
    _ actual: [Double], for rows: [LinearRow], _ optimum: VertexEnumeration.Optimum,
    _ label: String
  ) -> Bool {
    let objective = VertexEnumeration.objective(of: rows, at: actual)
    let required = rows.filter { $0.weight == nil }.map { $0.violation(at: actual) }.max() ?? 0
    #expect(required < 1e-6, "\(label): required rows violated by \(required)")
    #expect(
      abs(objective - optimum.objective) <= 1e-6 * max(1, optimum.objective),
      "\(label): objective \(objective) vs \(optimum.objective)")
    guard optimum.isUnique else { return false }
    #expect(distance(actual, optimum.point) < 1e-6, "\(label): \(actual) vs \(optimum.point)")
    return true
  }

  @Test("random feasible systems reach the reference optimum")
  func matchesReference() throws {
    var generator = SeededGenerator(seed: 0xC0FFEE)
    var (optimal, exact) = (0, 0)

    for index in 0..<600 {
      let system = RandomSystem(using: &generator)
      let variables = (0..<system.dimension).map { Variable("x\($0)") }
      let actual = try freshSolution(system.rows, over: variables)
      guard
        let optimum = VertexEnumeration.optimum(of: system.rows, dimension: system.dimension)
      else { continue }
      optimal += 1
      if expectOptimal(actual, for: system.rows, optimum, "system \(index)") { exact += 1 }
    }

    #expect(optimal >= 550)
    #expect(exact >= 400)
  }

  @Test("random edits, removals, re-additions and constant changes stay optimal")
  func interleavingsStayOptimal() throws {
    var generator = SeededGenerator(seed: 0xBEEF)
    var (optimal, exact) = (0, 0)

    for index in 0..<300 {
      var history = try RandomHistory(using: &generator)
      for _ in 0..<25 { try history.step(using: &generator) }
      let rows = history.activeRows
      let actual = history.variables.map { history.solver.value(of: $0) }
      let fresh = try freshSolution(rows, over: history.variables)
      guard
        let optimum = VertexEnumeration.optimum(of: rows, dimension: history.system.dimension)
      else { continue }
      optimal += 1
      if expectOptimal(actual, for: rows, optimum, "history \(index)") {
        exact += 1
        #expect(distance(actual, fresh) < 1e-6, "history \(index): \(actual) vs fresh \(fresh)")
      }
    }

    #expect(optimal >= 250)
    #expect(exact >= 150)
  }
}
