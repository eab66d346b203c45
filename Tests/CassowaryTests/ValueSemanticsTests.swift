import Testing

@testable import Cassowary

@Suite("A solver is a value")
struct ValueSemanticsTests {
  @Test("changing a copy leaves the original as it was")
  func copiesAreIndependent() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    var original = Solver()
    try original.addConstraint((x == 10).withStrength(.weak))
    try original.addConstraint(y == x + 1)
    var copy = original

    try copy.addConstraint(x <= 3)
    for index in 0..<200 { try copy.addConstraint(Variable("filler\(index)") == Double(index)) }
    try original.addConstraint(x >= 20)

    #expect(original.value(of: y) == 21)
    #expect(copy.value(of: y) == 4)
  }
}
