import SwiftSyntax

/// What a default implementation of a formerly optional requirement returns.
enum DefaultValue {
  /// Whether `expression` means the same wherever it is written, so that a protocol extension
  /// may return it in place of a call site's `?? fallback`: literals, `.zero`-style members,
  /// `Type.member` and initialisers of such.
  static func isContextFree(_ expression: ExprSyntax) -> Bool {
    if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      return prefix.operator.text == "-" && isContextFree(prefix.expression)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return true }
      return isTypeName(base)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return isTypeName(call.calledExpression) && call.trailingClosure == nil
        && call.arguments.allSatisfy { isContextFree($0.expression) }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return isContextFree(only.expression)
    }
    return false
  }

  /// The value a type's absent optional requirement most plausibly stood for when no call site
  /// says: `false`, zero, empty. `nil` for other types.
  static func zero(of type: String) -> String? {
    let numbers: Set = [
      "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Float", "Double", "CGFloat", "TimeInterval", "CFTimeInterval",
    ]
    let zeroMembers: Set = [
      "CGSize", "CGPoint", "CGRect", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets",
      "UIOffset", "CGAffineTransform",
    ]
    if type == "Bool" { return "false" }
    if numbers.contains(type) { return "0" }
    if type == "String" { return "\"\"" }
    if zeroMembers.contains(type) { return type == "CGAffineTransform" ? ".identity" : ".zero" }
    if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
    return nil
  }

  private static func isTypeName(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isTypeName(base) && member.declName.baseName.text.first?.isUppercase == true
    }
    return false
  }
}
