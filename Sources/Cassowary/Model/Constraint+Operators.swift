// Comparisons that turn expressions into required constraints, e.g. `a.left == b.right + 8`.
// `Variable == Variable` yields a constraint wherever a `Constraint` is expected and stays the
// ordinary `Equatable` test in a Boolean context; `let c = a == b` needs `let c: Constraint`.

extension Expression {
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .equal, rhs)
  }

  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
  }

  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
  }

  public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }

  public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }

  public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }

  public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }

  public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }

  public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
}

extension Variable {
  public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }

  public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }

  public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) == Expression(rhs)
  }

  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) <= Expression(rhs)
  }

  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) >= Expression(rhs)
  }

  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) == Expression(rhs)
  }

  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) <= Expression(rhs)
  }

  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) >= Expression(rhs)
  }
}
