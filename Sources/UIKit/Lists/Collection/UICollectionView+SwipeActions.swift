extension UICollectionView: SwipeActionsList {
  /// The list configuration of a section, when a list layout lays it out.
  private func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(
      forSection: section)
  }

  /// The item at `point`, if its section is a list and its cell is on screen.
  func swipeRow(at point: CGPoint) -> IndexPath? {
    guard let indexPath = indexPathForItem(at: point),
      listConfiguration(forSection: indexPath.section) != nil,
      swipeCell(at: indexPath) != nil
    else { return nil }
    return indexPath
  }

  func swipeCell(at indexPath: IndexPath) -> UIView? {
    displayedViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
  }

  func swipeRowFrame(at indexPath: IndexPath) -> CGRect {
    layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  }

  /// Matches UIKit (iOS 14+): the list configuration's providers give a row's actions.
  func swipeActionsConfiguration(at indexPath: IndexPath, edge: SwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    let configuration = listConfiguration(forSection: indexPath.section)
    switch edge {
    case .leading: return configuration?.leadingSwipeActionsConfigurationProvider?(indexPath)
    case .trailing: return configuration?.trailingSwipeActionsConfigurationProvider?(indexPath)
    }
  }

  /// UIKit's collection view delegate is not told about swipes.
  func swipeWillBegin(at indexPath: IndexPath) {}

  /// UIKit's collection view delegate is not told about swipes.
  func swipeDidEnd(at indexPath: IndexPath) {}
}
