extension UICollectionView {
  /// Matches UIKit: entering or leaving edit mode closes a row's swipe actions and puts the
  /// cells on screen in the new state, asking the delegate item by item in index path order.
  func editingDidChange() {
    swipeActions.close(animated: true)
    let cells = displayedViews.filter { $0.key.category == .cell }.sorted {
      $0.key.indexPath < $1.key.indexPath
    }
    for (key, view) in cells {
      (view as? UICollectionViewCell)?.setEditingState(editsItem(at: key.indexPath))
    }
  }

  /// Whether the item's cell edits: the collection view is in edit mode and the delegate
  /// lets the item edit (it is asked only in edit mode).
  func editsItem(at indexPath: IndexPath) -> Bool {
    isEditing && (collectionDelegate?.collectionView(self, canEditItemAt: indexPath) ?? true)
  }

  /// Matches UIKit: a click on a list cell's delete accessory runs its action handler or,
  /// without one, reveals the row's trailing swipe actions.
  func deleteAccessoryTapped(
    in cell: UICollectionViewCell, actionHandler: UICellAccessory.ActionHandler?
  ) {
    if let actionHandler { return actionHandler() }
    guard let indexPath = indexPath(for: cell),
      let configuration = swipeActionsConfiguration(at: indexPath, edge: .trailing),
      !configuration.actions.isEmpty
    else { return }
    swipeActions.open(indexPath, edge: .trailing, configuration: configuration)
  }
}
