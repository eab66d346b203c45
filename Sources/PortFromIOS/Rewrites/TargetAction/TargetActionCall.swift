import SwiftSyntax

/// A call that names a method with `#selector` (or takes a target and an action): what a
/// target-action rewrite reads from it.
struct TargetActionCall {
  /// The call.
  let call: FunctionCallExprSyntax
  /// The called name: `addTarget`, `scheduledTimer`, `UITapGestureRecognizer`.
  let name: String
  /// What the name is called on: `button` in `button.addTarget(…)`; `nil` for a plain call.
  let receiver: ExprSyntax?
  /// The argument labels, `_` for an unlabelled one.
  let labels: [String]
  /// The type whose body (or extension) the call is in.
  let enclosingType: String?

  init?(_ call: FunctionCallExprSyntax) {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
      receiver = member.base
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
      receiver = nil
    } else {
      return nil
    }
    self.call = call
    labels = call.arguments.map { $0.label?.text ?? "_" }
    enclosingType = Self.enclosingType(of: call)
  }

  /// The argument with this label (`_` for the first unlabelled one).
  func argument(_ label: String) -> LabeledExprSyntax? {
    call.arguments.first { ($0.label?.text ?? "_") == label }
  }

  /// The first argument that is a `#selector`, with what it names.
  var selector: (argument: LabeledExprSyntax, reference: SelectorReference)? {
    for argument in call.arguments {
      if let reference = SelectorReference(argument.expression) { return (argument, reference) }
    }
    return nil
  }

  /// Whether the call's value is dropped: it is a statement of its own.
  var isStatement: Bool {
    call.parent?.is(CodeBlockItemSyntax.self) == true
  }

  /// Whether `expression` is the literal `nil`.
  static func isNil(_ expression: ExprSyntax?) -> Bool {
    expression?.is(NilLiteralExprSyntax.self) == true
  }

  private static func enclosingType(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let node = current {
      if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
      if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
      if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
      if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
      if let declaration = node.as(ExtensionDeclSyntax.self) {
        return declaration.extendedType.trimmedDescription
      }
      current = node.parent
    }
    return nil
  }
}
