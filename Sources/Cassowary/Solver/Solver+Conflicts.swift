// Explaining an unsatisfiable required constraint the way UIKit does: by naming the existing
// required constraints it conflicts with.

extension Solver {
  /// The required constraints whose markers make up the certificate row of a failure.
  ///
  /// When a row cannot be satisfied (the artificial phase stops above zero, only dummies remain
  /// with a non-zero constant, or the dual simplex finds no entering symbol), its terms say which
  /// constraints it was combined from: each slack names a required inequality and each dummy,
  /// once bundles are expanded, a required equality. Error terms belong to non-required
  /// constraints, which can always give way, so they are left out, as is the failing constraint.
  mutating func conflictingConstraints(inRow row: Int32, excluding excluded: Int32) -> [Constraint]
  {
    var owners = tableau.dummyOwners(inRow: row)
    // The basic belongs to the certificate too: a required inequality's slack that cannot stay
    // non-negative, or a redundant required equality's dummy that can no longer be zero.
    let basic = tableau.rows[Int(row)].basic
    if basic >= 0 && [.slack, .dummy].contains(tableau.symbols[Int(basic)].kind) {
      owners.append(tableau.symbols[Int(basic)].owner)
    }
    var node = tableau.rows[Int(row)].head
    while node >= 0 {
      let symbol = tableau.nodes[Int(node)].symbol
      node = tableau.nodes[Int(node)].nextInRow
      if tableau.symbols[Int(symbol)].kind == .slack {
        owners.append(tableau.symbols[Int(symbol)].owner)
      }
    }
    let constraints = Set(owners.filter { $0 >= 0 && $0 != excluded })
      .map { records[Int($0)].constraint }
      .filter { $0.strength.isRequired }
    return constraints.sorted { $0.id < $1.id }
  }
}
