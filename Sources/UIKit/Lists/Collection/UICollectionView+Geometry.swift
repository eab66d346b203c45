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

  /// Matches UIKit: the cell showing the item, or `nil` when it is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return displayedViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
      as? UICollectionViewCell
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

  /// Matches UIKit: scrolls so that the item sits at `scrollPosition`; an item that does not
  /// exist raises UIKit's `NSRangeException` and nothing scrolls.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    loadDataIfNeeded()
    let items = itemCounts.indices.contains(indexPath.section) ? itemCounts[indexPath.section] : 0
    guard indexPath.count == 2, indexPath.item >= 0, indexPath.item < items else {
      UIKitException.raise(
        .rangeException,
        "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) "
          + "when there are only \(items) items in section \(indexPath.section). Collection "
          + "view: \(self)")
      return
    }
    prepareLayoutIfNeeded()
    guard let frame = collectionViewLayout.shownAttributesForItem(at: indexPath)?.frame else {
      return
    }
    let insets = adjustedContentInset
    let visible = CGSize(
      width: bounds.width - insets.left - insets.right,
      height: bounds.height - insets.top - insets.bottom)
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY - insets.top }
    if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - visible.height / 2 - insets.top
    }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - visible.height - insets.top }
    if scrollPosition.contains(.left) { offset.x = frame.minX - insets.left }
    if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - visible.width / 2 - insets.left
    }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - visible.width - insets.left }
    if scrollPosition.isEmpty {
      if frame.minY < bounds.minY + insets.top {
        offset.y = frame.minY - insets.top
      } else if frame.maxY > bounds.maxY - insets.bottom {
        offset.y = frame.maxY - visible.height - insets.top
      }
      if frame.minX < bounds.minX + insets.left {
        offset.x = frame.minX - insets.left
      } else if frame.maxX > bounds.maxX - insets.right {
        offset.x = frame.maxX - visible.width - insets.left
      }
    }
    let target = clamped(offset)
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }
}
