/// A function the package declares, as the index keeps it.
struct FunctionInfo {
  /// Its name and labels.
  var name: FunctionName
  /// The type it is declared in or extends, by its written name; `nil` at file scope.
  var owner: String?
  /// Whether it is declared in an extension of `owner` rather than in its body.
  var isInExtension: Bool
  /// The parameter types as written.
  var parameterTypes: [String]
  /// The return type as written; `nil` for `Void`.
  var returnType: String?
  /// Whether it is marked `override`.
  var isOverride: Bool
  /// Its modifiers: `public`, `private`, `static`, `override`, ….
  var modifiers: Set<String>
  /// The file it is in.
  var path: String
  /// The UTF-8 offset of the declaration, after its leading trivia.
  var offset: Int
}
