/// The fixed part of one tableau row: `basic = constant + Σ coefficient × symbol`.
///
/// A bundle row (see `Tableau+Dummies.swift`) reuses the layout to define a dummy bundle as a
/// combination of older dummies; it has no constant and never takes part in the simplex.
@usableFromInline
struct RowHeader: BitwiseCopyable {
  @usableFromInline var constant: Double = 0
  /// The first node of the row, or -1.
  var head: Int32 = -1
  /// The symbol this row defines, or -1 while the row is being built.
  var basic: Int32 = -1
  /// Scratch slot used while gathering a dummy's effective column; -1 when idle.
  var mark: Int32 = -1
  /// The kind of `basic`, cached here (in what would be padding) so that loops over a column
  /// can check a row's feasibility without touching the basic symbol; set by `setBasic`.
  var basicKind = SymbolKind.free
  var isBundle = false
}
