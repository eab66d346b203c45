import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A grid of three tiles a row, with a wider trailing inset than leading (390 points less
/// 16 and 44 leave three tiles of 110), and a row of tiles that scrolls sideways, each under
/// a title.
private final class GalleryController: TileGridController {
  init() {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: section == 0 ? .fractionalWidth(1) : .absolute(240),
          heightDimension: .absolute(80)),
        subitems: [item])
      let result = NSCollectionLayoutSection(group: group)
      result.contentInsets = NSDirectionalEdgeInsets(
        top: 0, leading: 16, bottom: 16, trailing: 44)
      result.boundarySupplementaryItems = [header]
      if section == 1 { result.orthogonalScrollingBehavior = .continuous }
      return result
    }
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { section == 0 ? 5 : 8 }

  override func tileColor(at indexPath: IndexPath) -> UIColor {
    indexPath.section == 0 ? .systemBlue : .systemOrange
  }

  override func title(ofSection section: Int) -> String { section == 0 ? "Grid" : "Sideways" }
}

/// A compositional layout left to right and mirrored right to left, rendered headless and
/// compared with `__Snapshots__/CompositionalReferenceTests/`.
@Suite("Reference images: a compositional layout, left to right and right to left", .uiTest)
@MainActor
struct CompositionalReferenceTests {
  @Test("a grid and a sideways row mirror right to left", arguments: ["ltr", "rtl"])
  func mirroring(direction: String) {
    let controller = GalleryController()

    assertSnapshot(of: controller, height: 360, direction: direction)
  }
}
