/// What a tableau symbol stands for, which decides how the simplex may treat it.
enum SymbolKind: UInt8 {
  /// A caller's variable: unrestricted in sign.
  case external
  /// The slack of an inequality: at least zero.
  case slack
  /// One side of a non-required constraint's violation: at least zero, weighted in the objective.
  case error
  /// A required equality's marker, or a bundle of such markers: always zero, never pivoted in.
  case dummy
  /// The temporary variable of a row added through the artificial-variable phase.
  case artificial
  /// A recycled id waiting for reuse.
  case free

  /// Basic symbols of these kinds must stay non-negative, so their rows bound ratio tests.
  var isRestricted: Bool { self == .slack || self == .error || self == .artificial }

  /// Symbols of these kinds may enter the basis during optimisation.
  var isPivotable: Bool { self == .slack || self == .error }
}
