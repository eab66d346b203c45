/// How much the solver cares about a constraint.
///
/// As in kiwi, a strength is one weight in a single objective rather than a symbolic
/// lexicographic tuple: `Strength(strong:medium:weak:)` gives `strong × 1,000,000 +
/// medium × 1,000 + weak`, each part clamped to 0…1000, and ``required`` (1,001,001,000) marks
/// constraints that take no error term at all. Weights keep every pivot a plain floating-point
/// operation; the price is that enough violations of a weaker constraint can outweigh one of a
/// stronger constraint, which a strict lexicographic order would never allow.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The constraint must hold; adding one that cannot is reported as an error.
  public static let required = Strength(weight: 1_001_001_000)
  /// Kiwi's strong: 1,000,000.
  public static let strong = Strength(strong: 1)
  /// Kiwi's medium: 1,000.
  public static let medium = Strength(medium: 1)
  /// Kiwi's weak: 1.
  public static let weak = Strength(weak: 1)

  /// The weight of this strength's errors in the objective.
  public let weight: Double

  /// Creates `strong × 1,000,000 + medium × 1,000 + weak`, each part multiplied by `multiplier`
  /// and clamped to 0…1000, like kiwi's `strength.create`.
  public init(strong: Double = 0, medium: Double = 0, weak: Double = 0, multiplier: Double = 1) {
    func part(_ value: Double) -> Double { min(max(value * multiplier, 0), 1000) }
    self.init(weight: part(strong) * 1_000_000 + part(medium) * 1000 + part(weak))
  }

  /// Creates a strength from a raw weight, capped at ``required``.
  init(weight: Double) {
    self.weight = min(max(weight, 0), 1_001_001_000)
  }

  /// Whether constraints of this strength must hold exactly.
  public var isRequired: Bool { weight >= Strength.required.weight }

  /// `required`, `strong`, `medium` or `weak` for the named strengths; otherwise the weight.
  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: "weight \(weight)"
    }
  }

  /// Orders strengths by weight.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }
}
