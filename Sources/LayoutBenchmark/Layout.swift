import Cassowary

/// One benchmark layout: the variables, constraints and container sizes of a shape at size N.
///
/// Built exactly like `kiwi_bench.py` builds it (same variables in the same order, same
/// constraints, strengths and order), so both solvers solve the same problem and their values
/// can be compared one by one. Each view has UIKit's four engine variables.
struct Layout {
  /// The four variables a view contributes, as UIKit's engine models a frame.
  struct View {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
      left = Variable(name + ".left")
      top = Variable(name + ".top")
      width = Variable(name + ".width")
      height = Variable(name + ".height")
    }

    var variables: [Variable] { [left, top, width, height] }
  }

  /// The container sizes of the resize loop, as multiples of a shape's base size.
  static let sizeFactors = [1.0, 1.2, 0.8, 1.4, 0.9, 1.1]

  let shape: Shape
  let count: Int
  let container = View("container")
  let views: [View]
  private(set) var constraints: [Constraint] = []
  /// The index of the constraint removed and re-added (or re-constanted) in the middle.
  private(set) var churnIndex = 0
  let sizes: [(width: Double, height: Double)]

  init(_ shape: Shape, count: Int) {
    self.shape = shape
    self.count = count
    let viewCount = shape == .grid ? Layout.gridSide * Layout.gridSide : count
    views = (0..<viewCount).map { View((shape == .grid ? "cell" : "view") + "\($0)") }
    let base: (Double, Double)
    switch shape {
    case .row: base = (20 * Double(count) + 100, 600)
    case .stack: base = (1000, 2 * Double(count) + 100)
    case .nesting: base = (4 * Double(count) + 200, 4 * Double(count) + 200)
    case .grid: base = (1000, 800)
    case .centerLine, .edge: base = (1000, 2 * Double(count) + 100)
    case .proportional: base = (20 * Double(count) + 100, 600)
    }
    sizes = Layout.sizeFactors.map { (base.0 * $0, base.1 * $0) }
    constraints = [container.left == 0, container.top == 0]
    switch shape {
    case .row: addRow()
    case .stack: addStack()
    case .nesting: addNesting()
    case .grid: addGrid()
    case .centerLine: addCenterLine()
    case .edge: addEdge()
    case .proportional: addProportional()
    }
  }

  /// Every variable, container first, in kiwi_bench.py's order.
  var variables: [Variable] { container.variables + views.flatMap(\.variables) }

  static let gridSide = 10

  private mutating func markChurn(at index: Int, middle: Int) {
    if index == middle { churnIndex = constraints.count }
  }

  private mutating func addRow() {
    for (index, view) in views.enumerated() {
      markChurn(at: index, middle: count / 2)
      if index == 0 {
        constraints.append(view.left == 0)
      } else {
        let previous = views[index - 1]
        constraints.append(view.left == previous.left + previous.width + 8)
        constraints.append(view.width == Expression(views[0].width))
      }
      constraints.append(view.top == 8)
      constraints.append(view.height == 44)
    }
    let last = views[views.count - 1]
    constraints.append(last.left + last.width == Expression(container.width))
  }

  private mutating func addStack() {
    for (index, view) in views.enumerated() {
      markChurn(at: index, middle: count / 2)
      constraints.append(view.left == container.left + Double(index % 20) * 4)
      constraints.append(view.top == container.top + Double(index) * 2)
      constraints.append(view.width == 100 + Double(index % 7))
      constraints.append(view.height == 20)
    }
  }

  private mutating func addNesting() {
    for (index, view) in views.enumerated() {
      markChurn(at: index, middle: count / 2)
      let parent = index == 0 ? container : views[index - 1]
      constraints.append(view.left == parent.left + 2)
      constraints.append(view.top == parent.top + 2)
      constraints.append(view.left + view.width == parent.left + parent.width - 2)
      constraints.append(view.top + view.height == parent.top + parent.height - 2)
    }
  }

  private mutating func addGrid() {
    let side = Layout.gridSide
    for row in 0..<side {
      for column in 0..<side {
        let cell = views[row * side + column]
        markChurn(at: row * side + column, middle: (side / 2) * side + side / 2)
        if column == 0 {
          constraints.append(cell.left == container.left + 8)
        } else {
          let left = views[row * side + column - 1]
          constraints.append(cell.left == left.left + left.width + 8)
        }
        if row == 0 {
          constraints.append(cell.top == container.top + 8)
        } else {
          let above = views[(row - 1) * side + column]
          constraints.append(cell.top == above.top + above.height + 8)
        }
        if column > 0 { constraints.append(cell.width == Expression(views[row * side].width)) }
        if row > 0 { constraints.append(cell.height == Expression(views[column].height)) }
        if column == side - 1 {
          constraints.append(cell.left + cell.width + 8 == container.left + container.width)
        }
        if row == side - 1 {
          constraints.append(cell.top + cell.height + 8 == container.top + container.height)
        }
      }
    }
  }

  // The shapes built through UIKit too: written as UIKit's engine writes the anchors of views
  // whose superview is the container (the window), term for term.

  private func centerX(_ view: View) -> Expression { view.left + view.width * 0.5 }

  private mutating func addCenterLine() {
    for (index, view) in views.enumerated() {
      markChurn(at: index, middle: count / 2)
      if index == 0 {
        constraints.append(centerX(view) == 0 + container.width * 0.5)
      } else {
        constraints.append(centerX(view) == centerX(views[0]))
      }
      constraints.append(view.top == 0 + Double(index) * 2)
      constraints.append(view.width == 100 + Double(index % 7))
      constraints.append(view.height == 20)
    }
  }

  private mutating func addEdge() {
    for (index, view) in views.enumerated() {
      markChurn(at: index, middle: count / 2)
      if index == 0 {
        constraints.append(view.left == 0 + 20)
      } else {
        constraints.append(view.left == Expression(views[0].left))
      }
      constraints.append(view.left + view.width == 0 + container.width - 20)
      constraints.append(view.top == 0 + Double(index) * 2)
      constraints.append(view.height == 20)
    }
  }

  private mutating func addProportional() {
    for (index, view) in views.enumerated() {
      markChurn(at: index, middle: count / 2)
      if index == 0 {
        constraints.append(view.left == 0)
      } else {
        let previous = views[index - 1]
        constraints.append(view.left == previous.left + previous.width)
        constraints.append(view.width == views[0].width * Shape.multiplier(index))
      }
      constraints.append(view.top == 0)
      constraints.append(view.height == container.height * 0.5)
    }
    let last = views[views.count - 1]
    constraints.append(last.left + last.width == 0 + container.width)
  }
}
