import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A sidebar outline as iOS code builds one: list cells with outline disclosures, fed a section
/// snapshot with one parent expanded and one collapsed.
private final class OutlineController: UICollectionViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  init() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = item.hasPrefix("·") ? [] : [.outlineDisclosure()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["· Apple", "Citrus"], to: "Fruit")
    outline.append(["· Lemon"], to: "Citrus")
    outline.append(["· Leek"], to: "Vegetables")
    outline.expand(["Fruit", "Citrus"])
    dataSource.apply(outline, to: 0, animatingDifferences: false)
  }
}

/// An outline list: indentation by level and the disclosure's direction for expanded and
/// collapsed parents.
@Suite("Reference images: an outline list of a section snapshot", .uiTest)
@MainActor
struct OutlineListReferenceTests {
  @Test("expanded parents point down, collapsed ones to the trailing edge; children indent")
  func outline() {
    let controller = OutlineController()
    controller.title = "Outline"
    let navigation = UINavigationController(rootViewController: controller)

    assertSnapshot(
      of: navigation as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 420),
        traits: UITraitCollection(displayScale: 2)),
      named: "sidebar-light")
  }
}
