import SwiftSyntax

/// Walks one file for ``PackageIndex``.
final class IndexCollector: SyntaxVisitor {
  private let path: String
  private(set) var types: [TypeInfo] = []
  private(set) var extensionInheritance: [String: [String]] = [:]
  private(set) var functions: [FunctionInfo] = []
  private(set) var objcProtocols: [ObjCProtocolInfo] = []
  private(set) var variableTypes: [String: Set<String>] = [:]
  private(set) var memberProperties: [String: Set<String>] = [:]

  /// The enclosing type or extension declarations, innermost last.
  private var owners: [(name: String, isExtension: Bool)] = []

  init(path: String) {
    self.path = path
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .class, node.inheritanceClause, node.attributes, node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .struct, node.inheritanceClause, node.attributes, node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .enum, node.inheritanceClause, node.attributes, node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .actor, node.inheritanceClause, node.attributes, node.memberBlock)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .protocol, node.inheritanceClause, node.attributes, node.memberBlock)
    if node.attributes.contains(named: "objc") {
      let requirements = node.memberBlock.members.compactMap { item in
        Self.optionalRequirement(item.decl, in: node.name.text)
      }
      objcProtocols.append(
        ObjCProtocolInfo(name: node.name.text, path: path, optionalRequirements: requirements))
    }
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    extensionInheritance[name, default: []] += node.inheritanceClause?.names ?? []
    owners.append((name, true))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = node.signature.parameterClause.parameters
    for parameter in parameters {
      noteVariable(parameter.secondName?.text ?? parameter.firstName.text, type: parameter.type)
    }
    functions.append(
      FunctionInfo(
        name: node.functionName,
        owner: owners.last?.name,
        isInExtension: owners.last?.isExtension ?? false,
        parameterTypes: parameters.map { $0.type.trimmedDescription },
        returnType: node.signature.returnClause?.type.trimmedDescription,
        isOverride: node.modifiers.contains(named: "override"),
        modifiers: Set(node.modifiers.map(\.name.text)),
        path: path,
        offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      if node.parent?.is(MemberBlockItemSyntax.self) == true, let owner = owners.last {
        memberProperties[owner.name, default: []].insert(name)
      }
      if let type = binding.typeAnnotation?.type { noteVariable(name, type: type) }
    }
    return .visitChildren
  }

  private func addType(
    _ name: String, _ kind: TypeInfo.Kind, _ inheritance: InheritanceClauseSyntax?,
    _ attributes: AttributeListSyntax, _ members: MemberBlockSyntax
  ) {
    types.append(
      TypeInfo(
        name: name, kind: kind, inherited: inheritance?.names ?? [],
        isMarkedMainActor: attributes.contains(named: "MainActor"), path: path,
        closingBraceOffset: members.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset))
    owners.append((name, false))
  }

  private func noteVariable(_ name: String, type: TypeSyntax) {
    let mentioned = type.tokens(viewMode: .sourceAccurate).filter {
      if case .identifier = $0.tokenKind { return true }
      return false
    }.map(\.text)
    variableTypes[name, default: []].formUnion(mentioned)
  }

  private static func optionalRequirement(_ decl: DeclSyntax, in proto: String)
    -> ObjCProtocolInfo.Requirement?
  {
    if let function = decl.as(FunctionDeclSyntax.self),
      function.modifiers.contains(named: "optional")
    {
      return .init(
        member: .function(function.functionName),
        type: function.signature.returnClause?.type.trimmedDescription, protocolName: proto)
    }
    if let variable = decl.as(VariableDeclSyntax.self),
      variable.modifiers.contains(named: "optional"),
      let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      return .init(
        member: .property(name), type: binding.typeAnnotation?.type.trimmedDescription,
        protocolName: proto)
    }
    return nil
  }
}
