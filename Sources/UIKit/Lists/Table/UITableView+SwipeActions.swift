extension UITableView: SwipeActionsList {
  /// The row at `point`, if it has a cell on screen.
  func swipeRow(at point: CGPoint) -> IndexPath? {
    guard let indexPath = indexPathForRow(at: point), displayedCells[indexPath] != nil else {
      return nil
    }
    return indexPath
  }

  func swipeCell(at indexPath: IndexPath) -> UIView? { displayedCells[indexPath] }

  func swipeRowFrame(at indexPath: IndexPath) -> CGRect { rowFrame(indexPath) }

  /// Matches UIKit: the delegate's configurations; none in edit mode.
  func swipeActionsConfiguration(at indexPath: IndexPath, edge: SwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    guard !isEditing else { return nil }
    switch edge {
    case .leading:
      return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      return tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
  }

  func swipeWillBegin(at indexPath: IndexPath) {
    tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
  }

  func swipeDidEnd(at indexPath: IndexPath) {
    tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
  }
}
