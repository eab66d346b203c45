import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Tiles of different widths in a flow layout, under a title, with a wider right inset than
/// left (16 and 44 points), as iOS code lays out tags.
private final class TagsController: TileGridController, UICollectionViewDelegateFlowLayout {
  private let widths: [CGFloat] = [120, 80, 150, 90, 110, 70, 160, 60]

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 44)
    layout.headerReferenceSize = CGSize(width: 0, height: 36)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { widths.count }

  override func tileColor(at indexPath: IndexPath) -> UIColor { .systemTeal }

  override func title(ofSection section: Int) -> String { "Tags" }

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

    assertSnapshot(of: controller, height: 260, direction: direction)
  }
}
