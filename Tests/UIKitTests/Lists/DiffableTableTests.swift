import Testing
import UIKit
import UIKitTestSupport

/// A diffable data source that names its sections, as iOS code subclasses one to.
final class FruitSource: UITableViewDiffableDataSource<String, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)
  }
}

/// A table delegate that logs rows coming on and going off screen.
@MainActor
final class DisplayLogger: NSObject, UITableViewDelegate {
  let log: LifecycleLog

  init(log: LifecycleLog) { self.log = log }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.record("willDisplay \(cell.textLabel?.text ?? "")")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.record("didEndDisplaying \(cell.textLabel?.text ?? "")")
  }
}

@Suite("UITableViewDiffableDataSource: snapshots applied as animated batch updates", .uiTest)
@MainActor
struct DiffableTableTests {
  let log = LifecycleLog()
  let table = UITableView(frame: .zero, style: .insetGrouped)
  let dataSource: FruitSource
  let window: UIWindow

  init() {
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    let log = log
    dataSource = FruitSource(tableView: table) { tableView, indexPath, fruit in
      log.record("cell \(fruit)")
      let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
      cell.textLabel?.text = fruit
      return cell
    }
    window = showInWindow(table, size: CGSize(width: 320, height: 600))
  }

  private func snapshot(_ fruits: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruits"])
    snapshot.appendItems(fruits, toSection: "Fruits")
    return snapshot
  }

  private var shown: [String] {
    table.visibleCells.compactMap { $0.textLabel?.text }
  }

  @Test("the first snapshot loads the table, its sections titled by the subclass")
  func firstSnapshot() {
    dataSource.apply(snapshot(["Apple", "Banana", "Cherry"]), animatingDifferences: false)
    UIApplication.shared.advance(by: 0)

    #expect(shown == ["Apple", "Banana", "Cherry"])
    #expect(log.take() == ["cell Apple", "cell Banana", "cell Cherry"])
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "FRUITS")
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Banana")
    #expect(dataSource.indexPath(for: "Cherry") == IndexPath(row: 2, section: 0))
  }

  @Test("inserts, deletes and moves: only new items get cells, and cells follow their items")
  func difference() {
    dataSource.apply(snapshot(["Apple", "Banana", "Cherry", "Date"]), animatingDifferences: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()
    let date = table.cellForRow(at: IndexPath(row: 3, section: 0))
    var completed = false

    dataSource.apply(snapshot(["Date", "Apple", "Fig", "Cherry"])) { completed = true }
    let atApply = log.take()
    UIApplication.shared.advance(by: 0.4)

    #expect(atApply == ["cell Fig"])
    #expect(shown == ["Date", "Apple", "Fig", "Cherry"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === date)
    #expect(completed)
  }

  @Test("without animation, rows go, come and move at once, with nothing animating")
  func withoutAnimation() {
    let delegate = DisplayLogger(log: log)
    table.delegate = delegate
    dataSource.apply(snapshot(["Apple", "Banana", "Cherry"]), animatingDifferences: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()
    let banana = table.cellForRow(at: IndexPath(row: 1, section: 0))
    let cherry = table.cellForRow(at: IndexPath(row: 2, section: 0))
    var completed = false

    dataSource.apply(snapshot(["Cherry", "Apple", "Fig"]), animatingDifferences: false) {
      completed = true
    }
    let atApply = log.take()
    UIApplication.shared.advance(by: 0)

    #expect(atApply == ["didEndDisplaying Banana", "cell Fig", "willDisplay Fig"])
    #expect(log.take() == [])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === banana)
    #expect(shown == ["Cherry", "Apple", "Fig"])
    #expect(cherry?.frame == table.rectForRow(at: IndexPath(row: 0, section: 0)))
    #expect(table.visibleCells.allSatisfy { $0.alpha == 1 })
    #expect(
      table.visibleCells.allSatisfy { $0.layer.presentation()?.frame == $0.frame },
      "a row still on its way")
    #expect(table.subviews.allSatisfy { $0.layer.animationKeys() == nil })
    #expect(completed)
  }

  @Test("reconfigured items are configured again in their own cells")
  func reconfigure() {
    dataSource.apply(snapshot(["Apple", "Banana"]), animatingDifferences: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()
    let banana = table.cellForRow(at: IndexPath(row: 1, section: 0))
    var next = dataSource.snapshot()

    next.reconfigureItems(["Banana"])
    dataSource.apply(next)

    #expect(log.take() == ["cell Banana"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === banana)
  }

  @Test("duplicate identifiers raise UIKit's message and leave the snapshot as it was")
  func duplicates() {
    let recorder = ExceptionRecorder()
    var snapshot = snapshot(["Apple"])

    snapshot.appendItems(["Kiwi", "Apple", "Kiwi"], toSection: "Fruits")
    snapshot.appendSections(["Fruits"])

    #expect(recorder.names == [.internalInconsistencyException, .internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n"
        + "    Apple,\n    Kiwi\n)}")
    #expect(
      recorder.exceptions.last?.reason
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n"
        + "    Fruits\n)}")
    #expect(snapshot.itemIdentifiers == ["Apple"])
    #expect(snapshot.numberOfSections == 1)
    recorder.stop()
  }

  @Test("a snapshot's editing operations keep sections and items in order")
  func editing() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([1, 3])
    snapshot.insertSections([2], beforeSection: 3)
    snapshot.appendItems(["a", "b"], toSection: 1)
    snapshot.appendItems(["x"])
    snapshot.insertItems(["c"], afterItem: "b")
    snapshot.moveItem("a", afterItem: "x")
    snapshot.deleteItems(["b"])
    snapshot.moveSection(3, beforeSection: 1)

    #expect(snapshot.sectionIdentifiers == [3, 1, 2])
    #expect(snapshot.itemIdentifiers(inSection: 3) == ["x", "a"])
    #expect(snapshot.itemIdentifiers == ["x", "a", "c"])
    #expect(snapshot.sectionIdentifier(containingItem: "a") == 3)
    #expect(snapshot.indexOfItem("c") == 2)
    #expect(snapshot.numberOfItems == 3)
  }
}
