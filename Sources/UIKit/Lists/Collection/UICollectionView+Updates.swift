extension UICollectionView {
  // MARK: Batches

  /// Makes a whole batch at once: a diffable data source's difference between snapshots,
  /// animated or not (`apply(_:animatingDifferences:)`).
  func perform(_ update: ListUpdate, animated: Bool, completion: ((Bool) -> Void)?) {
    updateAnimates = animated
    defer { updateAnimates = true }
    batch({ self.pendingUpdate = update }, completion: completion)
  }

  /// Runs completions at the end of the next frame, as UIKit's do.
  func finishSoon(_ completions: [(Bool) -> Void]) {
    guard !completions.isEmpty else { return }
    UIView.animate(withDuration: 0, animations: {}) { finished in
      for completion in completions { completion(finished) }
    }
  }

  // MARK: Changes

  /// Matches UIKit (iOS 15+): asks the data source again for the cells of items on screen;
  /// dequeuing gives back each item's own cell, so it is configured in place.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    guard updateDepth == 0 else {
      pendingUpdate.reconfiguredItems.formUnion(indexPaths)
      return
    }
    reconfigure(indexPaths)
  }

  /// Adds a change to the current batch, or makes it a batch of its own, as UIKit does with
  /// changes made outside `performBatchUpdates`.
  func record(_ change: @escaping (inout ListUpdate) -> Void) {
    batch({ change(&self.pendingUpdate) }, completion: nil)
  }

  /// ``performBatchUpdates(_:completion:)``'s work, which the single changes
  /// (``insertItems(at:)`` and the rest) run too without reaching a subclass's override of it.
  func batch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    updateDepth += 1
    if updateDepth == 1 {
      pendingUpdate = ListUpdate()
      updateBeganUnloaded = needsDataLoad
    }
    updates?()
    if let completion { pendingUpdateCompletions.append(completion) }
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let update = pendingUpdate
    let completions = pendingUpdateCompletions
    pendingUpdate = ListUpdate()
    pendingUpdateCompletions = []
    // A collection view that has not loaded yet loads its new items as they are.
    guard !updateBeganUnloaded, !needsDataLoad, !update.isEmpty else {
      setNeedsLayout()
      finishSoon(completions)
      return
    }
    let planned = ListUpdatePlan.make(
      oldCounts: itemCounts, update: update, terms: .collection,
      newSectionCount: { dataSource?.numberOfSections(in: self) ?? 0 },
      newItemCount: {
        (dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0)
          + interactiveMovementCountOffset(inSection: $0)
      })
    switch planned {
    case .failure(let refusal):
      UIKitException.raise(.internalInconsistencyException, refusal.reason)
    case .success(let plan):
      apply(plan, of: update, completions: completions)
    }
  }

  // MARK: Applying

  /// Applies a checked update: cells on screen follow their items, supplementary views are
  /// made again, selection follows its items, and the layout is prepared for the new counts.
  ///
  /// Matches UIKit's animation: cells that stay move from their old frames to their new ones,
  /// inserted cells fade in and deleted (or reloaded) ones fade out, over 0.3 seconds; the
  /// completions run when it ends. A deleted cell ends its display, and is queued for reuse,
  /// when it has faded, as the table view's rows do.
  func apply(
    _ plan: ListUpdatePlan, of update: ListUpdate, completions: [(Bool) -> Void]
  ) {
    swipeActions.listWillChange()
    var kept: [ElementKey: UICollectionReusableView] = [:]
    var starts: [ElementKey: CGRect] = [:]
    var departing: [(view: UICollectionReusableView, key: ElementKey)] = []
    let leaving = displayedViews.sorted { $0.key.indexPath < $1.key.indexPath }
    for (key, view) in leaving {
      if key.category == .cell, let newIndexPath = plan.newIndexPath(forOld: key.indexPath) {
        let newKey = ElementKey(category: .cell, kind: nil, indexPath: newIndexPath)
        kept[newKey] = view
        starts[newKey] = view.frame
        continue
      }
      if updateAnimates && key.category == .cell {
        departing.append((view, key))
      } else {
        endDisplay(of: view, key: key)
        enqueue(view)
      }
    }
    for (_, view) in preparedViews { enqueue(view) }
    preparedViews = [:]
    displayedViews = kept
    displayedAttributes = [:]
    itemCounts = plan.itemCounts
    selectedItems = selectedItems.compactMap { plan.newIndexPath(forOld: $0) }
    keyboardFocusedItem = keyboardFocusedItem.flatMap { plan.newIndexPath(forOld: $0) }
    pressedItem = nil
    sizedElements = []
    collectionViewLayout.invalidateLayout()
    for (key, view) in kept {
      (view as? UICollectionViewCell)?.isSelected = selectedItems.contains(key.indexPath)
    }
    layoutIfNeeded()
    if !update.reconfiguredItems.isEmpty {
      reconfigure(update.reconfiguredItems.compactMap { plan.newIndexPath(forOld: $0) })
    }
    guard updateAnimates else {
      finishSoon(completions)
      return
    }
    var finals: [(UIView, CGRect)] = []
    UIView.performWithoutAnimation {
      for (key, view) in displayedViews where key.category == .cell {
        finals.append((view, view.frame))
        if let start = starts[key] { view.frame = start } else { view.alpha = 0 }
      }
    }
    UIView.animate(
      withDuration: Self.updateAnimationDuration,
      animations: {
        for (view, frame) in finals {
          view.frame = frame
          view.alpha = 1
        }
        for departure in departing { departure.view.alpha = 0 }
      },
      completion: { finished in
        for departure in departing {
          departure.view.alpha = 1
          self.endDisplay(of: departure.view, key: departure.key)
          self.enqueue(departure.view)
        }
        for completion in completions { completion(finished) }
      })
  }

  /// How long cells take to move, appear and disappear in a batch update.
  static let updateAnimationDuration: TimeInterval = 0.3

  /// Asks the data source again for the cells of these items on screen, giving back their own
  /// cells when they dequeue.
  private func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths.sorted() {
      let key = ElementKey(category: .cell, kind: nil, indexPath: indexPath)
      guard let cell = displayedViews[key] as? UICollectionViewCell else { continue }
      reconfiguringCell = (indexPath, cell)
      let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
      reconfiguringCell = nil
      guard returned !== cell else { continue }
      // A cell that did not dequeue its own replaces it, as a reload would.
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      displayedViews[key] = nil
      displayedAttributes[key] = nil
      enqueue(cell)
      preparedViews[key] = returned
      setNeedsLayout()
    }
  }
}
