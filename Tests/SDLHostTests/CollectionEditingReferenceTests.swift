import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A to-do list whose cells delete and move in edit mode, and show a disclosure indicator
/// otherwise.
private final class ToDoListController: UICollectionViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  init() {
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "To Do"
    navigationItem.rightBarButtonItem = editButtonItem
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, task in
      var content = cell.defaultContentConfiguration()
      content.text = task
      cell.contentConfiguration = content
      cell.accessories = [
        .delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
      ]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, task in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: task)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Water the plants", "Call the bank", "Book the flights"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// A list collection view in edit mode, rendered headless and compared with
/// `__Snapshots__/CollectionEditingReferenceTests/`.
@Suite("Reference images: a list collection view in edit mode", .uiTest)
@MainActor
struct CollectionEditingReferenceTests {
  @Test("delete and reorder accessories, with the Done button")
  func editMode() {
    let controller = ToDoListController()
    let navigation = UINavigationController(rootViewController: controller)
    controller.loadViewIfNeeded()
    controller.setEditing(true, animated: false)

    assertSnapshot(
      of: navigation as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 320),
        traits: UITraitCollection(displayScale: 2)),
      named: "edit-mode")
  }
}
