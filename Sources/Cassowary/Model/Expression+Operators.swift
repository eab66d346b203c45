// Arithmetic that builds expressions from variables, expressions and constants. Variables take
// part directly so layout code can write `view.left + view.width` without conversions.

extension Expression {
  /// The sum of an expression and an expression, as an expression.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The sum of an expression and a variable, as an expression.
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  /// The sum of a variable and an expression, as an expression.
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

  /// The sum of an expression and a constant, as an expression.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }

  /// The sum of a constant and an expression, as an expression.
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

  /// The difference of an expression and an expression, as an expression.
  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

  /// The difference of an expression and a variable, as an expression.
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }

  /// The difference of a variable and an expression, as an expression.
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }

  /// The difference of an expression and a constant, as an expression.
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

  /// The difference of a constant and an expression, as an expression.
  public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

  /// The negation of an expression, as an expression.
  public static prefix func - (operand: Expression) -> Expression { operand * -1 }

  /// The product of an expression and a constant, as an expression.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  /// The product of a constant and an expression, as an expression.
  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

  /// The quotient of an expression and a constant, as an expression.
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
}

extension Variable {
  /// The sum of a variable and a variable, as an expression.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
  }

  /// The sum of a variable and a constant, as an expression.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
  }

  /// The sum of a constant and a variable, as an expression.
  public static func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

  /// The difference of a variable and a variable, as an expression.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, -1)])
  }

  /// The difference of a variable and a constant, as an expression.
  public static func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }

  /// The difference of a constant and a variable, as an expression.
  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs, -1)], constant: lhs)
  }

  /// The negation of a variable, as an expression.
  public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

  /// The product of a variable and a constant, as an expression.
  public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }

  /// The product of a constant and a variable, as an expression.
  public static func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }

  /// The quotient of a variable and a constant, as an expression.
  public static func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }
}
