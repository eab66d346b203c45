import SwiftSyntax

/// Finds `@IBOutlet` properties and `@IBAction` methods in one file.
final class InterfaceBuilderFinder: SyntaxVisitor {
  /// An `@IBAction` method.
  struct Action {
    /// The method.
    var function: FunctionDeclSyntax
    /// The class whose body declares it; `nil` in an extension.
    var owner: String?
    /// Whether the class already declares an `ActionBinding` for it.
    var isBound: Bool
    /// The names of the class's members, to avoid when naming the binding.
    var takenNames: Set<String>
  }

  private(set) var outlets: [(VariableDeclSyntax, AttributeSyntax)] = []
  private(set) var actions: [Action] = []
  private var classes: [ClassDeclSyntax?] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.append(node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { classes.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.append(nil)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { classes.removeLast() }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if let attribute = node.attributes.attribute(named: "IBOutlet")
      ?? node.attributes.attribute(
        named: "IBOutletCollection")
    {
      outlets.append((node, attribute))
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.attributes.contains(named: "IBAction") else { return .skipChildren }
    let owner = classes.last ?? nil
    let selector = node.functionName.objectiveCSelector
    let members = owner?.memberBlock.members ?? []
    let isBound = members.contains { item in
      guard
        let call = item.decl.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value.as(
          FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == "ActionBinding",
        let name = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
      else { return false }
      return name.segments.trimmedDescription == selector
    }
    let names = members.compactMap {
      $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
    }
    let isGeneric = owner?.genericParameterClause != nil
    actions.append(
      Action(
        function: node, owner: isGeneric ? nil : owner?.name.text, isBound: isBound,
        takenNames: Set(names)))
    return .skipChildren
  }
}
