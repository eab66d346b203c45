/// The changes of one batch of updates to a table or collection view, as a caller lists them:
/// deletions and reloads by their index paths before the update, insertions by theirs after it,
/// moves from before to after.
///
/// Matches UIKit's model of `performBatchUpdates`: the order the calls come in does not matter,
/// only the index space each refers to.
struct ListUpdate {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var deletedItems: Set<IndexPath> = []
  var insertedItems: Set<IndexPath> = []
  var reloadedItems: Set<IndexPath> = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  /// Items whose cells are configured again in place, without a new cell or animation.
  var reconfiguredItems: Set<IndexPath> = []
  /// How each deleted (or reloaded) item and section leaves, by its index before the update.
  var deleteAnimations: [IndexPath: UITableView.RowAnimation] = [:]
  var deletedSectionAnimations: [Int: UITableView.RowAnimation] = [:]
  /// How each inserted (or reloaded) item and section arrives, by its index after the update.
  var insertAnimations: [IndexPath: UITableView.RowAnimation] = [:]
  var insertedSectionAnimations: [Int: UITableView.RowAnimation] = [:]

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && reloadedItems.isEmpty && movedItems.isEmpty && reconfiguredItems.isEmpty
  }
}
