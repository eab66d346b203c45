/// A class, struct, enum, actor or protocol the package declares, with what its extensions add.
struct TypeInfo {
  /// What kind of declaration it is.
  enum Kind {
    case `class`, `struct`, `enum`, actor, `protocol`
  }

  /// Its name, as declared (the innermost name for a nested type).
  var name: String
  /// Its kind.
  var kind: Kind
  /// The names in its inheritance clauses, the declaration's first (a class's superclass, if it
  /// has one, is first there) and then its extensions'.
  var inherited: [String]
  /// Whether the declaration says `@MainActor`.
  var isMarkedMainActor: Bool
  /// The file it is declared in.
  var path: String
  /// The UTF-8 offset of its closing brace: where members added to its body go.
  var closingBraceOffset: Int
}
