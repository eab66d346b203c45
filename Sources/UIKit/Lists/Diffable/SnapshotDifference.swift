/// The batch update that turns one snapshot into another: deleted and inserted sections and
/// items, and the fewest moves that put the rest in order.
///
/// Identifiers are unique, so the difference is found by hashing, in O(n log n): an item in
/// both snapshots stays unless its section changed or it is not in the longest run of items
/// that kept their order, in which case it moves. UIKit's diffable data sources find the same
/// kind of update.
enum SnapshotDifference {
  static func update<Section, Item>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>,
    animation: UITableView.RowAnimation
  ) -> ListUpdate {
    var update = ListUpdate()

    // Sections.
    var keptSections: [(old: Int, new: Int)] = []
    for (index, section) in old.sections.enumerated()
    where new.indexOfSection(section.identifier) == nil {
      update.deletedSections.insert(index)
      update.deletedSectionAnimations[index] = animation
    }
    for (index, section) in new.sections.enumerated() {
      if let oldIndex = old.indexOfSection(section.identifier) {
        keptSections.append((oldIndex, index))
      } else {
        update.insertedSections.insert(index)
        update.insertedSectionAnimations[index] = animation
      }
    }
    let orderedSections = longestIncreasingRun(keptSections.map(\.old))
    for (position, kept) in keptSections.enumerated() where !orderedSections.contains(position) {
      update.movedSections.append((kept.old, kept.new))
    }
    for section in new.reloadedSectionIdentifiers {
      if let index = old.indexOfSection(section) { update.reloadedSections.insert(index) }
    }

    // Items.
    var oldLocations: [Item: IndexPath] = [:]
    oldLocations.reserveCapacity(old.numberOfItems)
    for (sectionIndex, section) in old.sections.enumerated() {
      for (itemIndex, item) in section.items.enumerated() {
        if new.sectionIdentifier(containingItem: item) == nil {
          let indexPath = IndexPath(item: itemIndex, section: sectionIndex)
          update.deletedItems.insert(indexPath)
          update.deleteAnimations[indexPath] = animation
        } else {
          oldLocations[item] = IndexPath(item: itemIndex, section: sectionIndex)
        }
      }
    }
    for (sectionIndex, section) in new.sections.enumerated() {
      let oldSection = old.indexOfSection(section.identifier)
      var stayed: [(oldItem: Int, newItem: Int)] = []
      for (itemIndex, item) in section.items.enumerated() {
        let indexPath = IndexPath(item: itemIndex, section: sectionIndex)
        guard let from = oldLocations[item] else {
          // A new item in a new section comes with its section.
          if oldSection != nil {
            update.insertedItems.insert(indexPath)
            update.insertAnimations[indexPath] = animation
          }
          continue
        }
        if from.section == oldSection {
          stayed.append((from.item, itemIndex))
        } else {
          update.movedItems.append((from, indexPath))
        }
      }
      guard let oldSection else { continue }
      let ordered = longestIncreasingRun(stayed.map(\.oldItem))
      for (position, item) in stayed.enumerated() where !ordered.contains(position) {
        update.movedItems.append(
          (
            IndexPath(item: item.oldItem, section: oldSection),
            IndexPath(item: item.newItem, section: sectionIndex)
          ))
      }
    }
    let moved = Set(update.movedItems.map(\.from))
    for item in new.reloadedItemIdentifiers {
      guard let from = oldLocations[item], !moved.contains(from) else { continue }
      update.reloadedItems.insert(from)
      update.deleteAnimations[from] = animation
    }
    for item in new.reconfiguredItemIdentifiers {
      if let from = oldLocations[item] { update.reconfiguredItems.insert(from) }
    }
    return update
  }

  /// The positions in `values` of one longest strictly increasing subsequence: the items that
  /// can stay where they are while the others move around them. Patience sorting, O(n log n).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // Positions of the smallest tail of each run length.
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run = Set<Int>()
    var position = tails.last ?? -1
    while position >= 0 {
      run.insert(position)
      position = previous[position]
    }
    return run
  }
}
