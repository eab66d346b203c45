import Synchronization

/// A linear relation between variables that the solver keeps as well as its strength allows.
///
/// A constraint reads `expression relation 0`; `a.left == b.right + 8` is stored as
/// `a.left - b.right - 8 == 0`. Its identity is ``id``: two constraints with the same
/// expression are still different constraints, and a copy is the same constraint. The layout
/// layer can therefore keep a map from its `NSLayoutConstraint` to the `Constraint` it added.
///
/// ```swift
/// let pin = view.left == container.left + 8
/// let hug = (view.width <= 120).withStrength(Strength(priority: 250))
/// ```
public struct Constraint: Identifiable, Hashable, Sendable, CustomDebugStringConvertible {
  private static let nextID = Atomic<Int>(0)

  /// The process-wide unique identity of this constraint.
  public let id: Int

  /// The left side minus the right side, reduced.
  public let expression: Expression

  /// How ``expression`` compares with zero.
  public let relation: Relation

  /// How hard the solver tries to satisfy the constraint.
  public let strength: Strength

  /// Creates `expression relation 0` with a fresh identity.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.init(
      id: Constraint.nextID.add(1, ordering: .relaxed).newValue,
      expression: expression.reduced, relation: relation, strength: strength)
  }

  /// Creates `lhs relation rhs` with a fresh identity.
  public init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
  ) {
    var difference = lhs
    difference.terms += rhs.terms.map { Term($0.variable, -$0.coefficient) }
    difference.constant -= rhs.constant
    self.init(difference, relation, strength: strength)
  }

  private init(id: Int, expression: Expression, relation: Relation, strength: Strength) {
    self.id = id
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// A new constraint (with its own identity) relating the same expression at another strength.
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// This same constraint (same identity) with another constant, as the solver holds it after
  /// `setConstant(_:of:)`.
  func withConstant(_ constant: Double) -> Constraint {
    var changed = expression
    changed.constant = constant
    return Constraint(id: id, expression: changed, relation: relation, strength: strength)
  }

  /// Reads like the source: the constant moves to the right, e.g. `a - b == 8 | required`.
  public var debugDescription: String {
    var left = expression
    left.constant = 0
    let right = Expression.format(expression.constant == 0 ? 0 : -expression.constant)
    return "\(left) \(relation) \(right) | \(strength)"
  }

  /// Same identity: two constraints with equal expressions are still different constraints.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }

  /// Hashes the identity, matching equality.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
