import Testing

@testable import Cassowary

@Suite("Misuse is reported as errors")
struct MisuseTests {
  @Test("adding a constraint twice is an error")
  func duplicateConstraint() throws {
    let constraint = Variable("x") == 1
    var solver = Solver()
    try solver.addConstraint(constraint)

    #expect(throws: SolverError.duplicateConstraint(constraint)) {
      try solver.addConstraint(constraint)
    }
  }

  @Test("removing an unknown constraint is an error")
  func unknownConstraint() {
    let constraint = Variable("x") == 1
    var solver = Solver()

    #expect(throws: SolverError.unknownConstraint(constraint)) {
      try solver.removeConstraint(constraint)
    }
  }

  @Test("editing a variable twice is an error")
  func duplicateEditVariable() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addEditVariable(x, strength: .strong)

    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: .weak)
    }
  }

  @Test("a required edit variable is an error")
  func requiredEditVariable() {
    let x = Variable("x")
    var solver = Solver()

    #expect(throws: SolverError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, strength: .required)
    }
  }

  @Test("suggesting a value for a variable that is not edited is an error")
  func suggestWithoutEdit() {
    let x = Variable("x")
    var solver = Solver()

    #expect(throws: SolverError.unknownEditVariable(x)) {
      try solver.suggestValue(x, 3)
    }
  }

  @Test("removing an edit variable that is not edited is an error")
  func removeUnknownEdit() {
    let x = Variable("x")
    var solver = Solver()

    #expect(throws: SolverError.unknownEditVariable(x)) {
      try solver.removeEditVariable(x)
    }
  }
}
