import SwiftSyntax

extension ObjCProtocolRewrite {
  /// Answers the capability flag where a type implements a requirement its callers ask about,
  /// and warns where a subclass implements a requirement its conforming superclass does not:
  /// the Objective-C runtime found the subclass's method, while a Swift protocol's witness is
  /// fixed where the conformance is declared, so callers would now get the default.
  static func port(
    _ member: ConformingMemberFinder.Found, plans: [String: RequirementPlan], in file: ParsedFile,
    index: PackageIndex
  ) -> RewriteOutcome {
    var outcome = RewriteOutcome()
    let requirement = member.requirement
    guard let plan = plans[requirement.key],
      let declarer = index.conformanceDeclarer(of: requirement.protocolName, for: member.owner)
    else { return outcome }
    if declarer != member.owner {
      let between =
        index.lineage(of: member.owner).dropFirst().prefix { $0 != declarer } + [declarer]
      if !between.contains(where: { index.declares(requirement.member, in: $0) }) {
        outcome.cannotPort(
          useConstruct, at: file.start(of: member.decl),
          "`\(member.owner)` implements `\(requirement)`, but its conformance to "
            + "`\(requirement.protocolName)` is declared by `\(declarer)`, which does not: calls "
            + "through the protocol now reach the default. Implement it in `\(declarer)` and "
            + "mark this one `override`")
      }
      return outcome
    }
    guard plan.usesFlag else { return outcome }
    let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    let access = accessModifier(of: modifiers)
    // A constant needs no isolation; a main-actor class answering a nonisolated protocol's flag
    // would otherwise not conform in Swift 6.
    let isolation = index.isMainActor(member.owner) ? "nonisolated " : ""
    let indent = file.indentation(ofLineAt: file.start(of: member.decl))
    outcome.edit(
      .insert(
        "\n\(indent)\(access)\(isolation)var \(requirement.capabilityName): Bool { true }",
        at: file.end(of: member.decl)))
    outcome.rewrote(
      useConstruct, at: file.start(of: member.decl),
      "`\(member.owner)` answers `\(requirement.capabilityName)`: it implements `\(requirement)`")
    return outcome
  }
}
