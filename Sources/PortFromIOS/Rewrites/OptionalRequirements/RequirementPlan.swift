/// How one formerly optional requirement is ported: what its default returns, and whether
/// callers need to ask if a conforming type implements it.
///
/// A default implementation is exact for every caller that cannot tell an absent requirement
/// from one that does nothing: a dropped `Void` result, an optional result (absent and `nil` look
/// alike), and `?? fallback` when the default returns that same fallback. Callers that can tell
/// (`if let`, `responds(to:)`, a fallback that differs, a method reference) ask a capability
/// flag instead, which the default answers `false` and each implementing type `true`.
struct RequirementPlan {
  /// The requirement planned.
  var requirement: ObjCProtocolInfo.Requirement
  /// The expression the default returns; `nil` for a `Void` method (an empty body).
  var defaultValue: String?
  /// Why the default returns what it does, for the note.
  var defaultReason: String
  /// Whether some caller needs the capability flag.
  var usesFlag: Bool

  /// The plan for `requirement`, from all its `uses` in the package.
  init(_ requirement: ObjCProtocolInfo.Requirement, uses: [OptionalRequirementUse]) {
    self.requirement = requirement
    if requirement.type == nil {
      defaultValue = nil
      defaultReason = "does nothing"
    } else if requirement.returnsOptional {
      defaultValue = "nil"
      defaultReason = "returns nil"
    } else {
      let fallbacks = uses.compactMap { use -> String? in
        guard case .coalesced(_, _, let fallback) = use.context,
          DefaultValue.isContextFree(fallback)
        else { return nil }
        return fallback.trimmedDescription
      }
      let counts = Dictionary(fallbacks.map { ($0, 1) }, uniquingKeysWith: +)
      if let common = fallbacks.max(by: { counts[$0]! < counts[$1]! }) {
        defaultValue = common
        defaultReason = "returns `\(common)`, the fallback its callers give"
      } else if let zero = requirement.type.flatMap(DefaultValue.zero) {
        defaultValue = zero
        defaultReason =
          uses.isEmpty
          ? "returns `\(zero)`; no caller in the package says what an absent one meant, so check it"
          : "returns `\(zero)`, which its callers never see: they ask the flag first"
      } else {
        defaultValue = "fatalError(\"no default: ask `\(requirement.capabilityName)` first\")"
        defaultReason = "has no default value; its callers ask the flag first"
      }
    }
    usesFlag = false
    usesFlag = uses.contains { !isExact($0) }
  }

  /// Whether `use` behaves the same when the default stands in for an absent requirement.
  func isExact(_ use: OptionalRequirementUse) -> Bool {
    switch use.form {
    case .respondsTo:
      return false
    case .reference:
      guard case .property = requirement.member else { return false }
    case .call:
      break
    }
    if requirement.type == nil {
      if case .statement = use.context { return true }
      return false
    }
    if requirement.returnsOptional { return true }
    if case .assignmentTarget = use.context { return true }
    return defaultValue.map(use.isCoalesced(with:)) ?? false
  }
}
