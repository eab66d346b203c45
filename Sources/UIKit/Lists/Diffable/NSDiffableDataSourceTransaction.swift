/// What a reordering changed in a diffable data source, as `NSDiffableDataSourceTransaction`:
/// the snapshots before and after, the difference between their items, and the change of each
/// section it touched.
///
/// Matches UIKit: a collection view's diffable data source hands one to its
/// `reorderingHandlers` when the user moves an item by its reorder accessory.
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { transaction in
///   fruits = transaction.finalSnapshot.itemIdentifiers
/// }
/// ```
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// Matches UIKit: the snapshot before the reordering.
  public let initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// Matches UIKit: the snapshot after it.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// Matches UIKit: the insertions and removals that turn the initial snapshot's items into
  /// the final one's, to apply to your own array.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// Matches UIKit: the change of each section whose items changed, in the final order.
  public let sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  init(
    from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
    sectionTransactions = final.sectionIdentifiers.compactMap { section in
      let before = initial.itemIdentifiers(inSection: section)
      let after = final.itemIdentifiers(inSection: section)
      guard before != after else { return nil }
      return NSDiffableDataSourceSectionTransaction(section: section, from: before, to: after)
    }
  }
}
