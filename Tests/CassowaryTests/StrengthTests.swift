import Testing

@testable import Cassowary

@Suite("Strengths and UIKit priorities")
struct StrengthTests {
  /// Adds `x == low` at `lower` and `x == high` at `higher` and returns x.
  private func winner(lower: Strength, higher: Strength) throws -> Double {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(Expression(x), .equal, Expression(10), strength: lower))
    try solver.addConstraint(Constraint(Expression(x), .equal, Expression(20), strength: higher))
    return solver.value(of: x)
  }

  @Test("medium beats weak")
  func mediumBeatsWeak() throws {
    let x = try winner(lower: .weak, higher: .medium)

    #expect(x == 20)
  }

  @Test("strong beats medium")
  func strongBeatsMedium() throws {
    let x = try winner(lower: .medium, higher: .strong)

    #expect(x == 20)
  }

  @Test("required beats strong")
  func requiredBeatsStrong() throws {
    let x = try winner(lower: .strong, higher: .required)

    #expect(x == 20)
  }

  @Test("the order of addition does not decide the winner")
  func orderDoesNotMatter() throws {
    let x = Variable("x")
    var solver = Solver()

    try solver.addConstraint((x == 20).withStrength(.strong))
    try solver.addConstraint((x == 10).withStrength(.weak))

    #expect(solver.value(of: x) == 20)
  }

  @Test("UIKit priority 751 beats 750")
  func priority751Beats750() throws {
    let x = try winner(lower: Strength(priority: 750), higher: Strength(priority: 751))

    #expect(x == 20)
  }

  @Test("UIKit priority 999 beats 998 and 2 beats 1")
  func adjacentPrioritiesAtTheEnds() throws {
    let top = try winner(lower: Strength(priority: 998), higher: Strength(priority: 999))
    let bottom = try winner(lower: Strength(priority: 1), higher: Strength(priority: 2))

    #expect(top == 20)
    #expect(bottom == 20)
  }

  @Test("priority 1000 is required and 999 is not")
  func priority1000IsRequired() {
    let required = Strength(priority: 1000)
    let almost = Strength(priority: 999)

    #expect(required.isRequired)
    #expect(!almost.isRequired)
  }

  @Test("priorities 1, 500 and 999 land on weak, medium and strong")
  func anchorPriorities() {
    let anchors = [1, 500, 999].map { Strength(priority: Float($0)).weight }

    #expect(abs(anchors[0] - Strength.weak.weight) < 1e-9)
    #expect(abs(anchors[1] - Strength.medium.weight) < 1e-6)
    #expect(abs(anchors[2] - Strength.strong.weight) < 1e-3)
  }

  @Test("weights increase strictly over every whole priority")
  func prioritiesAreStrictlyOrdered() {
    let weights = (1...1000).map { Strength(priority: Float($0)).weight }

    #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 < $1 })
  }
}
