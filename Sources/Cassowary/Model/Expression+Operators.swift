// Arithmetic that builds expressions from variables, expressions and constants. Variables take
// part directly so layout code can write `view.left + view.width` without conversions.

extension Expression {
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }

  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }

  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }

  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

  public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

  public static prefix func - (operand: Expression) -> Expression { operand * -1 }

  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
  }

  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
  }

  public static func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, -1)])
  }

  public static func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }

  public static func - (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs, -1)], constant: lhs)
  }

  public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

  public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }

  public static func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }

  public static func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }
}
