import Testing
import UIKit
import UIKitTestSupport

/// A two-section grocery list as iOS code writes its data source: fruit, then vegetables;
/// every row moves, into either section, and it logs what the table asks and tells.
private final class GroceryList: NSObject, UITableViewDataSource, UITableViewDelegate {
  let log: LifecycleLog
  var groceries = [["Apple", "Banana", "Cherry"], ["Carrot", "Leek"]]

  init(log: LifecycleLog) {
    self.log = log
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    log.record("sections")
    return groceries.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    log.record("rows in \(section)")
    return groceries[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    log.record("cell \(indexPath.section).\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = groceries[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    .none
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    let (from, to) = (sourceIndexPath, proposedDestinationIndexPath)
    log.record("target \(from.section).\(from.row) to \(to.section).\(to.row)")
    return proposedDestinationIndexPath
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let (from, to) = (sourceIndexPath, destinationIndexPath)
    log.record("move \(from.section).\(from.row) to \(to.section).\(to.row)")
    move(from: from, to: to)
  }

  /// Moves a grocery in the model, as the data source's move and a batch update both need.
  func move(from source: IndexPath, to destination: IndexPath) {
    let grocery = groceries[source.section].remove(at: source.row)
    groceries[destination.section].insert(grocery, at: destination.row)
  }
}

@Suite("UITableView: rows moving from one section to another, by code and by drag", .uiTest)
@MainActor
struct TableViewCrossSectionMoveTests {
  let log = LifecycleLog()
  private let list: GroceryList
  let table = UITableView(frame: .zero, style: .plain)
  let window: UIWindow

  init() {
    list = GroceryList(log: log)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = list
    table.delegate = list
    window = showInWindow(table, size: CGSize(width: 320, height: 360))
    _ = log.take()
  }

  /// The rows' titles on screen, top to bottom.
  private var shown: [String] {
    table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
      .compactMap { $0.textLabel?.text }
  }

  @Test("moveRow(at:to:) into another section keeps the row's cell and asks only the counts")
  func moveRowByCode() throws {
    let banana = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let source = IndexPath(row: 1, section: 0)
    let destination = IndexPath(row: 1, section: 1)

    list.move(from: source, to: destination)
    table.moveRow(at: source, to: destination)
    UIApplication.shared.advance(by: 1)

    #expect(log.take() == ["sections", "rows in 0", "rows in 1"])
    #expect(table.cellForRow(at: destination) === banana)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 3)
    #expect(shown == ["Apple", "Cherry", "Carrot", "Banana", "Leek"])
    #expect(banana.frame.minY == table.rectForRow(at: destination).minY)
  }

  @Test("a move whose counts do not follow raises UIKit's message and changes nothing")
  func inconsistentMove() {
    let recorder = ExceptionRecorder()
    defer { recorder.stop() }

    table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason.hasPrefix("Invalid update: invalid number of rows") == true)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(shown == ["Apple", "Banana", "Cherry", "Carrot", "Leek"])
  }

  @Test("a drag on a reorder control carries a row into the next section, asking at each place")
  func dragIntoAnotherSection() {
    table.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()
    let banana = table.rectForRow(at: IndexPath(row: 1, section: 0))
    let start = table.convert(CGPoint(x: banana.maxX - 25, y: banana.midY), to: window)

    drag(from: start, down: 110, in: window)

    // The move is told first; then the table takes its counts again, as after any update.
    #expect(
      log.take() == [
        "target 0.1 to 0.2", "target 0.1 to 1.0", "target 0.1 to 1.1", "move 0.1 to 1.1",
        "sections", "rows in 0", "rows in 1",
      ])
    #expect(list.groceries == [["Apple", "Cherry"], ["Carrot", "Banana", "Leek"]])
    #expect(shown == ["Apple", "Cherry", "Carrot", "Banana", "Leek"])
  }
}
