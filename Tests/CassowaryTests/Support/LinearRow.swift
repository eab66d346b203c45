@testable import Cassowary

/// One constraint of a random test system as plain numbers: `coefficients · x + constant ⋈ 0`,
/// required when `weight` is nil, otherwise penalised by `weight × violation`.
struct LinearRow {
  var coefficients: [Double]
  var constant: Double
  var relation: Relation
  var weight: Double?

  /// How far `point` is from satisfying the row (zero when it holds).
  func violation(at point: [Double]) -> Double {
    let value = zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(value, 0)
    case .greaterThanOrEqual: return max(-value, 0)
    }
  }

  /// The same row as a solver constraint over `variables`.
  func constraint(over variables: [Variable]) -> Constraint {
    let terms = zip(variables, coefficients).filter { $0.1 != 0 }.map { Term($0.0, $0.1) }
    let strength = weight.map { Strength(weight: $0) } ?? .required
    return Constraint(Expression(terms, constant: constant), relation, strength: strength)
  }
}
