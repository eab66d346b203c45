import SwiftSyntax

/// Plans and makes the edits of ``ExtensionOverrideRewrite``, across files: a member moved out
/// of an extension in one file lands in a class body in another.
struct ExtensionOverridePorter {
  let index: PackageIndex
  let survey: ExtensionOverrideRewrite.Survey
  /// The edits and notes, by path.
  var outcomes: [String: RewriteOutcome] = [:]

  /// A member to move out of its extension into its class's body.
  private struct Move {
    var file: ParsedFile
    var member: ExtensionMemberFinder.Member
    var reason: String
  }

  private var moves: [Move] = []

  init(index: PackageIndex, survey: ExtensionOverrideRewrite.Survey) {
    self.index = index
    self.survey = survey
  }

  /// Plans the port of one extension member, if it needs one.
  mutating func port(_ member: ExtensionMemberFinder.Member, in file: ParsedFile) {
    let decl = member.item.decl
    let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    let extended = member.extendedType
    let ownsClass = index.types[extended]?.kind == .class
    if modifiers.contains(named: "override") {
      if ownsClass {
        moves.append(
          Move(file: file, member: member, reason: "an override cannot be in an extension"))
      } else {
        left(
          file, decl,
          "this overrides a member of `\(extended)` for every instance, which only the Objective-C "
            + "runtime allows: make a subclass that overrides it, or a method of your own "
            + "(for `description`, a `var summary: String` your code calls)")
      }
      return
    }
    guard let function = decl.as(FunctionDeclSyntax.self) else { return }
    let overriders = survey.overrides.filter { entry in
      entry.override.function.functionName == function.functionName
        && entry.override.owner != extended
        && index.lineage(of: entry.override.owner).contains(extended)
    }
    guard !overriders.isEmpty else { return }
    if ownsClass {
      moves.append(
        Move(
          file: file, member: member, reason: "subclasses override it, which needs the class body"))
    } else if index.types[extended] == nil {
      dispatch(function, of: member, in: file, overriders: overriders)
    }
  }

  /// Makes the planned moves; an extension left with no members and no conformance is removed
  /// (its leading comments, such as a `// MARK:`, stay).
  mutating func removeEmptiedExtensions() {
    var possible: [Move] = []
    for move in moves where canMove(move) { possible.append(move) }
    let byExtension = Dictionary(grouping: possible) {
      "\($0.file.path):\($0.file.start(of: $0.member.extensionDecl))"
    }
    for (_, group) in byExtension.sorted(by: { $0.key < $1.key }) {
      let extensionDecl = group[0].member.extensionDecl
      let file = group[0].file
      let emptied =
        group.count == extensionDecl.memberBlock.members.count
        && extensionDecl.inheritanceClause == nil
      if emptied {
        var removal = RewriteOutcome()
        removal.edit(
          .remove(
            file.startOfLine(
              at: file.start(of: extensionDecl))..<file.endOfLine(at: file.end(of: extensionDecl))))
        outcomes[file.path, default: RewriteOutcome()].merge(removal)
      }
      for move in group {
        emit(move, removingMember: !emptied)
      }
    }
  }

  // MARK: Moving into the class body

  /// Whether `move` can be made; if not, says why.
  private mutating func canMove(_ move: Move) -> Bool {
    let file = move.file
    let member = move.member
    let decl = member.item.decl
    guard let target = survey.classDeclaration(member.extendedType) else { return false }
    guard member.extensionDecl.genericWhereClause == nil else {
      left(
        file, decl,
        "the extension is constrained (`where …`): move this member into `\(member.extendedType)` "
          + "by hand, checking the constraint")
      return false
    }
    guard target.file.path != file.path else { return true }
    let used = Set(decl.tokens(viewMode: .sourceAccurate).map(\.text))
    let privateUsed = used.intersection(survey.privateNames[file.path] ?? [])
    let isPrivateExtension = member.extensionDecl.modifiers.contains {
      ["private", "fileprivate"].contains($0.name.text)
    }
    guard isPrivateExtension || !privateUsed.isEmpty else { return true }
    left(
      file, decl,
      "moving this into `\(member.extendedType)` (in \(target.file.path)) would lose access to "
        + "this file's private declarations: move it by hand")
    return false
  }

