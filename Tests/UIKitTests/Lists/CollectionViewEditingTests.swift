import Testing
import UIKit
import UIKitTestSupport

/// A list of fruit whose cells have delete and reorder accessories for edit mode and a
/// disclosure indicator otherwise; it logs what the collection view asks and tells. Every item
/// but the first moves, and every item but the last edits.
private final class EditableFruitList: UICollectionViewController {
  let log: LifecycleLog
  var fruits = ["Apple", "Banana", "Cherry", "Date"]
  /// Whether the delete accessory has an action handler of its own.
  let deleteHandler: Bool
  private var registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>!

  init(log: LifecycleLog, deleteHandler: Bool = false) {
    self.log = log
    self.deleteHandler = deleteHandler
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        log.record("swipe delete \(indexPath.item)")
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let log = log
    let deleteHandler = deleteHandler
    registration = UICollectionView.CellRegistration { cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit
      cell.contentConfiguration = content
      var onDelete: UICellAccessory.ActionHandler?
      if deleteHandler { onDelete = { log.record("delete \(fruit)") } }
      cell.accessories = [
        .delete(actionHandler: onDelete), .reorder(),
        .disclosureIndicator(displayed: .whenNotEditing),
      ]
    }
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { fruits.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: fruits[indexPath.item])
  }

  override func collectionView(
    _ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath
  ) -> Bool {
    log.record("canEdit \(indexPath.item)")
    return indexPath.item < fruits.count - 1
  }

  override func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    log.record("canMove \(indexPath.item)")
    return indexPath.item > 0
  }

  override func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    log.record(
      "target \(originalIndexPath.item) at \(currentIndexPath.item) to \(proposedIndexPath.item)")
    return proposedIndexPath
  }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.record("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
    fruits.insert(fruits.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    log.record("didSelect \(indexPath.item)")
  }
}

@Suite("UICollectionView edit mode: list accessories, delete and reorder", .uiTest)
@MainActor
struct CollectionViewEditingTests {
  let log = LifecycleLog()
  private let controller: EditableFruitList
  let window: UIWindow

  init() {
    self.init(deleteHandler: false)
  }

  private init(deleteHandler: Bool) {
    controller = EditableFruitList(log: log, deleteHandler: deleteHandler)
    window = TestApplication.makeWindow(
      root: UINavigationController(rootViewController: controller),
      size: CGSize(width: 320, height: 360))
    UIApplication.shared.advance(by: 0)
    _ = log.take()
  }

  private var list: UICollectionView { controller.collectionView }

  private func cell(_ item: Int) -> UICollectionViewListCell? {
    list.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
  }

  private var shown: [String] {
    list.visibleCells.compactMap {
      ($0.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }

  private func point(item: Int, x: CGFloat) -> CGPoint {
    let frame = cell(item)?.frame ?? .zero
    return list.convert(CGPoint(x: x, y: frame.midY), to: window)
  }

  private func enterEditMode() {
    controller.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()
  }

  @Test("edit mode asks the delegate item by item and shows the editing accessories")
  func editMode() {
    let contentBefore = cell(1)?.contentView.frame

    controller.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)

    #expect(list.isEditing)
    #expect(log.take() == ["canEdit 0", "canEdit 1", "canEdit 2", "canEdit 3"])
    #expect(cell(1)?.configurationState.isEditing == true)
    #expect(cell(3)?.configurationState.isEditing == false)
    #expect(contentBefore?.minX == 0)
    #expect(cell(1)?.contentView.frame.minX == 48)
    #expect(cell(3)?.contentView.frame.minX == 0)
  }

  @Test("right to left, the delete accessory is at the right and the reorder one at the left")
  func rightToLeft() throws {
    controller.navigationController?.setOverrideTraitCollection(
      UITraitCollection(layoutDirection: .rightToLeft), forChild: controller)
    window.layoutIfNeeded()
    enterEditMode()
    let row = try #require(self.cell(1))

    let content = row.contentView.frame
    let controls = row.subviews.filter { !$0.isHidden && $0.frame.width == 22 }

    #expect(content.maxX == row.bounds.width - 48)
    #expect(controls.map(\.frame.midX) == [row.bounds.width - 27])
    #expect(content.minX > 0)
  }

  @Test("leaving edit mode takes the editing accessories away and asks nothing")
  func leaveEditMode() {
    enterEditMode()
    let editingWidth = cell(1)?.contentView.frame.width ?? 0

    controller.setEditing(false, animated: false)
    UIApplication.shared.advance(by: 0)

    #expect(!list.isEditing)
    #expect(log.take() == [])
    #expect(cell(1)?.configurationState.isEditing == false)
    #expect(cell(1)?.contentView.frame.minX == 0)
    #expect(cell(1)?.contentView.frame.width ?? 0 > editingWidth)
  }

  @Test("the delete accessory reveals the trailing swipe actions, and their click performs")
  func deleteRevealsSwipeActions() {
    enterEditMode()

    click(at: point(item: 1, x: 27), in: window)
    UIApplication.shared.advance(by: 0.4)
    let revealed = cell(1)?.frame.minX ?? 0
    click(at: point(item: 1, x: 300), in: window)
    UIApplication.shared.advance(by: 0.4)

    #expect(revealed < 0)
    #expect(log.take() == ["swipe delete 1"])
  }

  @Test("a delete accessory with an action handler runs it instead")
  func deleteActionHandler() {
    let test = CollectionViewEditingTests(deleteHandler: true)
    test.enterEditMode()

    click(at: test.point(item: 2, x: 27), in: test.window)
    UIApplication.shared.advance(by: 0.4)

    #expect(test.log.take() == ["delete Cherry"])
    #expect(test.cell(2)?.frame.minX == 0)
  }

  @Test("a drag on the reorder accessory moves the item, asking the delegate at each place")
  func reorder() {
    enterEditMode()
    let height = cell(1)?.frame.height ?? 0

    drag(from: point(item: 1, x: 295), down: height * 2, in: window)

    #expect(
      log.take() == [
        "canMove 1", "target 1 at 1 to 2", "target 1 at 2 to 3", "move 1 to 3",
      ])
    #expect(controller.fruits == ["Apple", "Cherry", "Date", "Banana"])
    #expect(shown == ["Apple", "Cherry", "Date", "Banana"])
    #expect(cell(3)?.frame.minY == height * 3)
  }

