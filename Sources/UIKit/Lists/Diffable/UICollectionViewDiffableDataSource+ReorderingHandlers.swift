extension UICollectionViewDiffableDataSource {
  /// The closures a diffable data source asks and tells when the user moves an item by its
  /// reorder accessory, as `UICollectionViewDiffableDataSource.ReorderingHandlers`.
  ///
  /// Matches UIKit: an item moves only if ``canReorderItem`` says so; ``willReorder`` is told
  /// before the data source's snapshot changes and ``didReorder`` after, each with the same
  /// ``NSDiffableDataSourceTransaction``; update your own data in ``didReorder``.
  ///
  /// ```swift
  /// dataSource.reorderingHandlers.canReorderItem = { _ in true }
  /// dataSource.reorderingHandlers.didReorder = { transaction in
  ///   fruits = transaction.finalSnapshot.itemIdentifiers
  /// }
  /// ```
  public struct ReorderingHandlers {
    /// Matches UIKit: whether the item may move; no item moves when `nil`.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Matches UIKit: told just before the snapshot takes the move.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Matches UIKit: told once the snapshot has taken the move.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Matches UIKit: handlers that let no item move.
    public init() {}
  }
}
