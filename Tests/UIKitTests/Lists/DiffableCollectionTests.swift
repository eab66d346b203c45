import Testing
import UIKit
import UIKitTestSupport

/// A list screen as iOS code writes one: a collection view controller with a list layout, a
/// cell registration and a diffable data source.
private final class FruitListController: UICollectionViewController {
  let log: LifecycleLog
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  init(log: LifecycleLog) {
    self.log = log
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, fruit in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Apple", "Banana", "Cherry", "Date"])
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    log.record("didSelect \(dataSource.itemIdentifier(for: indexPath) ?? "?")")
  }
}

@Suite("UICollectionViewDiffableDataSource with a list layout, as iOS code uses it", .uiTest)
@MainActor
struct DiffableCollectionTests {
  let log = LifecycleLog()

  private func shown() -> (FruitListController, UIWindow) {
    let controller = FruitListController(log: log)
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 320, height: 480))
    UIApplication.shared.advance(by: 0)
    return (controller, window)
  }

  @Test("the applied snapshot's items show as list cells, in order, with their text")
  func showsSnapshot() {
    let (controller, window) = shown()
    defer { withExtendedLifetime(window) {} }

    let collectionView = controller.collectionView!

    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    let texts = collectionView.indexPathsForVisibleItems.sorted().map {
      (collectionView.cellForItem(at: $0)?.contentConfiguration as? UIListContentConfiguration)?
        .text
    }
    #expect(texts == ["Apple", "Banana", "Cherry", "Date"])
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) is UICollectionViewListCell)
  }

  @Test("applying a snapshot keeps the cells of the items that stay and moves them")
  func applyKeepsCells() {
    let (controller, window) = shown()
    defer { withExtendedLifetime(window) {} }
    let collectionView = controller.collectionView!
    let cherry = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))

    var snapshot = controller.dataSource.snapshot()
    snapshot.deleteItems(["Apple"])
    snapshot.appendItems(["Elderberry"])
    controller.dataSource.apply(snapshot)
    UIApplication.shared.advance(by: 0)

    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cherry)
    #expect(controller.dataSource.indexPath(for: "Elderberry") == IndexPath(item: 3, section: 0))
  }

  @Test("a click selects the item under it and tells the controller")
  func clickSelects() {
    let (controller, window) = shown()
    defer { withExtendedLifetime(window) {} }
    let cell = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
    let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)

    click(at: center, in: window)

    #expect(log.take() == ["didSelect Banana"])
    #expect(
      controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test("a snapshot with a duplicate item raises UIKit's message")
  func duplicateIdentifiers() {
    let recorder = ExceptionRecorder()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])

    snapshot.appendItems(["Apple", "Apple"])

    #expect(recorder.names == [.internalInconsistencyException])
    recorder.stop()
  }
}
