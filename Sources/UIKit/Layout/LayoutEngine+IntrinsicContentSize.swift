import Cassowary

/// A view's intrinsic content size as hugging and compression-resistance constraints.
extension LayoutEngine {
  /// Adds `view`'s intrinsic size, measured now unless given, as hugging and compression
  /// resistance constraints.
  func installIntrinsicConstraints(_ view: UIView, _ item: Item, size: CGSize? = nil) {
    let size = size ?? measure(view, item)
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
    // Measured while its old size still holds the solution: a view whose height follows its
    // width is measured at the width it has, not at the one it would have without a size.
    let size = measure(view, item)
    for constraint in item.intrinsic { remove(constraint) }
    installIntrinsicConstraints(view, item, size: size)
  }

  /// `view`'s intrinsic size; for a view whose height follows its width, noted with the width
  /// it was measured at (its ``laidOutWidth(of:)`` now), for ``settleWidthFollowers()``.
  private func measure(_ view: UIView, _ item: Item) -> CGSize {
    if view.intrinsicHeightFollowsWidth {
      item.measuredWidth = laidOutWidth(of: view)
      widthFollowers[ObjectIdentifier(view)] = item
    } else {
      widthFollowers[ObjectIdentifier(view)] = nil
    }
    return view.intrinsicContentSize
  }

  /// The width the next layout pass gives `view`: its solved width on the pixel grid its
  /// superview places it on (as `UIView.applyEngineFrames()` sets it), or 0 when the solution
  /// does not decide its frame.
  func laidOutWidth(of view: UIView) -> CGFloat {
    guard let record = drivenItem(of: view) else { return 0 }
    let scale = max(1, view.storedSuperview?.traitCollection.displayScale ?? 1)
    return record.withUnretained { alignedFrame(of: $0, scale: scale).width }
  }

  /// Matches UIKit's second constraint-update pass for views whose intrinsic height follows
  /// their width (multi-line labels): before a layout pass, each such view whose width in the
  /// solution differs from the one its intrinsic size was measured at is measured again at the
  /// new width, and the solution follows, a few rounds at most. So the layout pass that follows
  /// applies final frames once: a superview's `layoutSubviews` sees its label already as tall
  /// as its lines, as on iOS.
  func settleWidthFollowers() {
    // Most layouts have no such view: a window resized under them pays one test.
    guard !widthFollowers.isEmpty else { return }
    for _ in 0..<4 {
      var measuredAgain = false
      for item in widthFollowers.values {
        guard let view = item.drivenView, laidOutWidth(of: view) != item.measuredWidth else {
          continue
        }
        intrinsicContentSizeDidChange(view)
        measuredAgain = true
      }
      guard measuredAgain else { return }
    }
  }
}
