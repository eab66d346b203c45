import SwiftSyntax

/// Removes `@objc`, `@objc(name)`, `@objcMembers` and `@nonobjc`, and the `dynamic` that came
/// with `@objc`: with no Objective-C runtime, nothing reaches a declaration through them, and the
/// compiler refuses them. It runs after the rewrites that port what used them (selectors,
/// optional requirements, extension overrides).
struct ObjCAttributeRewrite: Rewrite {
  static let construct = "`@objc` attribute"
  private static let removed: Set = ["objc", "objcMembers", "nonobjc"]

  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    var outcomes: [String: RewriteOutcome] = [:]
    for file in package.files where file.mentions("objc") {
      let finder = AttributeFinder(names: Self.removed)
      finder.walk(file.tree)
      var outcome = RewriteOutcome()
      for attribute in finder.attributes {
        var group = RewriteOutcome()
        group.edit(.remove(file.removalRange(of: attribute)))
        let name = attribute.attributeName.trimmedDescription
        if name == "objc", let dynamic = Self.modifiers(of: attribute)?.modifier(named: "dynamic") {
          group.edit(.remove(file.removalRange(of: dynamic)))
        }
        group.rewrote(
          Self.construct, at: file.start(of: attribute),
          "removed `@\(name)`: nothing reaches the declaration through the Objective-C runtime here"
        )
        outcome.merge(group)
      }
      outcomes[file.path] = outcome
    }
    return outcomes
  }

  /// The modifiers of the declaration an attribute is on.
  private static func modifiers(of attribute: AttributeSyntax) -> DeclModifierListSyntax? {
    attribute.parent?.parent?.asProtocol(WithModifiersSyntax.self)?.modifiers
  }
}
