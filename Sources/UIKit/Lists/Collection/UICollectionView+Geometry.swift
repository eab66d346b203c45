extension UICollectionView {
  // MARK: Elements on screen

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

  /// Matches UIKit: the layout's attributes for a supplementary view.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.shownAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
