/// Everything the tableau keeps per symbol, in one contiguous array indexed by symbol id.
///
/// Keeping the objective coefficient and the scatter mark here means a substitution touches one
/// cache line per symbol. 32 bytes per symbol.
@usableFromInline
struct SymbolInfo: BitwiseCopyable {
  /// The symbol's coefficient in the objective row (kept dense).
  var objective: Double = 0
  /// The row in which the symbol is basic (or, for a bundle, the row defining it), else -1.
  @usableFromInline var row: Int32 = -1
  /// The first node of the symbol's column, or -1.
  var columnHead: Int32 = -1
  /// The number of rows (tableau and bundle rows) holding the symbol.
  var columnCount: Int32 = 0
  /// The slot of the constraint a marker belongs to; -1 for variables and pure bundles.
  var owner: Int32 = -1
  /// While a row is scattered: the node holding this symbol in it, else -1.
  var mark: Int32 = -1
  var kind: SymbolKind
  /// Whether the symbol sits in the entering-candidate queue.
  var isQueued = false

  init(kind: SymbolKind, owner: Int32 = -1) {
    self.kind = kind
    self.owner = owner
  }
}
