import SwiftSyntax

/// Finds, in one file, the members of the package's types that implement a formerly optional
/// requirement of a protocol the type conforms to.
final class ConformingMemberFinder: SyntaxVisitor {
  /// A member that implements a requirement.
  struct Found {
    /// The member's declaration.
    var decl: DeclSyntax
    /// The type it is declared in (or extends).
    var owner: String
    /// The requirement it implements.
    var requirement: ObjCProtocolInfo.Requirement
  }

  private let requirements: [ObjCProtocolInfo.Requirement.Member: [ObjCProtocolInfo.Requirement]]
  private let index: PackageIndex
  private(set) var found: [Found] = []

  init(requirements: [ObjCProtocolInfo.Requirement], index: PackageIndex) {
    self.requirements = Dictionary(grouping: requirements, by: \.member)
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    collect(node.memberBlock, owner: node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    collect(node.memberBlock, owner: node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func collect(_ members: MemberBlockSyntax, owner: String) {
    for item in members.members {
      let member: ObjCProtocolInfo.Requirement.Member
      if let function = item.decl.as(FunctionDeclSyntax.self) {
        member = .function(function.functionName)
      } else if let variable = item.decl.as(VariableDeclSyntax.self),
        let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
          .text
      {
        member = .property(name)
      } else {
        continue
      }
      for requirement in requirements[member] ?? []
      where index.conformanceDeclarer(of: requirement.protocolName, for: owner) != nil {
        found.append(Found(decl: item.decl, owner: owner, requirement: requirement))
      }
    }
  }
}
