extension UICollectionView {
  // MARK: Selection by code

  func contains(_ indexPath: IndexPath) -> Bool {
    loadDataIfNeeded()
    return indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
      && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
  }

  func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
    displayedViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
      as? UICollectionViewCell
  }

  // MARK: Selection by the user

  /// Selects an item as a click or Return does, telling the delegate; in multiple selection a
  /// selected item is deselected instead.
  func userSelectItem(at indexPath: IndexPath) {
    guard userSelects else { return }
    let delegate = collectionDelegate
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    if multiple, selectedItems.contains(indexPath) {
      userDeselectItem(at: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !multiple {
      for item in selectedItems where item != indexPath { userDeselectItem(at: item) }
    }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    visibleCell(at: indexPath)?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  private func userDeselectItem(at indexPath: IndexPath) {
    let delegate = collectionDelegate
    guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
    deselectItem(at: indexPath, animated: false)
    delegate?.collectionView(self, didDeselectItemAt: indexPath)
  }

  /// Whether clicks and keys select: edit mode has switches of its own, as in UIKit.
  private var userSelects: Bool {
    isEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
      : allowsSelection || allowsMultipleSelection
  }

  // MARK: Presses

  /// The item of the cell a touch began in, if it is one of this collection view's.
  private func item(touchedBy touch: UITouch) -> IndexPath? {
    var view = touch.view
    while let current = view, current !== self {
      if let cell = current as? UICollectionViewCell, let indexPath = indexPath(for: cell) {
        return indexPath
      }
      view = current.superview
    }
    return nil
  }

  /// A press began on an item: it highlights if the delegate allows.
  func pressBegan(_ touch: UITouch) {
    guard userSelects, let indexPath = item(touchedBy: touch)
    else { return }
    let delegate = collectionDelegate
    let highlights = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    pressedItem = (indexPath, highlights)
    guard highlights else { return }
    visibleCell(at: indexPath)?.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
  }

  /// The press ended: the highlight goes, and a release over the item selects it.
  func pressEnded(_ touch: UITouch, cancelled: Bool) {
    guard let (indexPath, highlighted) = pressedItem else { return }
    pressedItem = nil
    guard highlighted else { return }
    if indexPath != keyboardFocusedItem { visibleCell(at: indexPath)?.isHighlighted = false }
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    guard !cancelled, let cell = visibleCell(at: indexPath),
      cell.bounds.contains(touch.location(in: cell))
    else { return }
    userSelectItem(at: indexPath)
  }

  // MARK: Keyboard

  /// ↑ and ↓ move the keyboard focus from item to item, Return selects the focused item, and
  /// Space toggles it in multiple selection.
  var listKeyCommands: [UIKeyCommand] {
    [
      UIKeyCommand(title: "Next item", input: UIKeyCommand.inputDownArrow) { [unowned self] _ in
        moveKeyboardFocus(by: 1)
      },
      UIKeyCommand(title: "Previous item", input: UIKeyCommand.inputUpArrow) { [unowned self] _ in
        moveKeyboardFocus(by: -1)
      },
      UIKeyCommand(title: "Select", input: "\r") { [unowned self] _ in
        if let item = keyboardFocusedItem { userSelectItem(at: item) }
      },
      UIKeyCommand(title: "Toggle", input: " ") { [unowned self] _ in
        if let item = keyboardFocusedItem { userSelectItem(at: item) }
      },
    ]
  }

  /// Moves the keyboard focus to the next or previous item, across sections; the first press
  /// focuses the first or last item.
  func moveKeyboardFocus(by step: Int) {
    loadDataIfNeeded()
    func first(from section: Int) -> IndexPath? {
      var section = section
      while itemCounts.indices.contains(section) {
        if itemCounts[section] > 0 {
          return IndexPath(item: step > 0 ? 0 : itemCounts[section] - 1, section: section)
        }
        section += step
      }
      return nil
    }
    var next: IndexPath?
    if let current = keyboardFocusedItem ?? selectedItems.last, contains(current) {
      let item = current.item + step
      next =
        item >= 0 && item < itemCounts[current.section]
        ? IndexPath(item: item, section: current.section) : first(from: current.section + step)
    } else {
      next = first(from: step > 0 ? 0 : itemCounts.count - 1)
    }
    guard let next else { return }
    if let old = keyboardFocusedItem, old != next { visibleCell(at: old)?.isHighlighted = false }
    keyboardFocusedItem = next
    visibleCell(at: next)?.isHighlighted = true
    scrollToItem(at: next, at: [], animated: true)
    if selectionFollowsFocus { userSelectItem(at: next) }
  }
}
