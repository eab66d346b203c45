import SwiftSyntax

extension ObjCProtocolRewrite {
  /// Ports an `@objc protocol` declaration: drops `@objc` and `optional`, keeps the protocol
  /// class-bound as `@objc` made it, declares the capability flags its callers need, and adds
  /// the extension with the defaults after it.
  static func port(
    _ proto: ProtocolDeclSyntax, in file: ParsedFile, plans: [String: RequirementPlan]
  ) -> RewriteOutcome {
    var outcome = RewriteOutcome()
    let name = proto.name.text
    for attribute in proto.attributes where attribute.isObjC {
      outcome.edit(.remove(file.removalRange(of: attribute)))
    }
    if let bound = classBoundEdit(proto, in: file) { outcome.edit(bound) }

    let memberIndent =
      proto.memberBlock.members.first.map { file.indentation(ofLineAt: file.start(of: $0)) }
      ?? file.indentation(ofLineAt: file.start(of: proto)) + file.indentUnit
    var defaults: [String] = []
    var flags: [ObjCProtocolInfo.Requirement] = []
    for item in proto.memberBlock.members {
      let decl = item.decl
      let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
      for attribute in attributes where attribute.isObjC {
        outcome.edit(.remove(file.removalRange(of: attribute)))
      }
      guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
        let optional = modifiers.modifier(named: "optional")
      else { continue }
      outcome.edit(.remove(file.removalRange(of: optional)))
      guard let requirement = requirement(decl, in: name), let plan = plans[requirement.key]
      else { continue }
      defaults.append(defaultImplementation(decl, plan: plan))
      if plan.usesFlag {
        flags.append(requirement)
        defaults.append("var \(requirement.capabilityName): Bool { false }")
      }
      outcome.rewrote(
        useConstruct, at: file.start(of: decl),
        "`\(requirement)` is required, with a default that \(plan.defaultReason)"
          + (plan.usesFlag
            ? "; `\(requirement.capabilityName)` says whether it is implemented" : ""))
    }

    if let last = proto.memberBlock.members.last, !flags.isEmpty {
      let declarations = flags.map { requirement in
        "\n\(memberIndent)/// Whether the conforming type implements `\(requirement)`: callers ask"
          + " first.\n\(memberIndent)var \(requirement.capabilityName): Bool { get }"
      }
      outcome.edit(.insert(declarations.joined(), at: file.end(of: last)))
    }
    if !defaults.isEmpty {
      let indent = file.indentation(ofLineAt: file.start(of: proto))
      let access = accessModifier(of: proto.modifiers)
      let body = defaults.map { "\(memberIndent)\(access)\($0)\n" }.joined()
      outcome.edit(
        .insert(
          "\n\n\(indent)// What a conforming type that leaves out a formerly optional requirement"
            + " gets.\n\(indent)extension \(name) {\n\(body)\(indent)}",
          at: file.end(of: proto)))
    }
    outcome.rewrote(
      construct, at: file.start(of: proto),
      "`\(name)` is a Swift protocol"
        + (defaults.isEmpty ? "" : ", with defaults for its optional requirements"))
    return outcome
  }

  /// `@objc` made the protocol class-bound; `weak var delegate: P?` needs it still.
  private static func classBoundEdit(_ proto: ProtocolDeclSyntax, in file: ParsedFile) -> TextEdit?
  {
    guard let clause = proto.inheritanceClause else {
      let after =
        proto.primaryAssociatedTypeClause.map { file.end(of: $0) } ?? file.end(of: proto.name)
      return .insert(": AnyObject", at: after)
    }
    let names = clause.inheritedTypes.map { $0.type.trimmedDescription }
    if let index = names.firstIndex(of: "class") {
      let inherited = clause.inheritedTypes[clause.inheritedTypes.index(at: index)]
      return TextEdit(range: file.range(of: inherited.type), replacement: "AnyObject")
    }
    if names.contains("AnyObject") || names.contains("NSObjectProtocol") { return nil }
    guard let last = clause.inheritedTypes.last else { return nil }
    return .insert(", AnyObject", at: file.end(of: last.type))
  }

  /// The requirement `decl` declares, as the index knows it.
  private static func requirement(_ decl: DeclSyntax, in proto: String)
    -> ObjCProtocolInfo.Requirement?
  {
    if let function = decl.as(FunctionDeclSyntax.self) {
      return .init(
        member: .function(function.functionName),
        type: function.signature.returnClause?.type.trimmedDescription, protocolName: proto)
    }
    if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    {
      return .init(
        member: .property(name), type: binding.typeAnnotation?.type.trimmedDescription,
        protocolName: proto)
    }
    return nil
  }

  /// The requirement's declaration with a body that returns the planned default.
  private static func defaultImplementation(_ decl: DeclSyntax, plan: RequirementPlan) -> String {
    let value = plan.defaultValue
    if let function = decl.as(FunctionDeclSyntax.self) {
      let kept = function.modifiers.filter {
        !["optional", "public", "open"].contains($0.name.text)
      }
      let modifiers = kept.map { "\($0.name.text) " }.joined()
      let generics = function.genericParameterClause?.trimmedDescription ?? ""
      let whereClause = function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? ""
      let body = value.map { "{ \($0) }" } ?? "{}"
      return "\(modifiers)func \(function.name.text)\(generics)"
        + "\(function.signature.trimmedDescription)\(whereClause) \(body)"
    }
    guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let type = binding.typeAnnotation?.type.trimmedDescription
    else { return "" }
    let pattern = binding.pattern.trimmedDescription
    let settable = binding.accessorBlock?.trimmedDescription.contains("set") == true
    let getter = value ?? "()"
    return settable
      ? "var \(pattern): \(type) { get { \(getter) } set {} }"
      : "var \(pattern): \(type) { \(getter) }"
  }

  /// `public ` (or `package `) when the protocol is, so that the defaults reach its users.
  static func accessModifier(of modifiers: DeclModifierListSyntax) -> String {
    for name in ["public", "open", "package"] where modifiers.contains(named: name) {
      return name == "open" ? "public " : "\(name) "
    }
    return ""
  }
}

extension AttributeListSyntax.Element {
  /// Whether this is `@objc` or `@objc(name)`.
  var isObjC: Bool {
    self.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
  }
}
