import Cassowary

/// Views nested `depth` deep, each inset by 2 from its parent on all four edges, in a container
/// whose width and height are edit variables: the longest dependency chain a layout can have.
struct NestedViews {
  let width = Variable("container.width")
  let height = Variable("container.height")
  private(set) var constraints: [Constraint] = []
  private(set) var innermostLeft = Variable("container.left")
  private(set) var innermostWidth: Variable

  init(depth: Int) {
    innermostWidth = width
    var parent = (innermostLeft, Variable("container.top"), width, height)
    constraints = [parent.0 == 0, parent.1 == 0]
    for level in 0..<depth {
      let view = (
        Variable("v\(level).left"), Variable("v\(level).top"), Variable("v\(level).width"),
        Variable("v\(level).height")
      )
      constraints += [
        view.0 == parent.0 + 2, view.1 == parent.1 + 2,
        view.0 + view.2 == parent.0 + parent.2 - 2, view.1 + view.3 == parent.1 + parent.3 - 2,
      ]
      parent = view
    }
    innermostLeft = parent.0
    innermostWidth = parent.2
  }

  /// A solver holding the layout in a 10,000 × 10,000 container.
  func solver() throws -> Solver {
    var solver = Solver()
    try solver.addEditVariable(width, strength: .strong)
    try solver.addEditVariable(height, strength: .strong)
    try solver.suggestValue(width, 10_000)
    try solver.suggestValue(height, 10_000)
    for constraint in constraints { try solver.addConstraint(constraint) }
    return solver
  }
}
