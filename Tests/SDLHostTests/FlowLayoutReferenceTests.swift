import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Tiles of different widths in a flow layout, under a title, with a wider right inset than
/// left (16 and 44 points), as iOS code lays out tags.
private final class TagsController: UICollectionViewController,
  UICollectionViewDelegateFlowLayout
{
  private let widths: [CGFloat] = [120, 80, 150, 90, 110, 70, 160, 60]

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 44)
    layout.headerReferenceSize = CGSize(width: 0, height: 36)
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

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { widths.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
      as! TileCell
    cell.label.text = "\(indexPath.item + 1)"
    cell.contentView.backgroundColor = .systemTeal
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Title", for: indexPath) as! TitleView
    view.label.text = "Tags"
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: widths[indexPath.item], height: 44)
  }
}

/// A flow layout left to right and flipped right to left by its collection view, rendered
/// headless and compared with `__Snapshots__/FlowLayoutReferenceTests/`.
@Suite("Reference images: a flow layout, left to right and flipped right to left", .uiTest)
@MainActor
struct FlowLayoutReferenceTests {
  @Test("tiles fill each line from the leading side", arguments: ["ltr", "rtl"])
  func flipping(direction: String) {
    let controller = TagsController()

    assertSnapshot(
      of: controller as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 260),
        traits: UITraitCollection(traitsFrom: [
          UITraitCollection(displayScale: 2),
          UITraitCollection(layoutDirection: direction == "rtl" ? .rightToLeft : .leftToRight),
        ])),
      named: direction)
  }
}
