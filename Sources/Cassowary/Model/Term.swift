/// A variable multiplied by a coefficient, one summand of an ``Expression``.
public struct Term: Sendable, Equatable {
  /// The variable of the term.
  public var variable: Variable

  /// The factor applied to the variable.
  public var coefficient: Double

  /// Creates the term `coefficient × variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
