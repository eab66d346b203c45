extension UICollectionView {
  // MARK: Elements on screen

  /// Matches UIKit: the cells on screen, in index path order.
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return displayedViews.filter { $0.key.category == .cell }.sorted {
      $0.key.indexPath < $1.key.indexPath
    }.compactMap { $0.value as? UICollectionViewCell }
  }

  /// Matches UIKit: the items on screen, in index path order.
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return displayedViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
  }

  /// Matches UIKit: the item a cell on screen shows, or `nil`.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayedViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
  }

  /// Matches UIKit: the supplementary views on screen of `elementKind`.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    layoutIfNeeded()
    return displayedViews.filter {
      $0.key.category == .supplementaryView && $0.key.kind == elementKind
    }
    .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  /// Matches UIKit: the supplementary view on screen of `elementKind` at `indexPath`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    layoutIfNeeded()
    return displayedViews[
      ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }

  // MARK: Geometry

  /// Matches UIKit: the item whose cell is at `point` (in the collection view's coordinates).
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.shownAttributesForElements(in: probe).last {
      $0.representedElementCategory == .cell && $0.frame.contains(point)
    }?.indexPath
  }

  /// Matches UIKit: the layout's attributes for the item.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    prepareLayoutIfNeeded()
    return collectionViewLayout.shownAttributesForItem(at: indexPath)
  }

  /// Matches UIKit: the layout's attributes for a supplementary view.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.shownAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  // MARK: Scrolling

}
