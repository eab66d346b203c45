import SwiftSyntax

/// Ports `SomeClass.description()`, the Objective-C class method that names a class: Swift on
/// Linux has no class-side `description`, and `String(reflecting: SomeClass.self)` gives the
/// same module-qualified name.
struct DescriptionRewrite: Rewrite {
  static let construct = "class `description()`"

  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    var outcomes: [String: RewriteOutcome] = [:]
    for file in package.files where file.mentions("description()") {
      let finder = ClassDescriptionFinder()
      finder.walk(file.tree)
      var outcome = RewriteOutcome()
      for (call, type) in finder.found {
        var group = RewriteOutcome()
        group.edit(
          TextEdit(range: file.range(of: call), replacement: "String(reflecting: \(type))"))
        group.rewrote(
          Self.construct, at: file.start(of: call),
          "`description()` of a class is `String(reflecting:)` of the type")
        outcome.merge(group)
      }
      outcomes[file.path] = outcome
    }
    return outcomes
  }
}
