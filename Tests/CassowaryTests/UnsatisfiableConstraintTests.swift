import Testing

@testable import Cassowary

@Suite("Reporting unsatisfiable required constraints")
struct UnsatisfiableConstraintTests {
  /// Runs `body`, expecting an unsatisfiable-constraint error, and returns what it names.
  private func report(_ body: () throws(SolverError) -> Void) -> (Constraint, [Constraint])? {
    do {
      try body()
    } catch .unsatisfiableConstraint(let constraint, let conflicting) {
      return (constraint, conflicting)
    } catch {
      return nil
    }
    return nil
  }

  @Test("contradicting equalities name the offending and the conflicting constraints")
  func contradictingEqualities() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let pinX = x == 10
    let link = y == x + 5
    let unrelated = Variable("z") == 3
    var solver = Solver()
    for constraint in [pinX, link, unrelated] { try solver.addConstraint(constraint) }
    let offending = y == 20

    let failure = report { () throws(SolverError) in try solver.addConstraint(offending) }

    #expect(failure?.0 == offending)
    #expect(Set(failure?.1 ?? []) == [pinX, link])
  }

  @Test("contradicting inequalities name the bound they cross")
  func contradictingInequalities() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let lowerBound = x >= 100
    let link: Constraint = y == x
    var solver = Solver()
    try solver.addConstraint(lowerBound)
    try solver.addConstraint(link)
    try solver.addConstraint((y <= 500).withStrength(.strong))
    let offending = y <= 50

    let failure = report { () throws(SolverError) in try solver.addConstraint(offending) }

    #expect(failure?.0 == offending)
    #expect(Set(failure?.1 ?? []) == [lowerBound, link])
  }

  @Test("a failed addition leaves the solver unchanged and usable")
  func solverUnchangedAfterFailure() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(y == x * 2)
    try solver.addConstraint((x == 40).withStrength(.weak))
    let before = (solver.value(of: x), solver.value(of: y), solver.constraintCount)

    _ = report { () throws(SolverError) in try solver.addConstraint(y <= 4) }
    try solver.addConstraint(y <= 60)

    #expect(before == (40, 80, 3))
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 60)
  }

  @Test("a constant change that breaks required constraints is refused and undone")
  func constantChangeRefused() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let bound = y <= 100
    let link = y == x + 10
    var solver = Solver()
    try solver.addConstraint(bound)
    try solver.addConstraint(link)
    let pin = x == 50
    try solver.addConstraint(pin)

    let failure = report { () throws(SolverError) in try solver.setConstant(-95, of: pin) }

    #expect(failure?.0 == pin)
    #expect(failure?.0.expression.constant == -95)
    #expect(Set(failure?.1 ?? []) == [bound, link])
    #expect(solver.value(of: x) == 50)
    #expect(solver.value(of: y) == 60)
  }

  @Test("a constant change that contradicts a redundant equality names it")
  func constantChangeAgainstRedundantEquality() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let pin = x == 10
    let link = y == x + 1
    let redundant = y == 11
    var solver = Solver()
    for constraint in [pin, link, redundant] { try solver.addConstraint(constraint) }

    let failure = report { () throws(SolverError) in try solver.setConstant(-20, of: pin) }

    #expect(failure?.0 == pin)
    #expect(Set(failure?.1 ?? []) == [link, redundant])
    #expect(solver.value(of: y) == 11)
  }

  @Test("the report reads like UIKit's log")
  func reportDescription() throws {
    let x = Variable("view.width")
    var solver = Solver()
    try solver.addConstraint(x == 10)
    let offending = x == 20

    let failure = report { () throws(SolverError) in try solver.addConstraint(offending) }
    let text = SolverError.unsatisfiableConstraint(offending, conflicting: failure?.1 ?? [])
      .description

    #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("view.width == 20 | required"))
    #expect(text.contains("view.width == 10 | required"))
  }
}
