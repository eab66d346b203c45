import Cassowary

/// A view's intrinsic content size as hugging and compression-resistance constraints.
extension LayoutEngine {
  func installIntrinsicConstraints(_ view: UIView, _ item: Item) {
    let size = view.intrinsicContentSize
    var constraints: [Constraint] = []
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let value = axis == .horizontal ? size.width : size.height
      guard value != UIView.noIntrinsicMetric else { continue }
      let variable = axis == .horizontal ? item.variables.width : item.variables.height
      let hugging = view.contentHuggingPriority(for: axis)
      let resistance = view.contentCompressionResistancePriority(for: axis)
      constraints.append(
        Constraint(
          LinearExpression(variable), .lessThanOrEqual, LinearExpression(Double(value)),
          strength: Strength(priority: hugging.rawValue)))
      constraints.append(
        Constraint(
          LinearExpression(variable), .greaterThanOrEqual, LinearExpression(Double(value)),
          strength: Strength(priority: resistance.rawValue)))
    }
    item.intrinsic = constraints
    // The name is formatted only if a conflict report asks: most views have no intrinsic size.
    let viewType: any AnyObject.Type = type(of: view)
    let id = ObjectIdentifier(view)
    for constraint in constraints {
      add(constraint, description: "<NSContentSizeLayoutConstraint \(viewType):\(id.debugAddress)>")
    }
  }

  /// Re-reads a view's intrinsic size and its hugging and resistance priorities.
  func intrinsicContentSizeDidChange(_ view: UIView) {
    guard let item = items[ObjectIdentifier(view)], !view.usesAutoresizingMask else { return }
    for constraint in item.intrinsic { remove(constraint) }
    installIntrinsicConstraints(view, item)
  }
}
