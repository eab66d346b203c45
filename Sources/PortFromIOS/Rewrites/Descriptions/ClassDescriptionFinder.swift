import SwiftSyntax

/// Finds `Type.description()` and `type(of: x).description()` calls in one file, with the type
/// expression to describe.
final class ClassDescriptionFinder: SyntaxVisitor {
  private(set) var found: [(FunctionCallExprSyntax, String)] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.arguments.isEmpty, node.trailingClosure == nil,
      let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "description", var base = member.base
    else { return .visitChildren }
    if let inner = base.as(MemberAccessExprSyntax.self), inner.declName.baseName.text == "self",
      let type = inner.base
    {
      base = type
    }
    if let reference = base.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isUppercase == true
    {
      found.append((node, "\(reference.baseName.text).self"))
    } else if let call = base.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type"
    {
      found.append((node, call.trimmedDescription))
    }
    return .visitChildren
  }
}
