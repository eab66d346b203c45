/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are built with the arithmetic operators on ``Variable``, ``Expression`` and
/// `Double`, then compared with `==`, `<=` or `>=` to make a ``Constraint``.
///
/// ```swift
/// let right = view.left + view.width
/// ```
public struct Expression: Sendable, Equatable, CustomStringConvertible {
  /// The summands; a variable may appear more than once until the expression is reduced.
  public var terms: [Term]

  /// The constant added to the terms.
  public var constant: Double

  /// Creates `Σ terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression holding one variable.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates a constant expression.
  public init(_ constant: Double) {
    self.init([], constant: constant)
  }

  /// The same expression with each variable appearing once and cancelled terms dropped.
  ///
  /// Constraints store reduced expressions so that descriptions read naturally; the solver would
  /// cope with repeated variables either way.
  public var reduced: Expression {
    if isReduced { return self }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    for term in terms {
      if let index = merged.firstIndex(where: { $0.variable == term.variable }) {
        merged[index].coefficient += term.coefficient
      } else {
        merged.append(term)
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return Expression(merged, constant: constant)
  }

  /// Whether every variable appears once, with a coefficient other than zero: the usual case,
  /// where reducing would only copy the terms. Compares pairs, as expressions are short.
  private var isReduced: Bool {
    for (index, term) in terms.enumerated() {
      if term.coefficient == 0 { return false }
      for other in terms[..<index] where other.variable == term.variable { return false }
    }
    return true
  }

  /// Reads like the source, e.g. `a + 2 * b - 8`.
  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let sign = term.coefficient < 0 ? "-" : "+"
      let factor = magnitude == 1 ? "" : "\(Expression.format(magnitude)) * "
      if text.isEmpty {
        text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
      } else {
        text += " \(sign) \(factor)\(term.variable.description)"
      }
    }
    if text.isEmpty { return Expression.format(constant) }
    if constant != 0 {
      text +=
        constant < 0 ? " - \(Expression.format(-constant))" : " + \(Expression.format(constant))"
    }
    return text
  }

  /// Prints whole numbers without a fractional part, as layout constants usually are.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
