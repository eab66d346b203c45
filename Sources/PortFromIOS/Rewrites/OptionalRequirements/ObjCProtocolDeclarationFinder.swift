import SwiftSyntax

/// The `@objc` protocols declared in one file.
final class ObjCProtocolDeclarationFinder: SyntaxVisitor {
  private(set) var protocols: [ProtocolDeclSyntax] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.attributes.contains(named: "objc") { protocols.append(node) }
    return .skipChildren
  }
}
