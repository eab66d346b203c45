import SwiftSyntax

/// Finds the uses of `@objc optional` requirements in one file: optional calls
/// (`delegate?.f?(…)`), references and property reads through a variable of the protocol's
/// type, and `responds(to: #selector(…))` of a requirement.
final class OptionalRequirementUseFinder: SyntaxVisitor {
  private let requirements: [String: [ObjCProtocolInfo.Requirement]]
  private let index: PackageIndex
  private(set) var uses: [OptionalRequirementUse] = []

  init(requirements: [ObjCProtocolInfo.Requirement], index: PackageIndex) {
    self.requirements = Dictionary(grouping: requirements, by: \.baseName)
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let (member, marker) = Self.optionalMarker(node.calledExpression) {
      let name = FunctionName(
        base: member.declName.baseName.text,
        labels: node.arguments.map { $0.label?.text ?? "_" })
      if let requirement = requirements[name.base]?.first(where: { $0.member == .function(name) }) {
        uses.append(
          use(requirement, .call(node, marker: marker), on: member, expression: ExprSyntax(node)))
      }
    } else if let selector = Self.respondsToSelector(node),
      let requirement = requirement(namedBy: selector)
    {
      uses.append(
        OptionalRequirementUse(
          requirement: requirement, form: .respondsTo(node), context: .value, base: nil,
          baseIsOptionalChained: false))
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard let base = node.base, !isCalled(node), !isInSelector(node),
      let variable = Self.lastName(of: base)
    else { return .visitChildren }
    let labels = node.declName.argumentNames.map { $0.arguments.map(\.name.text) }
    let candidates = (requirements[node.declName.baseName.text] ?? []).filter { requirement in
      guard index.variable(variable, mentions: requirement.protocolName) else { return false }
      switch requirement.member {
      case .function(let name): return labels == nil || labels == name.labels
      case .property: return labels == nil
      }
    }
    if candidates.count == 1 {
      uses.append(use(candidates[0], .reference(node), on: node, expression: ExprSyntax(node)))
    }
    return .visitChildren
  }

  private func use(
    _ requirement: ObjCProtocolInfo.Requirement, _ form: OptionalRequirementUse.Form,
    on member: MemberAccessExprSyntax, expression: ExprSyntax
  ) -> OptionalRequirementUse {
    let chained = member.base?.as(OptionalChainingExprSyntax.self)
    return OptionalRequirementUse(
      requirement: requirement, form: form,
      context: OptionalRequirementUse.context(of: expression),
      base: chained?.expression ?? member.base, baseIsOptionalChained: chained != nil)
  }

  /// The requirement a selector names: one of that name (and labels, and protocol, when the
  /// selector gives them), if there is exactly one.
  private func requirement(namedBy selector: SelectorReference) -> ObjCProtocolInfo.Requirement? {
    let matching = (requirements[selector.base] ?? []).filter { requirement in
      guard case .function(let name) = requirement.member, selector.matches(name) else {
        return false
      }
      return selector.explicitType == nil || selector.explicitType == requirement.protocolName
    }
    return Set(matching.map(\.capabilityName)).count == 1 ? matching.first : nil
  }

  /// `delegate?.f?` or `delegate.f!`: the member and the mark after it.
  private static func optionalMarker(_ called: ExprSyntax) -> (MemberAccessExprSyntax, TokenSyntax)?
  {
    if let chained = called.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self)
    {
      return (member, chained.questionMark)
    }
    if let forced = called.as(ForceUnwrapExprSyntax.self),
      let member = forced.expression.as(MemberAccessExprSyntax.self)
    {
      return (member, forced.exclamationMark)
    }
    return nil
  }

  /// The selector of `x.responds(to: #selector(…))` or `responds(to: #selector(…))`.
  static func respondsToSelector(_ call: FunctionCallExprSyntax) -> SelectorReference? {
    let name =
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard name == "responds", call.arguments.count == 1, let argument = call.arguments.first,
      argument.label?.text == "to"
    else { return nil }
    return SelectorReference(argument.expression)
  }

  /// The last name in a base expression: `delegate` in `self.delegate?`.
  private static func lastName(of expression: ExprSyntax) -> String? {
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      return lastName(of: chained.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return lastName(of: forced.expression)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// Whether the member is called, directly or through `?`/`!`: those are call sites.
  private func isCalled(_ node: MemberAccessExprSyntax) -> Bool {
    var current = Syntax(node)
    if let parent = current.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      current = parent
    }
    return current.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == current.id
  }

  private func isInSelector(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let node = current {
      if node.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector" { return true }
      if node.is(CodeBlockItemSyntax.self) { return false }
      current = node.parent
    }
    return false
  }
}
