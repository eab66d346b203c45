import SwiftSyntax

/// Finds, in one file, the members of extensions and the `override` declarations, for
/// ``ExtensionOverrideRewrite``.
final class ExtensionMemberFinder: SyntaxVisitor {
  /// A member of an extension.
  struct Member {
    /// The extension.
    var extensionDecl: ExtensionDeclSyntax
    /// The member's item in the extension's body.
    var item: MemberBlockItemSyntax
    /// The extended type, as written.
    var extendedType: String
  }

  /// A method marked `override`, in a class body or an extension.
  struct Override {
    /// The method.
    var function: FunctionDeclSyntax
    /// The class it is in, or extends.
    var owner: String
    /// Whether it is in an extension.
    var isInExtension: Bool
  }

  private(set) var members: [Member] = []
  private(set) var overrides: [Override] = []
  /// Names declared `private` or `fileprivate` anywhere in the file.
  private(set) var privateNames: Set<String> = []
  private var owners: [(name: String, isExtension: Bool)] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    for item in node.memberBlock.members {
      members.append(Member(extensionDecl: node, item: item, extendedType: name))
    }
    owners.append((name, true))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    owners.append((node.name.text, false))
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if isPrivate(node.modifiers) { privateNames.insert(node.name.text) }
    if node.modifiers.contains(named: "override"), let owner = owners.last {
      overrides.append(
        Override(function: node, owner: owner.name, isInExtension: owner.isExtension))
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if isPrivate(node.modifiers) {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
          privateNames.insert(name.identifier.text)
        }
      }
    }
    return .skipChildren
  }

  private func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains(named: "private") || modifiers.contains(named: "fileprivate")
  }
}
