import Testing

@testable import Cassowary

@Suite("Edit variables and suggested values")
struct EditVariableTests {
  /// A container of editable width holding two equal-width views 10 apart, 8 from each edge.
  private func twoColumnLayout() throws -> (
    Solver, width: Variable, left: Variable, right: Variable
  ) {
    let width = Variable("container.width")
    let (leftX, leftWidth) = (Variable("left.x"), Variable("left.width"))
    let (rightX, rightWidth) = (Variable("right.x"), Variable("right.width"))
    var solver = Solver()
    try solver.addEditVariable(width, strength: .strong)
    try solver.addConstraint(leftX == 8)
    try solver.addConstraint(rightX == leftX + leftWidth + 10)
    try solver.addConstraint(rightWidth == leftWidth)
    try solver.addConstraint(rightX + rightWidth + 8 == width)
    return (solver, width, leftWidth, rightX)
  }

  @Test("suggested sizes re-solve the layout each time")
  func suggestSeveralValues() throws {
    var (solver, width, leftWidth, rightX) = try twoColumnLayout()
    var results: [(Double, Double)] = []

    for size in [320.0, 1024, 100, 320] {
      try solver.suggestValue(width, size)
      results.append((solver.value(of: leftWidth), solver.value(of: rightX)))
    }

    let expected = [(147.0, 165.0), (499, 517), (37, 55), (147, 165)]
    for (result, wanted) in zip(results, expected) {
      #expect(abs(result.0 - wanted.0) < 1e-9)
      #expect(abs(result.1 - wanted.1) < 1e-9)
    }
  }

  @Test("withValues reads the current solution, as value(of:) does, after each suggestion")
  func readingSeveralValues() throws {
    var (solver, width, leftWidth, rightX) = try twoColumnLayout()
    var read: [[Double]] = []
    var expected: [[Double]] = []

    for size in [320.0, 1024] {
      try solver.suggestValue(width, size)
      read.append(solver.withValues { value in [value(leftWidth), value(rightX), value(width)] })
      expected.append([solver.value(of: leftWidth), solver.value(of: rightX), size])
    }

    #expect(read == expected)
    #expect(read[0] == [147, 165, 320])
  }

  @Test("a suggestion gives way to a required constraint")
  func suggestionYieldsToRequired() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x <= 50)
    try solver.addEditVariable(x, strength: .strong)

    try solver.suggestValue(x, 80)

    #expect(solver.value(of: x) == 50)
  }

  @Test("the strongest of two edits wins")
  func strongerEditWins() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.addConstraint(x == y)
    try solver.addEditVariable(x, strength: .medium)
    try solver.addEditVariable(y, strength: .strong)

    try solver.suggestValue(x, 10)
    try solver.suggestValue(y, 20)

    #expect(solver.value(of: x) == 20)
  }

  @Test("removing an edit variable releases its suggestion")
  func removeEditVariable() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 5).withStrength(.weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 30)

    try solver.removeEditVariable(x)

    #expect(solver.value(of: x) == 5)
    #expect(!solver.hasEditVariable(x))
  }

  @Test("adding an edit variable keeps the current value")
  func editStartsAtCurrentValue() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 42).withStrength(.weak))

    try solver.addEditVariable(x, strength: .strong)

    #expect(solver.value(of: x) == 42)
  }
}
