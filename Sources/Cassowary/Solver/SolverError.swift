/// Why the solver refused a request; the solver is left exactly as it was.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  ///
  /// `conflicting` lists those existing required constraints whose markers make up the failed
  /// row's certificate of infeasibility, as UIKit lists them under "Unable to simultaneously
  /// satisfy constraints".
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The constraint has already been added.
  case duplicateConstraint(Constraint)
  /// The constraint was never added, or has been removed.
  case unknownConstraint(Constraint)
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be non-required, or a suggestion could contradict a required constraint.
  case requiredEditVariable(Variable)

  /// A message for logs; an unsatisfiable constraint is reported in UIKit's layout, naming the
  /// conflicting constraints.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicting):
      let header = [
        "Unable to simultaneously satisfy constraints.",
        "  Breaking: \(constraint.debugDescription)",
        "  Conflicting with:",
      ]
      return (header + conflicting.map { "    \($0.debugDescription)" }).joined(separator: "\n")
    case .duplicateConstraint(let constraint):
      return "Constraint already added: \(constraint.debugDescription)"
    case .unknownConstraint(let constraint):
      return "Unknown constraint: \(constraint.debugDescription)"
    case .duplicateEditVariable(let variable):
      return "Already an edit variable: \(variable)"
    case .unknownEditVariable(let variable):
      return "Not an edit variable: \(variable)"
    case .requiredEditVariable(let variable):
      return "Edit variables cannot be required: \(variable)"
    }
  }
}
