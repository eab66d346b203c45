/// Where every section and item of a table or collection view comes from after a batch of
/// updates, checked against the data source's new counts as UIKit checks them.
///
/// Matches UIKit: the counts after the update must equal the counts before, plus the inserted,
/// minus the deleted, plus or minus what moved between sections; otherwise the update raises
/// `NSInternalInconsistencyException` with UIKit's message, before anything changes.
struct ListUpdatePlan {
  /// The words UIKit's messages use for the view: "rows" of a "table view", or "items" of a
  /// "collection view".
  struct Terms {
    let items: String
    let item: String
    let view: String

    static let table = Terms(items: "rows", item: "row", view: "table view")
    static let collection = Terms(items: "items", item: "item", view: "collection view")
  }

  /// A refused update: the exception UIKit raises for it.
  struct Refusal: Error {
    let reason: String
  }

  /// Each section after the update: the section before it that it continues, or `nil` for an
  /// inserted or reloaded section.
  private(set) var sectionSources: [Int?]
  /// Each item after the update, section by section: where it was before, or `nil` for an
  /// inserted or reloaded item.
  private(set) var itemSources: [[IndexPath?]]
  /// The reverse: each item before the update, section by section, and where it is after;
  /// `nil` for a deleted or reloaded item.
  private var itemDestinations: [[IndexPath?]]
  /// Each section before the update and where it is after; `nil` if deleted or reloaded.
  private var sectionDestinations: [Int?]

  /// Where an item before the update is after it, or `nil` if it was deleted or reloaded.
  func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
    guard itemDestinations.indices.contains(indexPath.section),
      itemDestinations[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemDestinations[indexPath.section][indexPath.item]
  }

  /// Where a section before the update is after it, or `nil` if it was deleted or reloaded.
  func newSection(forOld section: Int) -> Int? {
    sectionDestinations.indices.contains(section) ? sectionDestinations[section] : nil
  }

  /// The item counts after the update.
  var itemCounts: [Int] { itemSources.map(\.count) }

