/// Reusable scratch buffers for walks over the graph of dummy bundles.
///
/// `members[i]` is a visited dummy (its `SymbolInfo.mark` holds `i` during a walk), `values[i]`
/// the coefficient being accumulated for it and `pending[i]` how many of its in-walk neighbours
/// still have to pass their value on. Tableau rows reached by a walk are listed in `rows` with
/// their accumulated `rowCoefficients`. Keeping the buffers means a walk allocates nothing once
/// they have grown.
struct DummyGraph {
  var members: [Int32] = []
  var values: [Double] = []
  var pending: [Int32] = []
  var order: [Int32] = []
  var rows: [Int32] = []
  var rowCoefficients: [Double] = []

  mutating func reset() {
    members.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    pending.removeAll(keepingCapacity: true)
    order.removeAll(keepingCapacity: true)
    rows.removeAll(keepingCapacity: true)
    rowCoefficients.removeAll(keepingCapacity: true)
  }
}
