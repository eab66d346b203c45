import SwiftSyntax

/// Finds `observe(\.x)`, `addObserver(_:forKeyPath:…)`, `observeValue(forKeyPath:…)` overrides
/// and `value(forKey:)`-style coding in one file.
final class KeyValueObservingFinder: SyntaxVisitor {
  enum Kind { case observing, coding }

  private(set) var found: [(Syntax, Kind)] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name =
      node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    switch name {
    case "observe" where node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
      found.append((Syntax(node), .observing))
    case "addObserver" where labels.contains("forKeyPath"):
      found.append((Syntax(node), .observing))
    case "value" where labels == ["forKey"] || labels == ["forKeyPath"]:
      found.append((Syntax(node), .coding))
    case "setValue" where labels == ["_", "forKey"] || labels == ["_", "forKeyPath"]:
      found.append((Syntax(node), .coding))
    default:
      break
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == "observeValue", node.functionName.labels.first == "forKeyPath" {
      found.append((Syntax(node), .observing))
    }
    return .visitChildren
  }
}
