extension UICollectionViewLayout {
  /// The width across which the collection view mirrors the layout's coordinates, or `nil`
  /// when it shows them as they are.
  ///
  /// Matches UIKit: a layout that ``flipsHorizontallyInOppositeLayoutDirection``, shown in a
  /// collection view whose effective layout direction is not the layout's
  /// ``developmentLayoutDirection``, is mirrored across its content's width (an element at `x`
  /// of width `w` shows at `contentWidth - x - w`), so a layout must report the width of its
  /// content. The compositional layout mirrors its sections itself and does not flip.
  var mirroringWidth: CGFloat? {
    guard flipsHorizontallyInOppositeLayoutDirection, let collectionView,
      collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    else { return nil }
    return collectionViewContentSize.width
  }

  /// The attributes of the elements that meet `rect` (in the collection view's coordinates),
  /// as the collection view shows them.
  func shownAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    guard let width = mirroringWidth else { return layoutAttributesForElements(in: rect) ?? [] }
    let attributes = layoutAttributesForElements(in: rect.mirrored(across: width)) ?? []
    return attributes.map { $0.mirrored(across: width) }
  }

  /// One item's attributes as the collection view shows them.
  func shownAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    let attributes = layoutAttributesForItem(at: indexPath)
    guard let width = mirroringWidth else { return attributes }
    return attributes?.mirrored(across: width)
  }

  /// One supplementary view's attributes as the collection view shows them.
  func shownAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    guard let width = mirroringWidth else { return attributes }
    return attributes?.mirrored(across: width)
  }

  /// Where an item moved interactively goes when its centre is at `position` in the collection
  /// view's coordinates, asked of the layout in its own, prepared.
  func targetIndexPath(forMovingItem indexPath: IndexPath, at position: CGPoint) -> IndexPath {
    collectionView?.prepareLayoutIfNeeded()
    var position = position
    if let width = mirroringWidth { position.x = width - position.x }
    return targetIndexPath(forInteractivelyMovingItem: indexPath, withPosition: position)
  }
}

extension UICollectionViewLayoutAttributes {
  /// A copy mirrored across `width`, as the collection view shows a flipped layout's element;
  /// the layout's own attributes stay as it made them.
  func mirrored(across width: CGFloat) -> UICollectionViewLayoutAttributes {
    let copy = self.copy(with: nil) as! UICollectionViewLayoutAttributes
    copy.frame = frame.mirrored(across: width)
    return copy
  }
}
