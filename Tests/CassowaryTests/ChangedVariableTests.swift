import SeededRandomness
import Testing

@testable import Cassowary

@Suite("Naming the values that moved, by handle")
struct ChangedVariableTests {
  @Test("after an edit, every variable whose value moved is named")
  func editsNameEveryMovedVariable() throws {
    var generator = SeededGenerator(seed: 0xC0FFEE)
    var edits = 0

    for _ in 0..<200 {
      var history = try RandomHistory(using: &generator)
      _ = history.solver.takeChangedHandles()
      for _ in 0..<25 {
        let before = history.variables.map { history.solver.value(of: $0) }
        try history.step(using: &generator)
        guard let handles = history.solver.takeChangedHandles() else { continue }
        edits += 1
        for (variable, value) in zip(history.variables, before)
        where history.solver.value(of: variable) != value {
          let handle = history.solver.handle(of: variable)
          #expect(handle.map(handles.contains) == true, "\(variable) moved from \(value) unnamed")
        }
      }
    }

    #expect(edits >= 1000)
  }

  @Test("an edit names the variables that depend on it, not the others")
  func editsNameOnlyDependentVariables() throws {
    var solver = Solver()
    let container = Variable("container.width")
    let pinned = (0..<3).map { Variable("left\($0)") }
    let following = Variable("trailing")
    let width = container == 100
    try solver.addConstraint(width)
    for (index, left) in pinned.enumerated() { try solver.addConstraint(left == Double(index) * 8) }
    try solver.addConstraint(following == container - 10)
    _ = solver.takeChangedHandles()

    try solver.setConstant(-300, of: width)
    let handles = solver.takeChangedHandles()

    let expected = [container, following].compactMap { solver.handle(of: $0) }
    #expect(handles.map(Set.init) == Set(expected))
    #expect(expected.count == 2)
    #expect(solver.value(of: following) == 290)
  }

  @Test("past the caller's limit an edit names no list, and stops noting")
  func editsPastTheLimitNameNoList() throws {
    var solver = Solver()
    let container = Variable("container.width")
    let followers = (0..<3).map { Variable("follower\($0)") }
    let width = container == 100
    try solver.addConstraint(width)
    for (index, follower) in followers.enumerated() {
      try solver.addConstraint(follower == container - Double(index))
    }
    _ = solver.takeChangedHandles()
    let moved = Set(([container] + followers).compactMap { solver.handle(of: $0) })

    solver.changedHandleLimit = 4
    try solver.setConstant(-200, of: width)
    let atTheLimit = solver.takeChangedHandles()
    solver.changedHandleLimit = 3
    try solver.setConstant(-300, of: width)
    let pastTheLimit = solver.takeChangedHandles()
    let afterTaking = solver.takeChangedHandles()

    #expect(moved.count == 4)
    #expect(atTheLimit.map(Set.init) == moved)
    #expect(pastTheLimit == nil)
    #expect(afterTaking == [])
    #expect(solver.value(of: followers[2]) == 298)
  }

  @Test("adding or removing a constraint says any value may have moved")
  func structuralChangesNameNoList() throws {
    var solver = Solver()
    let x = Variable("x")
    let constraint = x == 4
    _ = solver.takeChangedHandles()

    try solver.addConstraint(constraint)
    let afterAdding = solver.takeChangedHandles()
    try solver.removeConstraint(constraint)
    let afterRemoving = solver.takeChangedHandles()
    let afterNothing = solver.takeChangedHandles()

    #expect(afterAdding == nil)
    #expect(afterRemoving == nil)
    #expect(afterNothing == [])
  }

  @Test("handles read the values their variables have, and change generation on first use")
  func handlesReadValues() throws {
    var solver = Solver()
    let x = Variable("x")
    let unused = Variable("unused")
    let generation = solver.handleGeneration

    try solver.addConstraint(x == 7)
    let handle = try #require(solver.handle(of: x))
    var handles: [Int32] = []
    solver.handles(of: [x, unused], into: &handles)
    let values = solver.values(at: (handle, -1, handle, -1))

    #expect(solver.handleGeneration != generation)
    #expect(handles == [handle, -1])
    #expect(values == (7, 0, 7, 0))
  }
}
