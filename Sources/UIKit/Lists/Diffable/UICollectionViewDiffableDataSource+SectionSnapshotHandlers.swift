extension UICollectionViewDiffableDataSource {
  /// The closures a diffable data source calls when the user expands or collapses an item of
  /// an outline, as `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  ///
  /// Matches UIKit: `should…` may refuse the change; `will…` is told before the outline is
  /// applied.
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Matches UIKit: whether the item may expand (yes when `nil`).
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Matches UIKit: told just before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Matches UIKit: whether the item may collapse (yes when `nil`).
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Matches UIKit: told just before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// Matches UIKit: handlers that allow every change and are told nothing.
    public init() {}
  }
}
