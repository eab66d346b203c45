import SwiftSyntax

extension ObjCProtocolRewrite {
  /// Ports one use of a formerly optional requirement: drops the `?` (or `!`) where the default
  /// stands in exactly, and asks the capability flag first where it would not.
  static func port(_ use: OptionalRequirementUse, plan: RequirementPlan, in file: ParsedFile)
    -> RewriteOutcome
  {
    var outcome = RewriteOutcome()
    let requirement = use.requirement
    let flag = requirement.capabilityName
    let offset = file.start(of: use.expression)

    if case .respondsTo(let call) = use.form {
      // `delegate?.responds(to: #selector(P.f))` is `delegate?.implementsF`: both Bool-valued.
      let start =
        call.calledExpression.as(MemberAccessExprSyntax.self).map { file.start(of: $0.declName) }
        ?? file.start(of: call)
      outcome.edit(TextEdit(range: start..<file.end(of: call), replacement: flag))
      outcome.rewrote(
        useConstruct, at: offset, "`responds(to:)` for `\(requirement)` asks `\(flag)`")
      return outcome
    }

    let withoutMarker: String
    var markerEdit: TextEdit?
    if case .call(_, let marker) = use.form {
      let range = file.range(of: marker)
      markerEdit = .remove(range)
      withoutMarker =
        file.text(file.start(of: use.expression)..<range.lowerBound)
        + file.text(range.upperBound..<file.end(of: use.expression))
    } else {
      withoutMarker = file.text(file.range(of: use.expression))
    }

    if plan.isExact(use) {
      if let markerEdit { outcome.edit(markerEdit) }
      if case .coalesced(let infix, let operand, _) = use.context, !use.baseIsOptionalChained {
        // `delegate.f?(x) ?? y` on a non-optional delegate: the call is no longer optional.
        outcome.edit(.remove(file.end(of: operand)..<file.end(of: infix)))
      }
      if !outcome.groups.isEmpty {
        outcome.rewrote(
          useConstruct, at: offset,
          "calls `\(requirement)` directly; its default stands in when it is not implemented")
      }
      return outcome
    }

    guard let base = use.base, OptionalRequirementUse.isRepeatable(base) else {
      outcome.cannotPort(
        useConstruct, at: offset,
        "whether `\(requirement)` is implemented matters here, and the expression before it "
          + "cannot be evaluated twice: store it in a local, then ask `\(flag)` before calling")
      return outcome
    }
    let baseText = base.trimmedDescription
    if case .binding(let binding) = use.context, use.baseIsOptionalChained {
      outcome.edit(.insert("\(baseText)?.\(flag) == true, ", at: file.start(of: binding)))
      if let markerEdit { outcome.edit(markerEdit) }
    } else {
      let check = use.baseIsOptionalChained ? "\(baseText)?.\(flag) == true" : "\(baseText).\(flag)"
      outcome.edit(
        TextEdit(
          range: file.range(of: use.expression),
          replacement: "(\(check) ? \(withoutMarker) : nil)"))
    }
    outcome.rewrote(
      useConstruct, at: offset, "asks `\(flag)` before using `\(requirement)`, as absent it was nil"
    )
    return outcome
  }
}
