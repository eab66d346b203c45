import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A grid of three tiles a row, with a wider trailing inset than leading (390 points less
/// 16 and 44 leave three tiles of 110), and a row of tiles that scrolls sideways, each under
/// a title.
private final class GalleryController: UICollectionViewController {
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

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemBackground
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
    collectionView.register(
      TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Title")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { section == 0 ? 5 : 8 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
      as! TileCell
    cell.label.text = "\(indexPath.item + 1)"
    cell.contentView.backgroundColor = indexPath.section == 0 ? .systemBlue : .systemOrange
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Title", for: indexPath) as! TitleView
    view.label.text = indexPath.section == 0 ? "Grid" : "Sideways"
    return view
  }
}

/// A compositional layout left to right and mirrored right to left, rendered headless and
/// compared with `__Snapshots__/CompositionalReferenceTests/`.
@Suite("Reference images: a compositional layout, left to right and right to left", .uiTest)
@MainActor
struct CompositionalReferenceTests {
  @Test("a grid and a sideways row mirror right to left", arguments: ["ltr", "rtl"])
  func mirroring(direction: String) {
    let controller = GalleryController()

    // The phone's traits say left to right, as upstream's do; the strategy's traits override
    // them, as an iOS test asks for right to left.
    assertSnapshot(
      of: controller as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 360),
        traits: UITraitCollection(traitsFrom: [
          UITraitCollection(displayScale: 2),
          UITraitCollection(layoutDirection: direction == "rtl" ? .rightToLeft : .leftToRight),
        ])),
      named: direction)
  }
}
