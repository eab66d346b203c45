// Comparisons that turn expressions into required constraints, e.g. `a.left == b.right + 8`.
// `Variable == Variable` yields a constraint wherever a `Constraint` is expected and stays the
// ordinary `Equatable` test in a Boolean context; `let c = a == b` needs `let c: Constraint`.

extension Expression {
  /// A required constraint keeping an expression equal to an expression; change its strength with
  /// `withStrength(_:)`.
  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .equal, rhs)
  }

  /// A required constraint keeping an expression at most an expression; change its strength with
  /// `withStrength(_:)`.
  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
  }

  /// A required constraint keeping an expression at least an expression; change its strength with
  /// `withStrength(_:)`.
  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
  }

  /// A required constraint keeping an expression equal to a variable; change its strength with
  /// `withStrength(_:)`.
  public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }

  /// A required constraint keeping an expression at most a variable; change its strength with
  /// `withStrength(_:)`.
  public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }

  /// A required constraint keeping an expression at least a variable; change its strength with
  /// `withStrength(_:)`.
  public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }

  /// A required constraint keeping an expression equal to a constant; change its strength with
  /// `withStrength(_:)`.
  public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }

  /// A required constraint keeping an expression at most a constant; change its strength with
  /// `withStrength(_:)`.
  public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }

  /// A required constraint keeping an expression at least a constant; change its strength with
  /// `withStrength(_:)`.
  public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
}

extension Variable {
  /// A required constraint keeping a variable equal to an expression; change its strength with
  /// `withStrength(_:)`.
  public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }

  /// A required constraint keeping a variable at most an expression; change its strength with
  /// `withStrength(_:)`.
  public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }

  /// A required constraint keeping a variable at least an expression; change its strength with
  /// `withStrength(_:)`.
  public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

  /// A required constraint keeping a variable equal to a variable; change its strength with
  /// `withStrength(_:)`. In a Boolean context `==` on two variables is still `Equatable`'s test.
  public static func == (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) == Expression(rhs)
  }

  /// A required constraint keeping a variable at most a variable; change its strength with
  /// `withStrength(_:)`.
  public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) <= Expression(rhs)
  }

  /// A required constraint keeping a variable at least a variable; change its strength with
  /// `withStrength(_:)`.
  public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Expression(lhs) >= Expression(rhs)
  }

  /// A required constraint keeping a variable equal to a constant; change its strength with
  /// `withStrength(_:)`.
  public static func == (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) == Expression(rhs)
  }

  /// A required constraint keeping a variable at most a constant; change its strength with
  /// `withStrength(_:)`.
  public static func <= (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) <= Expression(rhs)
  }

  /// A required constraint keeping a variable at least a constant; change its strength with
  /// `withStrength(_:)`.
  public static func >= (lhs: Variable, rhs: Double) -> Constraint {
    Expression(lhs) >= Expression(rhs)
  }
}
