import SwiftSyntax

extension ExtensionOverridePorter {
  /// Ports a method of an extension of one of Apple's classes that subclasses override: it
  /// dispatches through a protocol the overriding subclasses conform to (see
  /// ``ExtensionOverrideRewrite``).
  mutating func dispatch(
    _ function: FunctionDeclSyntax, of member: ExtensionMemberFinder.Member, in file: ParsedFile,
    overriders: [(file: ParsedFile, override: ExtensionMemberFinder.Override)]
  ) {
    let base = function.name.text
    let name = function.functionName
    guard let body = function.body, !function.modifiers.contains(named: "static"),
      !function.modifiers.contains(named: "class"), let arguments = forwardedArguments(function)
    else {
      return left(
        file, function,
        "subclasses override `\(name)`, declared in an extension of `\(member.extendedType)`; "
          + "a static or variadic method cannot dispatch to them: make it a protocol requirement "
          + "by hand")
    }
    if let inExtension = overriders.first(where: { $0.override.isInExtension }) {
      return left(
        inExtension.file, inExtension.override.function,
        "this overrides `\(name)`, declared in an extension of `\(member.extendedType)`, from an "
          + "extension: move it into the class body, then run port-from-ios again")
    }
    let overriding = "\(base.capitalizedFirst)Overriding"
    let overrideName = "\(base)Override"
    let defaultName = "\(base)Default"
    let effects =
      (function.signature.effectSpecifiers?.throwsClause != nil ? "try " : "")
      + (function.signature.effectSpecifiers?.asyncSpecifier != nil ? "await " : "")
    let memberIndent = file.indentation(ofLineAt: file.start(of: function))
    let bodyIndent = memberIndent + file.indentUnit
    let generics = function.genericParameterClause?.trimmedDescription ?? ""
    let whereClause = function.genericWhereClause.map { " \($0.trimmedDescription)" } ?? ""
    let signature = "\(generics)\(function.signature.trimmedDescription)\(whereClause)"
    let access = ObjCProtocolRewrite.accessModifier(
      of: function.modifiers.isEmpty ? member.extensionDecl.modifiers : function.modifiers)

    var outcome = RewriteOutcome()
    if let open = function.modifiers.modifier(named: "open") {
      // It is not overridden any more: `open` on an extension member is only allowed for `@objc`.
      outcome.edit(TextEdit(range: file.range(of: open), replacement: "public"))
    }
    // The method keeps its name and callers, and decides where the call goes.
    outcome.edit(
      TextEdit(
        range: file.range(of: body),
        replacement: "{\n\(bodyIndent)if let overriding = self as? any \(overriding) {\n"
          + "\(bodyIndent)\(file.indentUnit)return \(effects)overriding.\(overrideName)(\(arguments))\n"
          + "\(bodyIndent)}\n\(bodyIndent)return \(effects)\(defaultName)(\(arguments))\n\(memberIndent)}"
      ))
    let kept = function.attributes.filter {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "discardableResult"
    }
    let attributes = kept.map { "\($0.trimmedDescription) " }.joined()
    outcome.edit(
      .insert(
        "\n\n\(memberIndent)/// What `\(name)` does where no subclass overrides it: what an override's "
          + "`super` call reaches.\n\(memberIndent)\(attributes)\(access)func \(defaultName)"
          + "\(signature) \(file.text(file.range(of: body)))",
        at: file.end(of: function)))
    let extensionIndent = file.indentation(ofLineAt: file.start(of: member.extensionDecl))
    outcome.edit(
      .insert(
        "\n\n\(extensionIndent)/// Implemented by the subclasses of `\(member.extendedType)` that "
          + "override `\(name)`: Swift\n\(extensionIndent)/// reaches a subclass's version of a "
          + "method declared in an extension only through a protocol.\n"
          + "\(extensionIndent)\(access)protocol \(overriding): \(member.extendedType) {\n"
          + "\(extensionIndent)\(file.indentUnit)func \(overrideName)\(signature)\n\(extensionIndent)}",
        at: file.end(of: member.extensionDecl)))
    outcome.rewrote(
      ExtensionOverrideRewrite.construct, at: file.start(of: function),
      "subclasses override `\(name)` by conforming to `\(overriding)` and implementing "
        + "`\(overrideName)`; the original body is `\(defaultName)`")
    outcomes[file.path, default: RewriteOutcome()].merge(outcome)

    for overrider in overriders {
      renameOverride(
        overrider, base: base, overrideName: overrideName, defaultName: defaultName,
        protocolName: overriding, overriders: overriders, extendedType: member.extendedType)
    }
  }

  /// An override becomes the protocol's implementation (the topmost in its lineage, which
  /// also declares the conformance) or an override of that implementation.
  private mutating func renameOverride(
    _ overrider: (file: ParsedFile, override: ExtensionMemberFinder.Override), base: String,
    overrideName: String, defaultName: String, protocolName: String,
    overriders: [(file: ParsedFile, override: ExtensionMemberFinder.Override)], extendedType: String
  ) {
    let file = overrider.file
    let function = overrider.override.function
    let owner = overrider.override.owner
    let ancestors = index.lineage(of: owner).dropFirst().prefix { $0 != extendedType }
    let isTopmost = !overriders.contains { ancestors.contains($0.override.owner) }
    var outcome = RewriteOutcome()
    outcome.edit(TextEdit(range: file.range(of: function.name), replacement: overrideName))
    if isTopmost, let modifier = function.modifiers.modifier(named: "override") {
      outcome.edit(.remove(file.removalRange(of: modifier)))
    }
    // `super.drawerWillOpen()` reached the extension's body; it is `drawerWillOpenDefault()` now,
    // or the superclass's implementation for an override further down.
    let tokens = function.body.map { Array($0.tokens(viewMode: .sourceAccurate)) } ?? []
    for token in tokens
    where token.text == base && token.previousToken(viewMode: .sourceAccurate)?.text == "."
      && token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?
        .tokenKind == .keyword(.super)
    {
      outcome.edit(
        TextEdit(range: file.range(of: token), replacement: isTopmost ? defaultName : overrideName))
    }
    outcome.rewrote(
      ExtensionOverrideRewrite.construct, at: file.start(of: function),
      isTopmost
        ? "`\(owner)` implements `\(overrideName)` for `\(protocolName)`"
        : "overrides `\(overrideName)`")
    outcomes[file.path, default: RewriteOutcome()].merge(outcome)
    guard isTopmost, let declaration = survey.classDeclaration(owner) else { return }
    var conformance = RewriteOutcome()
    if let last = declaration.decl.inheritanceClause?.inheritedTypes.last {
      conformance.edit(.insert(", \(protocolName)", at: declaration.file.end(of: last)))
    }
    outcomes[declaration.file.path, default: RewriteOutcome()].merge(conformance)
  }

  /// `label: name` for each parameter, to pass them on; `nil` for a variadic one.
  private func forwardedArguments(_ function: FunctionDeclSyntax) -> String? {
    var arguments: [String] = []
    for parameter in function.signature.parameterClause.parameters {
      if parameter.ellipsis != nil { return nil }
      let local = (parameter.secondName ?? parameter.firstName).text
      let isInout =
        parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
          $0.trimmedDescription == "inout"
        } == true
      let value = (isInout ? "&" : "") + local
      arguments.append(
        parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)")
    }
    return arguments.joined(separator: ", ")
  }
}
