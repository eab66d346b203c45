import Testing

@testable import Cassowary

@Suite("Changing constants in place")
struct ConstantChangeTests {
  /// A row of views in a 600-wide container, with the given gaps between neighbours, a minimum
  /// width for the first view and a weak preferred width for the last.
  private struct Row {
    var solver = Solver()
    var gaps: [Constraint] = []
    var minimumWidth: Constraint
    var preferredWidth: Constraint
    var variables: [Variable]

    init(gaps gapSizes: [Double], minimumWidth minimum: Double, preferredWidth preferred: Double)
      throws
    {
      let count = gapSizes.count + 1
      let lefts = (0..<count).map { Variable("left\($0)") }
      let widths = (0..<count).map { Variable("width\($0)") }
      variables = lefts + widths
      minimumWidth = widths[0] >= minimum
      preferredWidth = (widths[count - 1] == preferred).withStrength(.weak)
      try solver.addConstraint(lefts[0] == 0)
      for (index, gap) in gapSizes.enumerated() {
        gaps.append(lefts[index + 1] == lefts[index] + widths[index] + gap)
        try solver.addConstraint(gaps[index])
      }
      for index in 1..<(count - 1) { try solver.addConstraint(widths[index] == widths[0]) }
      try solver.addConstraint(lefts[count - 1] + widths[count - 1] == 600)
      try solver.addConstraint(minimumWidth)
      try solver.addConstraint(preferredWidth)
    }

    var values: [Double] { variables.map { solver.value(of: $0) } }
  }

  private func expectSameValues(_ lhs: [Double], _ rhs: [Double]) {
    #expect(lhs.count == rhs.count)
    for (left, right) in zip(lhs, rhs) { #expect(abs(left - right) < 1e-9) }
  }

  @Test("a required equality's new constant gives the fresh solve's values")
  func requiredEquality() throws {
    var row = try Row(gaps: [8, 8, 8, 8], minimumWidth: 10, preferredWidth: 100)
    let fresh = try Row(gaps: [8, 8, 30, 8], minimumWidth: 10, preferredWidth: 100)

    try row.solver.setConstant(-30, of: row.gaps[2])

    expectSameValues(row.values, fresh.values)
  }

  @Test("a required inequality's new constant gives the fresh solve's values")
  func requiredInequality() throws {
    var row = try Row(gaps: [8, 8, 8, 8], minimumWidth: 10, preferredWidth: 100)
    let fresh = try Row(gaps: [8, 8, 8, 8], minimumWidth: 150, preferredWidth: 100)

    try row.solver.setConstant(-150, of: row.minimumWidth)

    expectSameValues(row.values, fresh.values)
  }

  @Test("a weak constraint's new constant gives the fresh solve's values")
  func weakEquality() throws {
    var row = try Row(gaps: [8, 8, 8, 8], minimumWidth: 10, preferredWidth: 100)
    let fresh = try Row(gaps: [8, 8, 8, 8], minimumWidth: 10, preferredWidth: 40)

    try row.solver.setConstant(-40, of: row.preferredWidth)

    expectSameValues(row.values, fresh.values)
  }

  @Test("changing back and forth returns to the first solution")
  func roundTrip() throws {
    var row = try Row(gaps: [8, 8, 8, 8], minimumWidth: 10, preferredWidth: 100)
    let before = row.values

    try row.solver.setConstant(-50, of: row.gaps[1])
    try row.solver.setConstant(-8, of: row.gaps[1])

    expectSameValues(row.values, before)
  }

  @Test("the change happens in place, without new symbols")
  func noNewSymbols() throws {
    var row = try Row(gaps: [8, 8, 8, 8], minimumWidth: 10, preferredWidth: 100)
    let symbolCount = row.solver.tableau.symbols.count

    try row.solver.setConstant(-12, of: row.gaps[0])

    #expect(row.solver.tableau.symbols.count == symbolCount)
    #expect(row.solver.hasConstraint(row.gaps[0]))
  }

  /// A container whose width is pinned by a required equality (a window's frame), and views
  /// tied to it: editing the pin's constant shifts every row its dummy reaches, through the
  /// bundles the many dummy terms form. The solver keeps that column between edits; a change
  /// of the tableau in between must not leave it stale.
  @Test(
    "editing a pinned width again after the tableau changed moves the rows added or removed",
    arguments: [false, true])
  func pinnedWidthAfterStructureChange(removing: Bool) throws {
    let width = Variable("width")
    let lefts = (0..<12).map { Variable("left\($0)") }
    let pin = width == 600
    var constraints = [pin]
    for (index, left) in lefts.enumerated() {
      constraints.append(left == width * 0.5 - Double(index) * 10)
    }
    var solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    try solver.setConstant(-700, of: pin)
    let added = Variable("added")
    let tie = added == width - 10
    try solver.addConstraint(tie)
    if removing { try solver.removeConstraint(constraints[3]) }
    try solver.setConstant(-800, of: pin)

    var fresh = Solver()
    for constraint in constraints + [tie] where !(removing && constraint == constraints[3]) {
      try fresh.addConstraint(constraint)
    }
    try fresh.setConstant(-800, of: pin)
    let variables = [width, added] + lefts
    expectSameValues(solver.values(of: variables), fresh.values(of: variables))
    #expect(abs(solver.value(of: added) - 790) < 1e-9)
    #expect(abs(solver.value(of: lefts[5]) - 350) < 1e-9)
  }

  @Test("changing the constant of an unknown constraint is an error")
  func unknownConstraint() throws {
    var solver = Solver()
    let stray = Variable("x") == 1

    #expect(throws: SolverError.unknownConstraint(stray)) {
      try solver.setConstant(-2, of: stray)
    }
  }
}
