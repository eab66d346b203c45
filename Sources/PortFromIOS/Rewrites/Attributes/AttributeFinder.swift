import SwiftSyntax

/// Finds the attributes with the given names in one file.
final class AttributeFinder: SyntaxVisitor {
  private let names: Set<String>
  private(set) var attributes: [AttributeSyntax] = []

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if names.contains(node.attributeName.trimmedDescription) { attributes.append(node) }
    return .visitChildren
  }
}
