// The backstop that keeps a long-lived solver's memory proportional to its constraints.

extension Solver {
  /// Rebuilds the tableau from the constraints once churn has left it more than twice as large,
  /// per constraint, as a fresh build.
  ///
  /// Removing a link deep in a chain and adding another one makes every row above it depend on
  /// the new constraint's dummy through a term of its own, where a fresh build would share one
  /// bundle along the chain. Churn spread over many links therefore adds terms without bound.
  /// Rebuilding after the tableau has doubled costs, amortised, O(1) per node created, like
  /// doubling an array. The rebuilt tableau has the same optimum; only variables the constraints
  /// leave free may take other values. If the rebuild fails (it cannot, short of rounding
  /// trouble), the old tableau stays.
  mutating func compactIfBloated() {
    let constraints = Double(recordSlots.count)
    let nodes = Double(tableau.liveNodeCount)
    guard freshNodesPerConstraint > 0 else {
      freshNodesPerConstraint = max(nodes / max(constraints, 1), 1)
      return
    }
    guard nodes > 2 * freshNodesPerConstraint * constraints + 1024 else { return }
    var fresh = Solver()
    for (slot, record) in records.enumerated()
    where recordSlots[record.constraint.id] == Int32(slot) {
      do {
        try fresh.addConstraint(record.constraint)
      } catch {
        freshNodesPerConstraint = nodes / constraints
        return
      }
    }
    fresh.editConstraints = editConstraints
    fresh.freshNodesPerConstraint = max(Double(fresh.tableau.liveNodeCount) / constraints, 1)
    fresh.handleGeneration = handleGeneration &+ fresh.handleGeneration &+ 1
    self = fresh
  }
}
