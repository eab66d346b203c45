import SwiftSyntax

/// The method a `#selector(…)` names: `#selector(ViewController.tapped(_:))` is the method
/// `tapped(_:)` of `ViewController`.
struct SelectorReference: Equatable {
  /// The type written before the method, `ViewController` or `self`; `nil` when none is.
  var typeName: String?
  /// The method's base name.
  var base: String
  /// The labels written in the selector, `nil` for a bare name (`#selector(tapped)`).
  var labels: [String]?
  /// Whether it names a property's getter or setter (`#selector(getter: …)`).
  var isAccessor: Bool

  /// The selector `expression` spells, if it is a `#selector(…)` of a method or property.
  init?(_ expression: ExprSyntax) {
    guard let macro = expression.as(MacroExpansionExprSyntax.self),
      macro.macroName.text == "selector", macro.arguments.count == 1,
      let argument = macro.arguments.first
    else { return nil }
    isAccessor = argument.label != nil
    var named = argument.expression
    // `#selector((tapped(_:)))` and `#selector(tapped as (UIButton) -> Void)` name the same method.
    while let tuple = named.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      named = only.expression
    }
    if let cast = named.as(AsExprSyntax.self) { named = cast.expression }
    let reference: DeclReferenceExprSyntax
    if let member = named.as(MemberAccessExprSyntax.self) {
      reference = member.declName
      typeName = member.base?.trimmedDescription
    } else if let plain = named.as(DeclReferenceExprSyntax.self) {
      reference = plain
      typeName = nil
    } else {
      return nil
    }
    base = reference.baseName.text
    labels = reference.argumentNames.map { names in names.arguments.map(\.name.text) }
  }

  /// The type the selector names explicitly, leaving out `self`.
  var explicitType: String? { typeName == "self" ? nil : typeName }

  /// Whether `name` is the method named, by base name and, when the selector has them, labels.
  func matches(_ name: FunctionName) -> Bool {
    name.base == base && (labels == nil || labels == name.labels)
  }

  /// `Type.base(labels:)`, as a note shows it.
  var description: String {
    let prefix = typeName.map { "\($0)." } ?? ""
    let suffix = labels.map { "(\($0.map { "\($0):" }.joined()))" } ?? ""
    return prefix + base + suffix
  }
}
