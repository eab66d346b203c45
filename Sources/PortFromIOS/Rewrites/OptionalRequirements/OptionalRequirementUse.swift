import SwiftSyntax

/// A place that uses an `@objc optional` requirement in a way that depends on it being optional.
struct OptionalRequirementUse {
  /// How the requirement is used.
  enum Form {
    /// `base?.f?(…)` or `base.f!(…)`: the call, and the `?` or `!` that marks the requirement
    /// as optional.
    case call(FunctionCallExprSyntax, marker: TokenSyntax)
    /// `base?.f` or `base?.property`, not called: a method reference or a property read.
    case reference(MemberAccessExprSyntax)
    /// `base.responds(to: #selector(P.f))`.
    case respondsTo(FunctionCallExprSyntax)
  }

  /// What the expression's value is used for.
  enum Context {
    /// An expression statement: the value is dropped.
    case statement
    /// The left side of `?? fallback`; `operand` is the left side itself (the use, or the use in
    /// parentheses).
    case coalesced(InfixOperatorExprSyntax, operand: ExprSyntax, fallback: ExprSyntax)
    /// The value of `if let` / `guard let`.
    case binding(OptionalBindingConditionSyntax)
    /// The left side of `=`.
    case assignmentTarget
    /// Anything else.
    case value
  }

  /// The requirement used.
  var requirement: ObjCProtocolInfo.Requirement
  /// How.
  var form: Form
  /// What for.
  var context: Context
  /// The expression before `.f`, without the `?` that optional-chains it.
  var base: ExprSyntax?
  /// Whether the base is optional-chained (`delegate?.f`) rather than used as it is
  /// (`delegate.f`).
  var baseIsOptionalChained: Bool

  /// The expression that stands for the use's value: the call or the reference.
  var expression: ExprSyntax {
    switch form {
    case .call(let call, _), .respondsTo(let call): ExprSyntax(call)
    case .reference(let member): ExprSyntax(member)
    }
  }

  /// Whether the fallback of a `??` is `text`.
  func isCoalesced(with text: String) -> Bool {
    if case .coalesced(_, _, let fallback) = context { return fallback.trimmedDescription == text }
    return false
  }

  /// The context of an expression: what its value (looking through parentheses) is used for.
  static func context(of expression: ExprSyntax) -> Context {
    var current = expression
    while let element = current.parent?.as(LabeledExprSyntax.self), element.label == nil,
      let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
    {
      current = ExprSyntax(tuple)
    }
    if let infix = current.parent?.as(InfixOperatorExprSyntax.self),
      infix.leftOperand.id == current.id
    {
      if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
        return .coalesced(infix, operand: current, fallback: infix.rightOperand)
      }
      if infix.operator.is(AssignmentExprSyntax.self) { return .assignmentTarget }
    }
    if let binding = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
      OptionalBindingConditionSyntax.self)
    {
      return .binding(binding)
    }
    if current.parent?.is(CodeBlockItemSyntax.self) == true { return .statement }
    return .value
  }

  /// Whether `expression` can be evaluated twice with the same result and no effect: names,
  /// `self`, member accesses and unwrapping of those. A guarded use repeats its base.
  static func isRepeatable(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isRepeatable(base)
    }
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      return isRepeatable(chained.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return isRepeatable(forced.expression)
    }
    return false
  }
}