  /// Checks `update` against the counts before it (`oldCounts`) and the data source's after it
  /// (asked in UIKit's order: the sections, then each section's items), and works out where
  /// everything goes; or the refusal UIKit raises.
  static func make(
    oldCounts: [Int], update: ListUpdate, terms: Terms, newSectionCount: () -> Int,
    newItemCount: (Int) -> Int
  ) -> Result<ListUpdatePlan, Refusal> {
    let oldSectionCount = oldCounts.count
    let sectionCount = max(0, newSectionCount())
    let reject = { (reason: String) in
      Result<ListUpdatePlan, Refusal>.failure(Refusal(reason: reason))
    }

    // Sections.
    let movedFrom = Set(update.movedSections.map(\.from))
    for section in update.deletedSections.union(update.reloadedSections).union(IndexSet(movedFrom))
    where section >= oldSectionCount {
      return reject(
        "attempt to delete section \(section), but there are only \(oldSectionCount) sections "
          + "before the update")
    }
    for section in update.insertedSections.union(IndexSet(update.movedSections.map(\.to)))
    where section >= sectionCount {
      return reject(
        "attempt to insert section \(section) but there are only \(sectionCount) sections after "
          + "the update")
    }
    let deletedSectionCount = update.deletedSections.count
    let insertedSectionCount = update.insertedSections.count
    guard sectionCount == oldSectionCount - deletedSectionCount + insertedSectionCount else {
      return reject(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "\(terms.view) after the update (\(sectionCount)) must be equal to the number of "
          + "sections contained in the \(terms.view) before the update (\(oldSectionCount)), "
          + "plus or minus the number of sections inserted or deleted (\(insertedSectionCount) "
          + "inserted, \(deletedSectionCount) deleted).")
    }
    var sectionSources = [Int?](repeating: nil, count: sectionCount)
    var placed = [Bool](repeating: false, count: sectionCount)
    for move in update.movedSections {
      sectionSources[move.to] = move.from
      placed[move.to] = true
    }
    for section in update.insertedSections { placed[section] = true }
    var staying = (0..<oldSectionCount).lazy.filter {
      !update.deletedSections.contains($0) && !movedFrom.contains($0)
    }.makeIterator()
    for section in 0..<sectionCount where !placed[section] {
      sectionSources[section] = staying.next()
    }
    var sectionDestinations = [Int?](repeating: nil, count: oldSectionCount)
    for (new, old) in sectionSources.enumerated() {
      guard let old else { continue }
      if update.reloadedSections.contains(old) {
        sectionSources[new] = nil
      } else {
        sectionDestinations[old] = new
      }
    }

    // Items, section by section.
    var itemSources: [[IndexPath?]] = []
    itemSources.reserveCapacity(sectionCount)
    var itemDestinations = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
    for section in 0..<sectionCount {
      let count = max(0, newItemCount(section))
      guard let old = sectionSources[section] else {
        itemSources.append([IndexPath?](repeating: nil, count: count))
        continue
      }
      let oldCount = oldCounts[old]
      let deleted = update.deletedItems.filter { $0.section == old }
      let reloaded = update.reloadedItems.filter { $0.section == old }
      for indexPath in deleted.union(reloaded)
      where indexPath.item >= oldCount || indexPath.item < 0 {
        return reject(
          "attempt to delete \(terms.item) \(indexPath.item) from section \(old) which only "
            + "contains \(oldCount) \(terms.items) before the update")
      }
      let inserted = update.insertedItems.filter { $0.section == section }
      let movesIn = update.movedItems.filter { $0.to.section == section }
      let movesOut = update.movedItems.filter { $0.from.section == old }
      for indexPath in inserted.union(movesIn.map(\.to))
      where indexPath.item >= count || indexPath.item < 0 {
        return reject(
          "attempt to insert \(terms.item) \(indexPath.item) into section \(section), but there "
            + "are only \(count) \(terms.items) in section \(section) after the update")
      }
      let movedIn = movesIn.filter { $0.from.section != old }.count
      let movedOut = movesOut.filter { $0.to.section != section }.count
      guard count == oldCount - deleted.count + inserted.count + movedIn - movedOut else {
        return reject(
          "Invalid update: invalid number of \(terms.items) in section \(section). The number of "
            + "\(terms.items) contained in an existing section after the update (\(count)) must be "
            + "equal to the number of \(terms.items) contained in that section before the update "
            + "(\(oldCount)), plus or minus the number of \(terms.items) inserted or deleted from "
            + "that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or "
            + "minus the number of \(terms.items) moved into or out of that section (\(movedIn) "
            + "moved in, \(movedOut) moved out).")
      }
      var sources = [IndexPath?](repeating: nil, count: count)
      var taken = [Bool](repeating: false, count: count)
      for move in movesIn {
        sources[move.to.item] = move.from
        taken[move.to.item] = true
      }
      for indexPath in inserted { taken[indexPath.item] = true }
      let movedOutRows = Set(movesOut.map(\.from.item))
      let deletedRows = Set(deleted.map(\.item))
      let reloadedRows = Set(reloaded.map(\.item))
      var oldRow = 0
      for item in 0..<count where !taken[item] {
        while oldRow < oldCount, deletedRows.contains(oldRow) || movedOutRows.contains(oldRow) {
          oldRow += 1
        }
        guard oldRow < oldCount else { break }
        if !reloadedRows.contains(oldRow) { sources[item] = IndexPath(item: oldRow, section: old) }
        oldRow += 1
      }
      for (item, source) in sources.enumerated() {
        guard let source, itemDestinations.indices.contains(source.section),
          itemDestinations[source.section].indices.contains(source.item)
        else { continue }
        itemDestinations[source.section][source.item] = IndexPath(item: item, section: section)
      }
      itemSources.append(sources)
    }
    return .success(
      ListUpdatePlan(
        sectionSources: sectionSources, itemSources: itemSources,
        itemDestinations: itemDestinations, sectionDestinations: sectionDestinations))
  }
}
