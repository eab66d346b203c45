import SwiftSyntax

extension FunctionDeclSyntax {
  /// The function's name with its argument labels.
  var functionName: FunctionName {
    FunctionName(
      base: name.text,
      labels: signature.parameterClause.parameters.map(\.firstName.text))
  }
}

extension InheritanceClauseSyntax {
  /// The inherited names as written, `class` included.
  var names: [String] { inheritedTypes.map { $0.type.trimmedDescription } }
}

extension AttributeListSyntax {
  /// Whether an attribute `@name` (with or without arguments) is in the list.
  func contains(named name: String) -> Bool {
    attribute(named: name) != nil
  }

  /// The first attribute `@name`, with or without arguments.
  func attribute(named name: String) -> AttributeSyntax? {
    lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
      $0.attributeName.trimmedDescription == name
    }
  }
}

extension DeclModifierListSyntax {
  /// Whether a modifier (`override`, `optional`, `public`, …) is in the list.
  func contains(named name: String) -> Bool {
    contains { $0.name.text == name }
  }

  /// The first modifier with this name.
  func modifier(named name: String) -> DeclModifierSyntax? {
    first { $0.name.text == name }
  }
}
