import SwiftSyntax

/// Ports `import ObjectiveC` to `import ObjectiveCRuntime`, the module that holds this package's
/// associated objects (`objc_setAssociatedObject` and the rest, with Apple's names).
///
/// The module is not called `ObjectiveC` because packages test `#if canImport(ObjectiveC)` to
/// mean "on an Apple platform"; those tests keep taking their Linux branch.
struct ObjectiveCImportRewrite: Rewrite {
  static let construct = "`import ObjectiveC`"

  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    var outcomes: [String: RewriteOutcome] = [:]
    for file in package.files where file.mentions("ObjectiveC") {
      var outcome = RewriteOutcome()
      for item in file.tree.statements {
        guard let decl = item.item.as(ImportDeclSyntax.self), decl.path.count == 1,
          let module = decl.path.first?.name, module.text == "ObjectiveC"
        else { continue }
        var group = RewriteOutcome()
        group.edit(TextEdit(range: file.range(of: module), replacement: "ObjectiveCRuntime"))
        group.rewrote(
          Self.construct, at: file.start(of: decl),
          "associated objects are in `ObjectiveCRuntime` here (UIKit re-exports it)")
        outcome.merge(group)
      }
      outcomes[file.path] = outcome
    }
    return outcomes
  }
}
