import Testing

@testable import Cassowary

@Suite("The tableau stays linear on long dependency chains")
struct ScalingTests {
  @Test("a 1,000-deep nesting keeps every row short")
  func deepNestingRowsStayShort() throws {
    let layout = NestedViews(depth: 1000)

    let census = try layout.solver().tableau.census

    #expect(census.longestRow <= 4)
    #expect(census.nodes <= 5 * layout.constraints.count)
  }

  @Test("the innermost of 1,000 nested views sits where the insets put it")
  func deepNestingValues() throws {
    let layout = NestedViews(depth: 1000)

    let solver = try layout.solver()

    #expect(solver.value(of: layout.innermostLeft) == 2000)
    #expect(solver.value(of: layout.innermostWidth) == 6000)
  }

  @Test("resizing a 1,000-deep nesting resizes the innermost view")
  func deepNestingResize() throws {
    let layout = NestedViews(depth: 1000)
    var solver = try layout.solver()

    try solver.suggestValue(layout.width, 5000)

    #expect(solver.value(of: layout.innermostWidth) == 1000)
  }

  @Test("churning one constraint again and again keeps the tableau's size")
  func repeatedChurnIsSteady() throws {
    let layout = NestedViews(depth: 300)
    var solver = try layout.solver()
    let middle = layout.constraints[600]
    try solver.removeConstraint(middle)
    try solver.addConstraint(middle)
    let afterFirst = solver.tableau.census

    for _ in 0..<100 {
      try solver.removeConstraint(middle)
      try solver.addConstraint(middle)
    }

    #expect(solver.tableau.census == afterFirst)
  }

  @Test("churn spread over a whole chain keeps the tableau within a constant factor")
  func scatteredChurnIsBounded() throws {
    let layout = NestedViews(depth: 300)
    var solver = try layout.solver()
    let fresh = solver.tableau.census
    var largest = fresh.nodes

    for round in 0..<1000 {
      let constraint = layout.constraints[2 + (round * 37) % (layout.constraints.count - 2)]
      try solver.removeConstraint(constraint)
      try solver.addConstraint(constraint)
      largest = max(largest, solver.tableau.census.nodes)
    }
    try solver.suggestValue(layout.width, 3000)

    #expect(largest <= 4 * fresh.nodes)
    #expect(solver.value(of: layout.innermostLeft) == 600)
    #expect(solver.value(of: layout.innermostWidth) == 1800)
  }
}
