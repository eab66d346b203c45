import Cassowary

/// "What if" questions to the solver, and what tests ask of the engine.
extension LayoutEngine {
  /// Adds `constraints`, runs `body`, and takes them away again: fitting sizes and ambiguity
  /// checks ask the solver "what if". A "what if" constraint the solver refuses is simply not
  /// asked about. The `removed` constraints go back as the solver held them (with constants that
  /// `setConstant` moved since they were made), and a failure to restore one is reported as a
  /// broken constraint, not swallowed.
  func withTemporary<T>(
    _ constraints: [Constraint], removing removed: [Constraint] = [], _ body: () -> T
  ) -> T {
    pinWaitingViews()
    var restore: [Constraint] = []
    for constraint in removed where solver.hasConstraint(constraint) {
      if let held = try? solver.removeConstraint(constraint) { restore.append(held) }
    }
    var added: [Constraint] = []
    for constraint in constraints where (try? solver.addConstraint(constraint)) != nil {
      added.append(constraint)
    }
    let result = body()
    for constraint in added { _ = try? solver.removeConstraint(constraint) }
    // Removing and adding again may leave free variables elsewhere: kept frames are read again.
    solverValuesDidChange()
    for constraint in restore {
      let describe = descriptions[constraint.id] ?? { constraint.debugDescription }
      add(constraint, description: describe())
    }
    return result
  }

  /// Every solver constraint this engine holds, for tests of memory use.
  var constraintCount: Int { solver.constraintCount }

  /// Forgets everything, for test isolation.
  func reset() {
    for constraint in installedConstraints {
      constraint.installedView = nil
      constraint.installation = nil
    }
    // Views outlive the engine's records in tests; their links must not drive them any more.
    for item in items.values { item.drivenView = nil }
    solver = Solver()
    items = [:]
    widthFollowers = [:]
    itemsByHandle = []
    itemsByHandleGeneration = -1
    movedItems = []
    allItemsMayHaveMoved = true
    frameEpoch += 1
    installedConstraints = []
    descriptions = [:]
    unpinnedViews = [:]
    generation += 1
  }
}
