extension UITableView {
  /// How long rows take to move, appear and disappear in a batch update.
  static let rowAnimationDuration: TimeInterval = 0.3

  // MARK: Batches

  /// Makes a whole batch at once: a diffable data source's difference between snapshots,
  /// animated or not (`apply(_:animatingDifferences:)`).
  func perform(_ update: ListUpdate, animated: Bool, completion: @escaping (Bool) -> Void) {
    updateAnimates = animated
    defer { updateAnimates = true }
    openBatch()
    pendingUpdate = update
    pendingUpdateCompletions.append(completion)
    closeBatch()
  }

  /// Runs completions at the end of the next frame, as UIKit's do when nothing animates.
  func finishSoon(_ completions: [(Bool) -> Void]) {
    guard !completions.isEmpty else { return }
    UIView.animate(withDuration: 0, animations: {}) { finished in
      for completion in completions { completion(finished) }
    }
  }

  // MARK: Changes

  /// Matches UIKit (iOS 15+): asks the data source again for the cells of rows on screen,
  /// which get their own cell back from ``dequeueReusableCell(withIdentifier:for:)``, so they
  /// are configured in place, without animation; self-sizing rows are measured again.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    guard updateDepth == 0 else {
      pendingUpdate.reconfiguredItems.formUnion(indexPaths)
      return
    }
    reconfigure(indexPaths)
  }

  /// Adds a change to the current batch, or makes it a batch of its own, as UIKit does with
  /// changes made outside `performBatchUpdates`.
  func record(_ change: (inout ListUpdate) -> Void) {
    openBatch()
    change(&pendingUpdate)
    closeBatch()
  }

  /// ``beginUpdates()``'s work, which the table's own batches (``performBatchUpdates(_:completion:)``
  /// and single changes such as ``insertRows(at:with:)``) run without reaching a subclass's
  /// override of it.
  func openBatch() {
    if updateDepth == 0 {
      pendingUpdate = ListUpdate()
      updateBeganUnloaded = needsDataLoad
    }
    updateDepth += 1
  }

  /// ``endUpdates()``'s work (see ``openBatch()``): the outermost end applies the batch.
  func closeBatch() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let update = pendingUpdate
    let completions = pendingUpdateCompletions
    pendingUpdate = ListUpdate()
    pendingUpdateCompletions = []
    // A table that has not loaded yet loads its new rows as they are; there is nothing to
    // animate from.
    guard !updateBeganUnloaded, !needsDataLoad, !update.isEmpty else {
      setNeedsLayout()
      finishSoon(completions)
      return
    }
    let planned = ListUpdatePlan.make(
      oldCounts: geometry.sections.map(\.rows.count), update: update, terms: .table,
      newSectionCount: { dataSource?.numberOfSections(in: self) ?? 0 },
      newItemCount: { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 })
    switch planned {
    case .failure(let refusal):
      UIKitException.raise(.internalInconsistencyException, refusal.reason)
    case .success(let plan):
      apply(plan, of: update, completions: completions)
    }
  }

  // MARK: Applying

  /// Applies a checked update: the cells on screen follow their rows, the new geometry keeps
  /// the heights of the rows that stayed, new rows on screen get cells, and everything
  /// animates from where it was.
  func apply(_ plan: ListUpdatePlan, of update: ListUpdate, completions: [(Bool) -> Void]) {
    swipeActions.listWillChange()
    let oldGeometry = geometry
    var departures: [Departure] = []
    var startFrames: [IndexPath: CGRect] = [:]
    var kept: [IndexPath: UITableViewCell] = [:]
    for (oldIndexPath, cell) in displayedCells {
      if let newIndexPath = plan.newIndexPath(forOld: oldIndexPath) {
        kept[newIndexPath] = cell
        startFrames[newIndexPath] = cell.frame
      } else {
        let animation =
          update.deleteAnimations[oldIndexPath]
          ?? update.deletedSectionAnimations[oldIndexPath.section] ?? .automatic
        departures.append(
          Departure(view: cell, animation: animation, target: nil) { [unowned self] in
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: oldIndexPath)
            enqueue(cell)
          })
      }
    }
    displayedCells = kept
    for (_, cell) in preparedCells { enqueue(cell) }
    preparedCells = [:]
    selectedRows = selectedRows.compactMap { plan.newIndexPath(forOld: $0) }
    keyboardFocusedRow = keyboardFocusedRow.flatMap { plan.newIndexPath(forOld: $0) }
    pressedRow = nil
    let headerStarts = remapSupplements(plan, update: update, departures: &departures)

    buildGeometry(rowCounts: plan.itemCounts) { indexPath in
      guard let old = plan.itemSources[indexPath.section][indexPath.row] else { return nil }
      return (
        oldGeometry.sections[old.section].rows.height(at: old.row),
        oldGeometry.sections[old.section].rowIsMeasured[old.row]
      )
    }
    // Rows pushed off screen slide there before they leave.
    let onScreen = Set(itemsOnScreen())
    for (indexPath, cell) in displayedCells where !onScreen.contains(.row(indexPath)) {
      displayedCells[indexPath] = nil
      departures.append(
        Departure(view: cell, animation: .none, target: rowFrame(indexPath)) { [unowned self] in
          tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
          enqueue(cell)
        })
    }
    if !updateAnimates {
      // Without animation the rows that left end their display at once, so their cells are
      // reused by the rows that arrive.
      for departure in departures { departure.end() }
    }
    layOutTable()
    if !update.reconfiguredItems.isEmpty {
      reconfigure(update.reconfiguredItems.compactMap { plan.newIndexPath(forOld: $0) })
    }
    guard updateAnimates else {
      finishSoon(completions)
      return
    }
    animate(
      from: startFrames, headerStarts: headerStarts, oldGeometry: oldGeometry, plan: plan,
      update: update, departures: departures, completions: completions)
  }

  /// The section views on screen follow their sections; those of deleted or reloaded sections
  /// leave. Returns where each kept view was, by its new section.
  private func remapSupplements(
    _ plan: ListUpdatePlan, update: ListUpdate, departures: inout [Departure]
  ) -> [TableGeometry.Item: CGRect] {
    var starts: [TableGeometry.Item: CGRect] = [:]
    for isHeader in [true, false] {
      var kept: [Int: UIView] = [:]
      for (section, view) in isHeader ? displayedHeaders : displayedFooters {
        if let new = plan.newSection(forOld: section) {
          kept[new] = view
          starts[isHeader ? .header(new) : .footer(new)] = view.frame
          continue
        }
        let animation = update.deletedSectionAnimations[section] ?? .automatic
        departures.append(
          Departure(view: view, animation: animation, target: nil) { [unowned self] in
            if isHeader {
              tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            } else {
              tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            }
            enqueueSupplement(view)
          })
      }
      if isHeader { displayedHeaders = kept } else { displayedFooters = kept }
    }
    for (_, view) in preparedSupplements { enqueueSupplement(view) }
    preparedSupplements = [:]
    return starts
  }

  /// Moves every view on screen from where it was to where it is, brings inserted rows in and
  /// takes departing ones out, then ends the departures and runs the completions.
  private func animate(
    from startFrames: [IndexPath: CGRect], headerStarts: [TableGeometry.Item: CGRect],
    oldGeometry: TableGeometry, plan: ListUpdatePlan, update: ListUpdate,
    departures: [Departure], completions: [(Bool) -> Void]
  ) {
    var finals: [(UIView, CGRect)] = []
    UIView.performWithoutAnimation {
      for departure in departures {
        // Leaving rows go under the ones moving over them.
        insertSubview(departure.view, at: backgroundView == nil ? 0 : 1)
      }
      for (indexPath, cell) in displayedCells {
        let final = cell.frame
        finals.append((cell, final))
        if let start = startFrames[indexPath] {
          cell.frame = start
        } else if let old = plan.itemSources[indexPath.section][indexPath.row] {
          // A row that was off screen comes from where it was.
          cell.frame = rowFrame(old, in: oldGeometry)
        } else {
          let animation =
            update.insertAnimations[indexPath]
            ?? update.insertedSectionAnimations[indexPath.section] ?? .automatic
          Departure.arrive(cell, frame: final, animation: animation)
        }
      }
      for (section, view) in displayedHeaders {
        finals.append((view, view.frame))
        if let start = headerStarts[.header(section)] { view.frame = start } else { view.alpha = 0 }
      }
      for (section, view) in displayedFooters {
        finals.append((view, view.frame))
        if let start = headerStarts[.footer(section)] { view.frame = start } else { view.alpha = 0 }
      }
    }
    UIView.animate(
      withDuration: Self.rowAnimationDuration, delay: 0, options: [],
      animations: {
        for (view, frame) in finals {
          view.frame = frame
          view.alpha = 1
        }
        for departure in departures { departure.leave() }
      },
      completion: { finished in
        for departure in departures {
          departure.view.alpha = 1
          departure.end()
        }
        for completion in completions { completion(finished) }
      })
  }

  /// Asks the data source again for the cells of these rows on screen, giving back their own
  /// cells when they dequeue.
  private func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths.sorted() {
      guard let cell = displayedCells[indexPath] else { continue }
      reconfiguringCell = (indexPath, cell)
      let returned = dataSource.tableView(self, cellForRowAt: indexPath)
      reconfiguringCell = nil
      if returned !== cell {
        // A cell that did not dequeue its own replaces it, as a reload would.
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueue(cell)
        displayedCells[indexPath] = nil
        preparedCells[indexPath] = returned
      }
      if rowHeight == UITableView.automaticDimension || tableDelegate != nil {
        geometry.update(section: indexPath.section) { $0.rowIsMeasured[indexPath.row] = false }
      }
    }
    setNeedsLayout()
  }
}

