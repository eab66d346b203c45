extension UITableView {
  // MARK: Selection by the user

  /// Selects a row as a click or Return does, telling the delegate; in multiple selection a
  /// selected row is deselected instead.
  func userSelectRow(at indexPath: IndexPath) {
    guard allowsSelection || allowsMultipleSelection else { return }
    if allowsMultipleSelection, selectedRows.contains(indexPath) {
      userDeselectRow(at: indexPath)
      return
    }
    let delegate = tableDelegate
    guard
      let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
      geometry.contains(target)
    else { return }
    if !allowsMultipleSelection {
      for row in selectedRows where row != target { userDeselectRow(at: row) }
    }
    if !selectedRows.contains(target) { selectedRows.append(target) }
    displayedCells[target]?.setSelected(true, animated: false)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  /// Deselects a row as the user's action does, if the delegate agrees.
  private func userDeselectRow(at indexPath: IndexPath) {
    let delegate = tableDelegate
    guard
      let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
      selectedRows.contains(target)
    else { return }
    deselectRow(at: target, animated: false)
    delegate?.tableView(self, didDeselectRowAt: target)
  }

  // MARK: Presses

  /// The row of the cell a touch began in, if it is one of this table's.
  private func row(touchedBy touch: UITouch) -> IndexPath? {
    var view = touch.view
    while let current = view, current !== self {
      if let cell = current as? UITableViewCell, cell.superview === self {
        return indexPath(for: cell)
      }
      view = current.superview
    }
    return nil
  }

  /// A press began on a row: it highlights if the delegate allows.
  func pressBegan(_ touch: UITouch) {
    let selects =
      isEditing ? allowsSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    guard selects, let indexPath = row(touchedBy: touch) else { return }
    let delegate = tableDelegate
    let highlights = delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    pressedRow = (indexPath, highlights)
    guard highlights else { return }
    displayedCells[indexPath]?.setHighlighted(true, animated: false)
    delegate?.tableView(self, didHighlightRowAt: indexPath)
  }

  /// The press ended: the highlight goes, and a release over the row selects it.
  func pressEnded(_ touch: UITouch, cancelled: Bool) {
    guard let (indexPath, highlighted) = pressedRow else { return }
    pressedRow = nil
    guard highlighted else { return }
    if indexPath != keyboardFocusedRow {
      displayedCells[indexPath]?.setHighlighted(false, animated: false)
    }
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    guard !cancelled, let cell = displayedCells[indexPath],
      cell.bounds.contains(touch.location(in: cell))
    else { return }
    userSelectRow(at: indexPath)
  }

  // MARK: Keyboard

  /// ↑ and ↓ move the keyboard focus from row to row (selecting it too with
  /// ``selectionFollowsFocus``), Return selects the focused row, and Space toggles it in
  /// multiple selection.
  var listKeyCommands: [UIKeyCommand] {
    [
      UIKeyCommand(title: "Next row", input: UIKeyCommand.inputDownArrow) { [unowned self] _ in
        moveKeyboardFocus(by: 1)
      },
      UIKeyCommand(title: "Previous row", input: UIKeyCommand.inputUpArrow) { [unowned self] _ in
        moveKeyboardFocus(by: -1)
      },
      UIKeyCommand(title: "Select", input: "\r") { [unowned self] _ in
        if let row = keyboardFocusedRow { userSelectRow(at: row) }
      },
      UIKeyCommand(title: "Toggle", input: " ") { [unowned self] _ in
        if let row = keyboardFocusedRow { userSelectRow(at: row) }
      },
    ]
  }

  /// Moves the keyboard focus to the next or previous row, across sections, from the focused
  /// row (or the selected one); the first arrow press focuses the first or last row.
  func moveKeyboardFocus(by step: Int) {
    updateGeometryIfNeeded()
    let next: IndexPath?
    if let current = keyboardFocusedRow ?? selectedRows.last {
      next = neighbour(of: current, step: step)
    } else {
      next = firstRow(from: step > 0 ? 0 : geometry.numberOfSections - 1, step: step)
    }
    guard let next else { return }
    if let old = keyboardFocusedRow, old != next {
      displayedCells[old]?.setHighlighted(false, animated: false)
    }
    keyboardFocusedRow = next
    displayedCells[next]?.setHighlighted(true, animated: false)
    scrollToRow(at: next, at: .none, animated: true)
    if selectionFollowsFocus { userSelectRow(at: next) }
  }

  /// The row `step` rows from `indexPath`, across sections, or `nil` past either end.
  private func neighbour(of indexPath: IndexPath, step: Int) -> IndexPath? {
    guard geometry.contains(indexPath) else { return firstRow(from: 0, step: 1) }
    let row = indexPath.row + step
    if row >= 0, row < geometry.numberOfRows(inSection: indexPath.section) {
      return IndexPath(row: row, section: indexPath.section)
    }
    return firstRow(from: indexPath.section + step, step: step)
  }

  /// The first (or, going up, last) row of the first section from `section` that has rows.
  private func firstRow(from section: Int, step: Int) -> IndexPath? {
    var section = section
    while section >= 0, section < geometry.numberOfSections {
      let count = geometry.numberOfRows(inSection: section)
      if count > 0 { return IndexPath(row: step > 0 ? 0 : count - 1, section: section) }
      section += step
    }
    return nil
  }
}
