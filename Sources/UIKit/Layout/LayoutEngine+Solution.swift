import Cassowary

/// Reading the solution: solved frames, and which views it moved.
extension LayoutEngine {
  func value(_ variable: Variable) -> CGFloat {
    pinWaitingViews()
    return CGFloat(solver.value(of: variable))
  }

  /// The solved frame of a view or guide in its container's coordinates.
  func solvedFrame(of object: AnyObject) -> CGRect {
    guard let item = items[ObjectIdentifier(object)] else {
      if let guide = object as? UILayoutGuide, let owner = guide.owningView {
        let placement = owner.placement(of: guide)
        let size: CGSize
        switch placement.size {
        case .inset(let horizontal, let vertical):
          size = CGSize(
            width: owner.bounds.width - horizontal, height: owner.bounds.height - vertical)
        case .preferred(let preferred): size = preferred
        }
        return CGRect(origin: placement.origin, size: size)
      }
      return .zero
    }
    pinWaitingViews()
    return solvedFrame(of: item)
  }

  private func solvedFrame(of item: Item) -> CGRect {
    solver.withValues { Self.frame(of: item.variables, $0) }
  }

  /// The solved frames of those of `views` whose frames come from the solution, `nil` for the
  /// others, in order: a layout pass reads its subviews' frames with one read of the solver
  /// (see `Solver.withValues`) instead of four each.
  func drivenFrames(of views: [UIView]) -> [CGRect?] {
    pinWaitingViews()
    // Loops rather than `map`: each call of a main-actor closure passed to `map` checks that it
    // runs on the main actor, and those checks cost as much as reading the frame.
    return solver.withValues { value in
      var frames: [CGRect?] = []
      frames.reserveCapacity(views.count)
      for view in views {
        if let item = drivenItem(of: view) {
          frames.append(Self.frame(of: item.variables, value))
        } else {
          frames.append(nil)
        }
      }
      return frames
    }
  }

  private static func frame(of v: Variables, _ value: (Variable) -> Double) -> CGRect {
    CGRect(
      x: value(v.minX), y: value(v.minY), width: max(0, value(v.width)),
      height: max(0, value(v.height)))
  }

  /// Whether the solution decides this view's frame.
  func drives(_ view: UIView) -> Bool { drivenItem(of: view) != nil }

  private func drivenItem(of view: UIView) -> Item? {
    // The view's link rather than `items`: a record the engine dropped (`reset`) drives nothing.
    guard let item = view.constraintState.engineItem, item.drivenView === view,
      !view.usesAutoresizingMask
    else { return nil }
    return item
  }

  /// Before a layout pass: marks the superview of every view whose solved frame moved, so the
  /// pass applies it.
  ///
  /// A superview already marked applies all its subviews' frames, so its other subviews are
  /// not compared: after a resize that moves every view, the walk reads one frame per
  /// superview instead of every view's.
  func markMovedViews() {
    pinWaitingViews()
    guard flushedGeneration != generation else { return }
    flushedGeneration = generation
    for item in items.values {
      guard let view = item.drivenView, let superview = view.storedSuperview,
        !superview.layoutState.needsLayout, !view.frame.equals(solvedFrame(of: item))
      else { continue }
      superview.setNeedsLayout()
    }
  }
}
