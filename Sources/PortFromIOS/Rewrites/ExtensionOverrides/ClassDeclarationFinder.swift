import SwiftSyntax

/// Finds the declaration of one class, by name, in a file.
final class ClassDeclarationFinder: SyntaxVisitor {
  private let name: String
  private(set) var found: ClassDeclSyntax?

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    if found == nil && node.name.text == name { found = node }
    return found == nil ? .visitChildren : .skipChildren
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
