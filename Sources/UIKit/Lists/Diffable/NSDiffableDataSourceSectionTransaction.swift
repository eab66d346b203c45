/// What a reordering changed in one section of a diffable data source, as
/// `NSDiffableDataSourceSectionTransaction`.
///
/// Matches UIKit: one of an ``NSDiffableDataSourceTransaction``'s `sectionTransactions`.
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// Matches UIKit: the section.
  public let sectionIdentifier: SectionIdentifierType
  /// Matches UIKit: the section's items before the reordering.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Matches UIKit: the section's items after it.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Matches UIKit: the insertions and removals that turn the section's initial items into
  /// its final ones.
  public let difference: CollectionDifference<ItemIdentifierType>

  init(
    section: SectionIdentifierType, from initial: [ItemIdentifierType],
    to final: [ItemIdentifierType]
  ) {
    sectionIdentifier = section
    var before = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    before.append(initial)
    var after = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    after.append(final)
    initialSnapshot = before
    finalSnapshot = after
    difference = final.difference(from: initial)
  }
}