  private mutating func emit(_ move: Move, removingMember: Bool) {
    let file = move.file
    let member = move.member
    let decl = member.item.decl
    guard let target = survey.classDeclaration(member.extendedType) else { return }
    let accessModifier = member.extensionDecl.modifiers.first {
      ["public", "open", "package", "internal", "private", "fileprivate"].contains($0.name.text)
    }
    var text = file.text(linesRange(of: member.item, in: file))
    let declModifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    let hasAccess = declModifiers.contains {
      ["public", "open", "package", "internal", "private", "fileprivate"].contains($0.name.text)
    }
    if let accessModifier, !hasAccess {
      let linesStart = linesRange(of: member.item, in: file).lowerBound
      let at = introducerStart(of: decl, in: file) - linesStart
      let bytes = Array(text.utf8)
      text =
        String(decoding: bytes[..<at], as: UTF8.self) + "\(accessModifier.name.text) "
        + String(decoding: bytes[at...], as: UTF8.self)
    }
    let from = file.indentation(ofLineAt: file.start(of: decl))
    let extensionIndent = file.indentation(ofLineAt: file.start(of: member.extensionDecl))
    let brace = target.decl.memberBlock.rightBrace
    let classIndent = target.file.indentation(ofLineAt: target.file.start(of: target.decl))
    let to =
      target.decl.memberBlock.members.first.map {
        target.file.indentation(ofLineAt: target.file.start(of: $0))
      } ?? classIndent + String(from.dropFirst(extensionIndent.count))
    let reindented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix(from) ? to + line.dropFirst(from.count) : String(line)
    }.joined(separator: "\n")
    let braceOffset = target.file.start(of: brace)
    let insertion: TextEdit =
      target.file.startsLine(braceOffset)
      ? .insert("\n" + reindented, at: target.file.startOfLine(at: braceOffset))
      : .insert("\n" + reindented + classIndent, at: braceOffset)

    if removingMember {
      var removal = RewriteOutcome()
      removal.edit(.remove(linesRange(of: member.item, in: file)))
      outcomes[file.path, default: RewriteOutcome()].merge(removal)
    }
    var landing = RewriteOutcome()
    landing.edit(insertion)
    landing.rewrote(
      ExtensionOverrideRewrite.construct, at: insertion.range.lowerBound,
      "moved `\(Self.summary(of: decl))` from an extension into the body of "
        + "`\(member.extendedType)`: \(move.reason)")
    outcomes[target.file.path, default: RewriteOutcome()].merge(landing)
  }

  /// `func viewDidLoad()` or `var title`: how a note names a declaration.
  private static func summary(of decl: DeclSyntax) -> String {
    if let function = decl.as(FunctionDeclSyntax.self) { return "func \(function.functionName)" }
    if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
      return "var \(binding.pattern.trimmedDescription)"
    }
    var head = String(decl.trimmedDescription.prefix { $0 != "{" && $0 != "\n" })
    while head.last == " " { head.removeLast() }
    return head
  }

  /// Whole lines from the node's first leading comment to the end of its last line.
  private func linesRange(of node: some SyntaxProtocol, in file: ParsedFile) -> Range<Int> {
    var offset = node.position.utf8Offset
    var start = file.start(of: node)
    for piece in node.leadingTrivia {
      if piece.isComment {
        start = min(start, offset)
        break
      }
      offset += piece.sourceLength.utf8Length
    }
    return file.startOfLine(at: start)..<file.endOfLine(at: file.end(of: node))
  }

  /// Where a declaration's modifiers (or its keyword, with none) start.
  private func introducerStart(of decl: DeclSyntax, in file: ParsedFile) -> Int {
    if let first = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first {
      return file.start(of: first)
    }
    if let function = decl.as(FunctionDeclSyntax.self) {
      return file.start(of: function.funcKeyword)
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return file.start(of: variable.bindingSpecifier)
    }
    return file.start(of: decl)
  }

  mutating func left(_ file: ParsedFile, _ decl: some SyntaxProtocol, _ advice: String) {
    var outcome = RewriteOutcome()
    outcome.cannotPort(ExtensionOverrideRewrite.construct, at: file.start(of: decl), advice)
    outcomes[file.path, default: RewriteOutcome()].merge(outcome)
  }
}

extension TriviaPiece {
  /// Whether the piece is a comment of any kind.
  var isComment: Bool {
    switch self {
    case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
    default: false
    }
  }
}