/// A view leaving a table or collection view in an update: how it goes, and what happens once
/// it has gone (its display ends, it is queued for reuse).
@MainActor
struct Departure {
  let view: UIView
  let animation: UITableView.RowAnimation
  /// Where it slides to (a row pushed off screen); `nil` to leave in place by `animation`.
  let target: CGRect?
  let end: () -> Void

  /// Sets the view's leaving state, inside an animation block.
  func leave() {
    if let target {
      view.frame = target
      return
    }
    var frame = view.frame
    switch animation {
    case .fade, .automatic: view.alpha = 0
    case .left: frame.origin.x -= frame.width
    case .right: frame.origin.x += frame.width
    case .top:
      frame.origin.y -= frame.height
      view.alpha = 0
    case .bottom:
      frame.origin.y += frame.height
      view.alpha = 0
    case .middle:
      frame = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
      view.alpha = 0
    case .none: break
    }
    view.frame = frame
  }

  /// Sets an arriving view's starting state, the reverse of leaving, before the animation
  /// block takes it to `frame`.
  static func arrive(_ view: UIView, frame: CGRect, animation: UITableView.RowAnimation) {
    var start = frame
    switch animation {
    case .fade, .automatic: view.alpha = 0
    case .left: start.origin.x -= frame.width
    case .right: start.origin.x += frame.width
    case .top:
      start.origin.y -= frame.height
      view.alpha = 0
    case .bottom:
      start.origin.y += frame.height
      view.alpha = 0
    case .middle:
      start = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
      view.alpha = 0
    case .none: break
    }
    view.frame = start
  }
}
