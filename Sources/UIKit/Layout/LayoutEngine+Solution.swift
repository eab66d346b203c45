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

  /// The solved frame of an item: the one kept since it was last read, unless the solver
  /// moved one of its values since.
  private func solvedFrame(of item: Item) -> CGRect {
    if item.frameEpoch != frameEpoch { read(item) }
    return item.solvedFrame
  }

  /// Reads the solved frame of `item` by its variables' handles (see `Solver.handle(of:)`):
  /// hashing four variables for each view cost more than the rest of placing it. The item is
  /// filed by handle, for `solverValuesDidChange`.
  @inline(__always)
  private func read(_ item: Item) {
    let generation = solver.handleGeneration
    if itemsByHandleGeneration != generation {
      itemsByHandleGeneration = generation
      itemsByHandle.removeAll(keepingCapacity: true)
    }
    if item.handleGeneration != generation { resolveHandles(of: item, generation: generation) }
    let values = solver.values(at: item.handles)
    item.solvedFrame = CGRect(
      x: values.0, y: values.1, width: max(0, values.2), height: max(0, values.3))
    item.frameEpoch = frameEpoch
    item.alignedScale = 0
  }

  private func resolveHandles(of item: Item, generation: Int) {
    var handles: [Int32] = []
    solver.handles(of: item.variables.all, into: &handles)
    item.handles = (handles[0], handles[1], handles[2], handles[3])
    item.handleGeneration = generation
    for handle in handles where handle >= 0 {
      if itemsByHandle.count <= Int(handle) {
        itemsByHandle.append(
          contentsOf: repeatElement(nil, count: Int(handle) + 1 - itemsByHandle.count))
      }
      itemsByHandle[Int(handle)] = item
    }
  }

  /// The solved frame of a driven view's item, aligned to the pixel grid of `scale`; kept with
  /// the item, so a view whose values did not move costs no reading and no rounding.
  @inline(__always)
  func alignedFrame(of item: Item, scale: CGFloat) -> CGRect {
    if item.frameEpoch != frameEpoch { read(item) }
    if item.alignedScale != scale {
      item.alignedFrame = item.solvedFrame.aligned(toScale: scale)
      item.alignedScale = scale
    }
    return item.alignedFrame
  }

  /// Takes the solver's account of the values it moved: after an edit, the items of the
  /// handles it names read their frames again, and `markMovedViews` compares only them;
  /// after constraints were added or removed, or an edit that moved values of more than a
  /// quarter of the items (a window resized under a row of views tied to its width), every
  /// item does: noting and queueing each one costs more than one walk over them all, so the
  /// solver stops noting there (`changedHandleLimit`, set by `setConstant`).
  func solverValuesDidChange() {
    // Items not filed under the current handles were not read since they changed: their
    // frames are out of date already.
    guard let handles = solver.takeChangedHandles(),
      itemsByHandleGeneration == solver.handleGeneration
    else {
      frameEpoch += 1
      allItemsMayHaveMoved = true
      for item in movedItems { item.isQueuedAsMoved = false }
      movedItems.removeAll(keepingCapacity: true)
      return
    }
    let filed = itemsByHandle
    for handle in handles where Int(handle) < filed.count {
      guard let item = filed[Int(handle)] else { continue }
      item.frameEpoch = 0
      if !allItemsMayHaveMoved && !item.isQueuedAsMoved {
        item.isQueuedAsMoved = true
        movedItems.append(item)
      }
    }
  }

  /// Whether the solution decides this view's frame.
  func drives(_ view: UIView) -> Bool { drivenItem(of: view) != nil }

  /// The record that decides `view`'s frame, unretained: the view keeps it (`engineItem`) for
  /// as long as it lives, and only a new record for the same view replaces it.
  func drivenItem(of view: UIView) -> Unmanaged<Item>? {
    // The view's link rather than `items`: a record the engine dropped (`reset`) drives nothing.
    // Checked first and by identity: loading `drivenView` would retain and release it.
    guard !view.usesAutoresizingMask, let item = view.constraintState.unretainedEngineItem,
      item.withUnretained({ $0.drivenViewID == ObjectIdentifier(view) })
    else { return nil }
    return item
  }

  /// Before a layout pass: measures again the views whose height follows their width where
  /// that width moved (`settleWidthFollowers()`), then marks the superview of every view whose
  /// solved frame moved, so the pass applies it.
  ///
  /// After edits only (a window resized, a constant changed) the views compared are those whose
  /// values the solver says moved; after constraints were added or removed, all of them. A
  /// superview already marked applies all its subviews' frames, so its other subviews are not
  /// compared: after a resize that moves every view, the walk reads one frame per superview,
  /// and passes over the records that superview placed last without loading their views.
  func markMovedViews() {
    pinWaitingViews()
    guard flushedGeneration != generation else { return }
    settleWidthFollowers()
    flushedGeneration = generation
    if allItemsMayHaveMoved {
      allItemsMayHaveMoved = false
      var marked: ObjectIdentifier?
      for item in items.values where item.drivenViewID != nil {
        if let placer = item.placerID, placer == marked { continue }
        if let superview = markSuperviewIfMoved(item) { marked = superview }
      }
    } else {
      for item in movedItems { _ = markSuperviewIfMoved(item) }
    }
    for item in movedItems { item.isQueuedAsMoved = false }
    movedItems.removeAll(keepingCapacity: true)
  }

  /// Marks the superview of the view `item` drives for layout if the view is not at its solved
  /// frame. Returns the superview's identity when it is marked, now or before.
  private func markSuperviewIfMoved(_ item: Item) -> ObjectIdentifier? {
    guard let view = item.drivenView, let superview = view.storedSuperview else { return nil }
    if superview.layoutState.needsLayout { return ObjectIdentifier(superview) }
    guard !view.frame.equals(solvedFrame(of: item)) else { return nil }
    superview.setNeedsLayout()
    return ObjectIdentifier(superview)
  }
}
