extension UITableView {
  /// How the row is edited in edit mode, asked of the data source and delegate in UIKit's
  /// order.
  func rowEditing(at indexPath: IndexPath) -> RowEditing {
    var editing = RowEditing()
    if dataSource?.tableView(self, canEditRowAt: indexPath) ?? false {
      editing.style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
      editing.indents =
        tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
    }
    editing.movable = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    return editing
  }

  /// Matches UIKit: a click on a row's editing control. The green plus tells the data source
  /// to insert at once; the red minus slides the row aside to show the delete confirmation
  /// button (titled by the delegate), whose click tells the data source to delete.
  func editingControlTapped(in cell: UITableViewCell) {
    guard let indexPath = indexPath(for: cell), let dataSource else { return }
    switch cell.editingStyle {
    case .insert:
      dataSource.tableView(self, commit: .insert, forRowAt: indexPath)
    case .delete:
      let title =
        tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
        ?? "Delete"
      let delete = UIContextualAction(style: .destructive, title: title) {
        [unowned self] _, _, completion in
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        completion(true)
      }
      let configuration = UISwipeActionsConfiguration(actions: [delete])
      configuration.performsFirstActionWithFullSwipe = false
      swipeActions.open(indexPath, edge: .trailing, configuration: configuration)
    case .none:
      break
    }
  }
}
