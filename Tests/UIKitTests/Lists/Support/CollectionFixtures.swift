import UIKit
import UIKitTestSupport

/// Shows a collection view of `layout` in a 320 × 220 window, with sections of `items` items
/// whose cells are registered as "Cell", the source logging to `log`.
@MainActor
func showCollectionView(_ layout: UICollectionViewLayout, items: [Int], log: LifecycleLog) -> (
  UICollectionView, LoggingCollectionSource, UIWindow
) {
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  let source = LoggingCollectionSource(log: log, items: items)
  collectionView.dataSource = source
  let window = showInWindow(collectionView)
  return (collectionView, source, window)
}

/// A compositional layout of one section of 150 × 100 groups that scrolls sideways as
/// `behavior` says, `spacing` points between groups and `inset` points at the section's sides.
@MainActor
func sidewaysLayout(
  _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
  spacing: CGFloat = 0, inset: CGFloat = 0
) -> UICollectionViewCompositionalLayout {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .absolute(150), heightDimension: .absolute(100)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.orthogonalScrollingBehavior = behavior
  section.interGroupSpacing = spacing
  section.contentInsets = NSDirectionalEdgeInsets(
    top: 0, leading: inset, bottom: 0, trailing: inset)
  return UICollectionViewCompositionalLayout(section: section)
}
