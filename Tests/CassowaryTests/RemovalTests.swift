import Testing

@testable import Cassowary

@Suite("Removing constraints")
struct RemovalTests {
  @Test("removing a strong constraint restores the weaker one")
  func removalRestoresWeaker() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 10).withStrength(.weak))
    let strong = (x == 20).withStrength(.strong)
    try solver.addConstraint(strong)

    try solver.removeConstraint(strong)

    #expect(solver.value(of: x) == 10)
  }

  @Test("a removed preference no longer holds its variable in place")
  func removedPreferenceReleasesVariable() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let pin = (x == 10).withStrength(.weak)
    var solver = Solver()
    try solver.addConstraint(pin)
    try solver.addConstraint(y == x + 1)

    try solver.removeConstraint(pin)
    try solver.addConstraint((y == 5).withStrength(.medium))

    #expect(solver.value(of: y) == 5)
    #expect(solver.value(of: x) == 4)
  }

  @Test("removing a required bound restores the unbounded preference")
  func removingInequality() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 10).withStrength(.weak))
    let bound = x >= 50
    try solver.addConstraint(bound)

    try solver.removeConstraint(bound)

    #expect(solver.value(of: x) == 10)
  }

  @Test("removing a link in a chain frees only what depended on it")
  func removingChainLink() throws {
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    var solver = Solver()
    try solver.addConstraint(a == 10)
    let link = b == a + 5
    try solver.addConstraint(link)
    try solver.addConstraint(c == b + 5)
    try solver.addConstraint((b == 100).withStrength(.weak))

    try solver.removeConstraint(link)

    #expect(solver.value(of: a) == 10)
    #expect(solver.value(of: b) == 100)
    #expect(solver.value(of: c) == 105)
  }

  @Test("remove then re-add gives the same solution as before")
  func removeAndReAdd() throws {
    let views = (0..<20).map { Variable("x\($0)") }
    let width = Variable("width")
    var solver = Solver()
    try solver.addEditVariable(width, strength: .strong)
    try solver.suggestValue(width, 500)
    var links: [Constraint] = [views[0] == 0]
    for (previous, next) in zip(views, views.dropFirst()) { links.append(next == previous + 10) }
    links.append(views[19] <= width)
    for link in links { try solver.addConstraint(link) }
    let before = views.map { solver.value(of: $0) }

    try solver.removeConstraint(links[10])
    try solver.addConstraint(links[10])

    #expect(views.map { solver.value(of: $0) } == before)
  }

  @Test("removing every constraint leaves an empty tableau")
  func removeEverything() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let constraints = [x == 1, y == x + 1, (y <= 10).withStrength(.weak), x >= 0]
    var solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }

    for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }

    let live = solver.tableau.symbols.filter { $0.kind != .free }.count
    #expect(live == 0)
    #expect(solver.tableau.rows.count == solver.tableau.freeRows.count)
  }
}
