import Testing

@testable import Cassowary

@Suite("Exact solutions of small systems")
struct ExactSolutionTests {
  @Test("a single equality fixes a variable")
  func singleEquality() throws {
    let x = Variable("x")
    var solver = Solver()

    try solver.addConstraint(x == 42)

    #expect(solver.value(of: x) == 42)
  }

  @Test("a chain of equalities propagates offsets")
  func chainOfEqualities() throws {
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    var solver = Solver()

    try solver.addConstraint(a == 10)
    try solver.addConstraint(b == a + 5)
    try solver.addConstraint(c == b * 2 - 3)

    #expect(solver.value(of: a) == 10)
    #expect(solver.value(of: b) == 15)
    #expect(solver.value(of: c) == 27)
  }

  @Test("two equations in two unknowns are solved simultaneously")
  func simultaneousEquations() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()

    try solver.addConstraint(x + y == 10)
    try solver.addConstraint(x - y == 4)

    #expect(abs(solver.value(of: x) - 7) < 1e-9)
    #expect(abs(solver.value(of: y) - 3) < 1e-9)
  }

  @Test("a weak preference yields to a required inequality")
  func inequalityBoundsPreference() throws {
    let x = Variable("x")
    var solver = Solver()

    try solver.addConstraint(x >= 100)
    try solver.addConstraint((x == 0).withStrength(.weak))

    #expect(solver.value(of: x) == 100)
  }

  @Test("an inactive inequality leaves the preferred value alone")
  func slackInequality() throws {
    let x = Variable("x")
    var solver = Solver()

    try solver.addConstraint(x <= 100)
    try solver.addConstraint((x == 30).withStrength(.weak))

    #expect(solver.value(of: x) == 30)
  }

  @Test("equal widths share the space between fixed edges")
  func equalWidthsShareSpace() throws {
    let (left, middle, right) = (Variable("left"), Variable("middle"), Variable("right"))
    var solver = Solver()

    try solver.addConstraint(left == 0)
    try solver.addConstraint(right == 300)
    try solver.addConstraint(middle - left == right - middle)

    #expect(abs(solver.value(of: middle) - 150) < 1e-9)
  }

  @Test("a redundant equality is accepted and changes nothing")
  func redundantEquality() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var solver = Solver()
    try solver.addConstraint(x == 5)
    try solver.addConstraint(y == x + 1)

    try solver.addConstraint(y == 6)

    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 6)
  }

  @Test("reading values in bulk gives the same values as one by one")
  func bulkRead() throws {
    let (a, b, unused) = (Variable("a"), Variable("b"), Variable("unused"))
    var solver = Solver()
    try solver.addConstraint(a == 3)
    try solver.addConstraint(b == a * 2)

    let values = solver.values(of: [b, unused, a])

    #expect(values == [6, 0, 3])
  }

  @Test("a variable in no constraint reads zero")
  func unknownVariableReadsZero() {
    let solver = Solver()

    let value = solver.value(of: Variable("unused"))

    #expect(value == 0)
  }
}
