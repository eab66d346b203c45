/// What the solver remembers about one added constraint.
///
/// The marker identifies the constraint inside the tableau: a dummy for a required equality, the
/// slack for an inequality, the positive error for a non-required equality. `other` is the second
/// error symbol of a non-required constraint, or -1.
struct ConstraintRecord {
  var constraint: Constraint
  var marker: Int32
  var other: Int32

  /// The coefficient of the marker in the constraint's original row `expression + … = 0`.
  ///
  /// Changing the constant by δ is the same as shifting the marker by δ / this coefficient,
  /// which is how `setConstant(_:of:)` and `suggestValue(_:_:)` update rows in place.
  var markerCoefficient: Double {
    switch constraint.relation {
    case .equal: constraint.strength.isRequired ? 1 : -1
    case .lessThanOrEqual: 1
    case .greaterThanOrEqual: -1
    }
  }
}