  @Test("an item the data source does not let move stays where it is")
  func unmovable() {
    enterEditMode()
    let height = cell(0)?.frame.height ?? 0

    drag(from: point(item: 0, x: 295), down: height * 2, in: window)

    #expect(log.take() == ["canMove 0"])
    #expect(shown == ["Apple", "Banana", "Cherry", "Date"])
    #expect(cell(0)?.frame.minY == 0)
  }

  @Test("in edit mode a click does not select, unless selection during editing is allowed")
  func selectionWhileEditing() {
    enterEditMode()

    click(at: point(item: 1, x: 150), in: window)
    let refused = log.take()
    list.allowsSelectionDuringEditing = true
    click(at: point(item: 1, x: 150), in: window)

    #expect(refused == [])
    #expect(log.take() == ["didSelect 1"])
  }

  @Test("a cancelled interactive movement puts the item back and tells the data source nothing")
  func cancelMovement() {
    enterEditMode()
    let height = cell(1)?.frame.height ?? 0

    let began = list.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
    list.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: height * 2.5))
    let during = shown
    list.cancelInteractiveMovement()
    UIApplication.shared.advance(by: 0.5)

    #expect(began)
    #expect(during == ["Apple", "Cherry", "Banana", "Date"])
    #expect(log.take() == ["canMove 1", "target 1 at 1 to 2"])
    #expect(shown == ["Apple", "Banana", "Cherry", "Date"])
    #expect(controller.fruits == ["Apple", "Banana", "Cherry", "Date"])
    #expect(cell(1)?.frame.minY == height)
  }
}

@Suite("UICollectionViewDiffableDataSource: reordering handlers", .uiTest)
@MainActor
struct DiffableReorderingTests {
  let log = LifecycleLog()
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<String, String>
  let window: UIWindow

  init() {
    let log = log
    collectionView = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit
      cell.contentConfiguration = content
      cell.accessories = [.reorder()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, fruit in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
    }
    dataSource.reorderingHandlers.canReorderItem = { fruit in
      log.record("canReorder \(fruit)")
      return true
    }
    dataSource.reorderingHandlers.willReorder = { transaction in
      log.record("willReorder \(transaction.finalSnapshot.itemIdentifiers)")
    }
    dataSource.reorderingHandlers.didReorder = { transaction in
      log.record("didReorder \(transaction.sectionTransactions.map(\.sectionIdentifier))")
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit", "Vegetables"])
    snapshot.appendItems(["Apple", "Banana", "Cherry"], toSection: "Fruit")
    snapshot.appendItems(["Leek"], toSection: "Vegetables")
    dataSource.apply(snapshot, animatingDifferences: false)
    window = showInWindow(collectionView, size: CGSize(width: 320, height: 360))
    collectionView.isEditing = true
    UIApplication.shared.advance(by: 0)
  }

  @Test("a reorder drag asks canReorderItem, then tells willReorder and didReorder")
  func reorderDrag() throws {
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let start = collectionView.convert(
      CGPoint(x: first.frame.maxX - 30, y: first.frame.midY), to: window)

    drag(from: start, down: first.frame.height * 2, in: window)

    #expect(
      log.take() == [
        "canReorder Apple", #"willReorder ["Banana", "Cherry", "Apple", "Leek"]"#,
        #"didReorder ["Fruit"]"#,
      ])
    #expect(
      dataSource.snapshot().itemIdentifiers(inSection: "Fruit") == ["Banana", "Cherry", "Apple"])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Apple")
  }

  @Test("the transaction holds both snapshots and the difference of their items")
  func transaction() {
    var seen: NSDiffableDataSourceTransaction<String, String>?
    dataSource.reorderingHandlers.didReorder = { seen = $0 }

    collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
    let target = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.center ?? .zero
    collectionView.updateInteractiveMovementTargetPosition(target)
    collectionView.endInteractiveMovement()

    let initial = ["Apple", "Banana", "Cherry", "Leek"]
    #expect(seen?.initialSnapshot.itemIdentifiers == initial)
    #expect(seen?.finalSnapshot.itemIdentifiers == ["Cherry", "Apple", "Banana", "Leek"])
    #expect(
      seen.flatMap { initial.applying($0.difference) } == ["Cherry", "Apple", "Banana", "Leek"])
    #expect(seen?.sectionTransactions.first?.finalSnapshot.items == ["Cherry", "Apple", "Banana"])
  }

  @Test("without canReorderItem no item moves")
  func noHandler() {
    dataSource.reorderingHandlers.canReorderItem = nil

    let began = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))

    #expect(!began)
  }
}
