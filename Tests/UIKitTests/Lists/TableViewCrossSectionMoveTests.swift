import Testing
import UIKit
import UIKitTestSupport

/// A two-section grocery list as iOS code writes its data source: fruit, then vegetables;
/// every row moves, into either section, and it logs what the table asks and tells.
private final class GroceryList: NSObject, UITableViewDataSource, UITableViewDelegate {
  let log: LifecycleLog
  var groceries = [["Apple", "Banana", "Cherry"], ["Carrot", "Leek"]]
  /// Each section's header title, if the list has them.
  var titles: [String]?

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

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles?[section]
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

  @Test("a row dragged to where an empty section sits, with no header, drops into it")
  func dragIntoAnEmptySection() {
    list.groceries = [["Apple", "Banana", "Cherry"], [], ["Carrot", "Leek"]]
    table.reloadData()
    table.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()
    let banana = table.rectForRow(at: IndexPath(row: 1, section: 0))
    let start = table.convert(CGPoint(x: banana.maxX - 25, y: banana.midY), to: window)
    let boundary = table.rect(forSection: 1).minY

    drag(from: start, down: boundary - banana.midY, in: window)

    #expect(
      log.take() == [
        "target 0.1 to 0.2", "target 0.1 to 1.0", "move 0.1 to 1.0",
        "sections", "rows in 0", "rows in 1", "rows in 2",
      ])
    #expect(list.groceries == [["Apple", "Cherry"], ["Banana"], ["Carrot", "Leek"]])
    #expect(shown == ["Apple", "Cherry", "Banana", "Carrot", "Leek"])
  }

  @Test("while a row is dragged into an empty grouped section, the headers it passes move up")
  func headersMakeRoom() throws {
    list.groceries = [["Apple", "Banana"], [], ["Carrot"]]
    list.titles = ["Fruit", "Nuts", "Vegetables"]
    let grouped = UITableView(frame: .zero, style: .grouped)
    grouped.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    grouped.dataSource = list
    grouped.delegate = list
    let window = showInWindow(grouped, size: CGSize(width: 320, height: 480))
    grouped.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()
    let banana = grouped.rectForRow(at: IndexPath(row: 1, section: 0))
    let start = grouped.convert(CGPoint(x: banana.maxX - 25, y: banana.midY), to: window)
    let nuts = try #require(grouped.headerView(forSection: 1))
    let vegetables = try #require(grouped.headerView(forSection: 2))
    let rest = (grouped.rectForHeader(inSection: 1), grouped.rectForHeader(inSection: 2))
    let end = CGPoint(x: start.x, y: start.y + grouped.rect(forSection: 1).midY - banana.midY)

    press(at: start, in: window)
    move(from: start, to: end, in: window)
    UIApplication.shared.advance(by: 0.5)
    let during = (nuts.frame, vegetables.frame, log.take())
    release(at: end, in: window)

    #expect(during.0 == rest.0.offsetBy(dx: 0, dy: -banana.height))
    #expect(during.1 == rest.1)
    #expect(during.2 == ["target 0.1 to 1.0"])
    #expect(log.take() == ["move 0.1 to 1.0", "sections", "rows in 0", "rows in 1", "rows in 2"])
    #expect(list.groceries == [["Apple"], ["Banana"], ["Carrot"]])
    #expect(nuts.frame == grouped.rectForHeader(inSection: 1))
  }

  private func press(at point: CGPoint, in window: UIWindow) {
    let application = UIApplication.shared
    application.enqueueInput { application.sendMouseDown(at: point, in: window, clickCount: 1) }
    application.advance(by: 1.0 / 60)
  }

  /// Moves the pressed pointer from `start` to `end` in eight steps a frame apart.
  private func move(from start: CGPoint, to end: CGPoint, in window: UIWindow) {
    let application = UIApplication.shared
    for step in 1...8 {
      let fraction = CGFloat(step) / 8
      let point = CGPoint(x: start.x, y: start.y + (end.y - start.y) * fraction)
      application.enqueueInput {
        application.sendMouseMotion(to: point, in: window, buttons: .primary)
      }
      application.advance(by: 1.0 / 60)
    }
  }

  private func release(at point: CGPoint, in window: UIWindow) {
    let application = UIApplication.shared
    application.enqueueInput { application.sendMouseUp(at: point, in: window) }
    application.advance(by: 0.5)
  }
}
