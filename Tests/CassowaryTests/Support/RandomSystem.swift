import Cassowary
import SeededRandomness

/// A random constraint system built around a known point, so its required part is feasible.
///
/// Required rows have small integer coefficients and pass through the point (equalities) or
/// keep it inside (inequalities, sometimes tight). Every variable gets a soft pull towards a
/// random target and a few soft rows are added at random; soft weights are weak, medium or
/// strong times a random factor, so ties between optima are rare and the optimum is generically
/// unique.
struct RandomSystem {
  var dimension: Int
  var point: [Double]
  var rows: [LinearRow] = []

  init(using generator: inout SeededGenerator) {
    dimension = Int.random(in: 2...4, using: &generator)
    point = (0..<dimension).map { _ in Double(Int.random(in: -20...20, using: &generator)) }
    let requiredCount = Int.random(in: 0...(dimension + 1), using: &generator)
    var equalities = 0
    for _ in 0..<requiredCount {
      var row = requiredRow(using: &generator)
      if row.relation == .equal {
        equalities += 1
        if equalities >= dimension { row.relation = .lessThanOrEqual }
      }
      rows.append(row)
    }
    for variable in 0..<dimension {
      var coefficients = Array(repeating: 0.0, count: dimension)
      coefficients[variable] = 1
      let target = Double(Int.random(in: -30...30, using: &generator))
      rows.append(
        LinearRow(
          coefficients: coefficients, constant: -target, relation: .equal,
          weight: RandomSystem.softWeight(using: &generator)))
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      rows.append(softRow(using: &generator))
    }
  }

  /// A required row that holds at `point`: tight when equal, else with a random margin.
  func requiredRow(using generator: inout SeededGenerator) -> LinearRow {
    let coefficients = randomCoefficients(using: &generator)
    let value = zip(coefficients, point).reduce(0) { $0 + $1.0 * $1.1 }
    let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
      using: &generator)!
    let margin = Bool.random(using: &generator) ? 0 : Double.random(in: 0...10, using: &generator)
    let constant: Double
    switch relation {
    case .equal: constant = -value
    case .lessThanOrEqual: constant = -value - margin
    case .greaterThanOrEqual: constant = -value + margin
    }
    return LinearRow(
      coefficients: coefficients, constant: constant, relation: relation, weight: nil)
  }

  /// A soft row with random coefficients, relation and constant.
  func softRow(using generator: inout SeededGenerator) -> LinearRow {
    LinearRow(
      coefficients: randomCoefficients(using: &generator),
      constant: Double(Int.random(in: -40...40, using: &generator)),
      relation: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
        using: &generator)!,
      weight: RandomSystem.softWeight(using: &generator))
  }

  private func randomCoefficients(using generator: inout SeededGenerator) -> [Double] {
    while true {
      let coefficients = (0..<dimension).map { _ in
        Double(Int.random(in: -3...3, using: &generator))
      }
      if coefficients.contains(where: { $0 != 0 }) { return coefficients }
    }
  }

  /// Weak, medium or strong, times a random factor in [1, 2).
  static func softWeight(using generator: inout SeededGenerator) -> Double {
    let base = [Strength.weak, .medium, .strong].randomElement(using: &generator)!.weight
    return base * Double.random(in: 1..<2, using: &generator)
  }
}
