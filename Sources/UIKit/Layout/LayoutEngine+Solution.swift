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
    if item.frameEpoch != frameEpoch { read([item]) }
    return item.solvedFrame
  }

  /// Reads the solved frames of `items` with one call into the solver, by their variables'
  /// handles (see `Solver.handle(of:)`): hashing four variables for each view cost more than
  /// the rest of placing it. Items read are filed by handle, for `solverValuesDidChange`.
  private func read(_ items: [Item]) {
    guard !items.isEmpty else { return }
    let generation = solver.handleGeneration
    if itemsByHandleGeneration != generation {
      itemsByHandleGeneration = generation
      itemsByHandle.removeAll(keepingCapacity: true)
    }
    var unresolved: [Item] = []
    for item in items where item.handleGeneration != generation { unresolved.append(item) }
    if !unresolved.isEmpty { resolveHandles(of: unresolved, generation: generation) }
    var handles: [Int32] = []
    handles.reserveCapacity(items.count * 4)
    for item in items {
      handles.append(item.handles.0)
      handles.append(item.handles.1)
      handles.append(item.handles.2)
      handles.append(item.handles.3)
    }
    var values: [Double] = []
    solver.values(at: handles, into: &values)
    for (index, item) in items.enumerated() {
      let base = index * 4
      item.solvedFrame = CGRect(
        x: values[base], y: values[base + 1], width: max(0, values[base + 2]),
        height: max(0, values[base + 3]))
      item.frameEpoch = frameEpoch
      item.alignedScale = 0
    }
  }

  private func resolveHandles(of items: [Item], generation: Int) {
    var variables: [Variable] = []
    variables.reserveCapacity(items.count * 4)
    for item in items { variables += item.variables.all }
    var handles: [Int32] = []
    solver.handles(of: variables, into: &handles)
    for (index, item) in items.enumerated() {
      let base = index * 4
      item.handles = (handles[base], handles[base + 1], handles[base + 2], handles[base + 3])
      item.handleGeneration = generation
      for handle in handles[base..<(base + 4)] where handle >= 0 {
        if itemsByHandle.count <= Int(handle) {
          itemsByHandle.append(
            contentsOf: repeatElement(nil, count: Int(handle) + 1 - itemsByHandle.count))
        }
        itemsByHandle[Int(handle)] = item
      }
    }
  }

  /// Reads the solved frames of those of `views` whose frames come from the solution and moved
  /// since they were last read, together: a layout pass calls it before it places its subviews.
  /// Returns whether the solution drives any of them, so a view whose subviews all keep their
  /// autoresizing masks is not walked a second time.
  func readMovedFrames(of views: [UIView]) -> Bool {
    pinWaitingViews()
    // Loops rather than `filter`: each call of a main-actor closure passed to a generic function
    // checks that it runs on the main actor, and those checks cost as much as reading a frame.
    var stale: [Item] = []
    var drivesAny = false
    for view in views {
      guard let item = drivenItem(of: view) else { continue }
      drivesAny = true
      if item.frameEpoch != frameEpoch { stale.append(item) }
    }
    read(stale)
    return drivesAny
  }

  /// The solved frame of a driven view's item, aligned to the pixel grid of `scale`; kept with
  /// the item, so a view whose values did not move costs no reading and no rounding.
  func alignedFrame(of item: Item, scale: CGFloat) -> CGRect {
    if item.frameEpoch != frameEpoch { read([item]) }
    if item.alignedScale != scale {
      item.alignedFrame = item.solvedFrame.aligned(toScale: scale)
      item.alignedScale = scale
    }
    return item.alignedFrame
  }

  /// Takes the solver's account of the values it moved: after an edit, the items of the
  /// handles it names read their frames again, and `markMovedViews` compares only them;
  /// after constraints were added or removed, or an edit that moved values of most items (a
  /// window resized under a row of views tied to its width), every item does: noting and
  /// queueing each one costs more than one walk over them all.
  func solverValuesDidChange() {
    // Items not filed under the current handles were not read since they changed: their
    // frames are out of date already.
    guard let handles = solver.takeChangedHandles(),
      itemsByHandleGeneration == solver.handleGeneration, handles.count * 4 <= items.count
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

  func drivenItem(of view: UIView) -> Item? {
    // The view's link rather than `items`: a record the engine dropped (`reset`) drives nothing.
    // Checked first and by identity: loading `drivenView` would retain and release it.
    guard !view.usesAutoresizingMask, let item = view.constraintState.engineItem,
      item.drivenViewID == ObjectIdentifier(view)
    else { return nil }
    return item
  }

  /// Before a layout pass: marks the superview of every view whose solved frame moved, so the
  /// pass applies it.
  ///
  /// After edits only (a window resized, a constant changed) the views compared are those whose
  /// values the solver says moved; after constraints were added or removed, all of them. A
  /// superview already marked applies all its subviews' frames, so its other subviews are not
  /// compared: after a resize that moves every view, the walk reads one frame per superview.
  func markMovedViews() {
    pinWaitingViews()
    guard flushedGeneration != generation else { return }
    flushedGeneration = generation
    if allItemsMayHaveMoved {
      allItemsMayHaveMoved = false
      for item in items.values where item.drivenViewID != nil { markSuperviewIfMoved(item) }
    } else {
      var waiting: [Item] = []
      for item in movedItems where superviewAwaitsNoLayout(item) { waiting.append(item) }
      var stale: [Item] = []
      for item in waiting where item.frameEpoch != frameEpoch { stale.append(item) }
      read(stale)
      for item in waiting { markSuperviewIfMoved(item) }
    }
    for item in movedItems { item.isQueuedAsMoved = false }
    movedItems.removeAll(keepingCapacity: true)
  }

  /// Whether the item drives a view whose superview is not yet marked for layout.
  private func superviewAwaitsNoLayout(_ item: Item) -> Bool {
    guard let view = item.drivenView, let superview = view.storedSuperview else { return false }
    return !superview.layoutState.needsLayout
  }

  private func markSuperviewIfMoved(_ item: Item) {
    guard let view = item.drivenView, let superview = view.storedSuperview,
      !superview.layoutState.needsLayout, !view.frame.equals(solvedFrame(of: item))
    else { return }
    superview.setNeedsLayout()
  }
}
