/// What a collection view asks its data source for, as `UICollectionViewDataSource`: how many
/// sections and items there are, a cell for each item on screen, and the supplementary views
/// the layout places.
///
/// Matches UIKit: counts come first, then cells only for items coming on screen. Cells must be
/// dequeued (``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` or
/// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``); a cell that was not
/// raises UIKit's exception. Optional requirements have UIKit's defaults.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// Matches UIKit: the number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// Matches UIKit: the dequeued cell for the item at `indexPath`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// Matches UIKit: the number of sections; 1 when left out.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// Matches UIKit: the dequeued supplementary view of `kind` the layout asks for. Left out,
  /// a layout that places supplementary views raises, as in UIKit.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Matches UIKit: whether the item may be moved (by its reorder accessory, or by
  /// ``UICollectionView/beginInteractiveMovementForItem(at:)``). UIKit's default is `true`
  /// when the data source implements ``collectionView(_:moveItemAt:to:)``; Swift cannot ask
  /// whether a protocol method is implemented, so here the default is `false`: return `true`
  /// for items that move.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// Matches UIKit: the user moved an item from `sourceIndexPath` to `destinationIndexPath`;
  /// move it in your data (the collection view has already moved it).
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// Matches UIKit when the method is left out: one section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Matches UIKit when the method is left out and the layout asks for a supplementary view:
  /// raises, and an empty view stands in.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UIKitException.raise(
      .internalInconsistencyException,
      "the collection view's data source did not return a valid view from "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind "
        + "'\(kind)' at index path \(indexPath.description); datasource: \(self)")
    return UICollectionReusableView(frame: .zero)
  }

  /// Matches UIKit when the method is left out (see the requirement): no item moves.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }

  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// What a collection view tells its prefetching data source, as
/// `UICollectionViewDataSourcePrefetching`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// Matches UIKit: items about to come on screen.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Matches UIKit: items prefetched earlier that scrolled away unseen.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Matches UIKit when the method is left out: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
