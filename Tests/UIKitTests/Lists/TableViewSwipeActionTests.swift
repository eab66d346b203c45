import Testing
import UIKit
import UIKitTestSupport

/// A table of fruit whose rows offer "Flag" and "Delete" at the trailing edge and "Pin" at
/// the leading edge, logging what the table asks and what the actions do.
@MainActor
final class SwipeSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  let log: LifecycleLog
  var fruits = ["Apple", "Banana", "Cherry", "Date"]
  /// Whether a full swipe performs the first trailing action.
  var fullSwipe = true
  /// Whether the view the Flag action's handler was given was in the table.
  var flagSourceWasInTable = false

  init(log: LifecycleLog) { self.log = log }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    log.record("trailingSwipeActions \(indexPath.row)")
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [unowned self] _, _, completion in
      log.record("Delete \(fruits[indexPath.row])")
      fruits.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    let flag = UIContextualAction(style: .normal, title: "Flag") {
      [unowned self] _, view, completion in
      log.record("Flag \(fruits[indexPath.row])")
      flagSourceWasInTable = view.isDescendant(of: tableView)
      completion(true)
    }
    flag.backgroundColor = .systemOrange
    let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
    configuration.performsFirstActionWithFullSwipe = fullSwipe
    return configuration
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    log.record("leadingSwipeActions \(indexPath.row)")
    return UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, completion in
        log.record("Pin \(fruits[indexPath.row])")
        completion(true)
      }
    ])
  }

  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log.record("willBeginEditing \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    log.record("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.row)")
  }
}

@Suite("UITableView swipe actions: revealed by a sideways drag or trackpad scroll", .uiTest)
@MainActor
struct TableViewSwipeActionTests {
  let log = LifecycleLog()
  let table = UITableView(frame: .zero, style: .plain)
  let source: SwipeSource
  let window: UIWindow

  init() {
    source = SwipeSource(log: log)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    window = showInWindow(table)
  }

  /// Where a row's middle is, at `x`.
  private func row(_ row: Int, x: CGFloat) -> CGPoint {
    CGPoint(x: x, y: CGFloat(row) * 44 + 22)
  }

  /// A drag with the primary button from `start` to `end`, as the host sends a mouse drag;
  /// then the row settles.
  private func drag(from start: CGPoint, to end: CGPoint) {
    UIKitTests.drag(from: start, to: end, in: window)
  }

  private func cellFrame(_ row: Int) -> CGRect? {
    table.cellForRow(at: IndexPath(row: row, section: 0))?.frame
  }

  @Test("a drag to the left past half the actions leaves the row open on its trailing actions")
  func opensTrailing() {
    drag(from: row(1, x: 300), to: row(1, x: 200))

    #expect(log.take() == ["trailingSwipeActions 1", "willBeginEditing 1"])
    #expect(cellFrame(1) == CGRect(x: -150, y: 44, width: 320, height: 44))
    #expect(cellFrame(0) == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(table.contentOffset == .zero)
  }

  @Test("a drag that shows less than half of the actions closes again")
  func shortDragCloses() {
    drag(from: row(1, x: 300), to: row(1, x: 250))

    #expect(log.take() == ["trailingSwipeActions 1", "willBeginEditing 1", "didEndEditing 1"])
    #expect(cellFrame(1) == CGRect(x: 0, y: 44, width: 320, height: 44))
  }

  @Test("a click on an action runs its handler from its button, and its completion closes the row")
  func clickAction() {
    drag(from: row(2, x: 300), to: row(2, x: 150))
    _ = log.take()

    click(at: row(2, x: 200), in: window)
    UIApplication.shared.advance(by: 0.5)

    #expect(log.take() == ["Flag Cherry", "didEndEditing 2"])
    #expect(source.flagSourceWasInTable)
    #expect(cellFrame(2) == CGRect(x: 0, y: 88, width: 320, height: 44))
  }

  @Test("the actions sit from the edge inward: the first at the trailing edge")
  func actionOrder() {
    drag(from: row(2, x: 300), to: row(2, x: 150))
    _ = log.take()

    click(at: row(2, x: 290), in: window)
    UIApplication.shared.advance(by: 0.5)

    #expect(log.take() == ["Delete Cherry", "didEndEditing 2"])
    #expect(source.fruits == ["Apple", "Banana", "Date"])
    #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Apple", "Banana", "Date"])
  }

  @Test("a full swipe performs the first action")
  func fullSwipe() {
    drag(from: row(0, x: 310), to: row(0, x: 60))

    #expect(
      log.take() == [
        "trailingSwipeActions 0", "willBeginEditing 0", "Delete Apple", "didEndEditing 0",
      ])
    #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Banana", "Cherry", "Date"])
  }

  @Test("without performsFirstActionWithFullSwipe a long drag only opens the row")
  func noFullSwipe() {
    source.fullSwipe = false

    drag(from: row(0, x: 310), to: row(0, x: 60))

    #expect(log.take() == ["trailingSwipeActions 0", "willBeginEditing 0"])
    #expect(cellFrame(0)?.minX == -150)
  }

  @Test("a click elsewhere closes the open row and selects nothing")
  func clickElsewhere() {
    drag(from: row(1, x: 300), to: row(1, x: 150))
    _ = log.take()

    click(at: row(3, x: 100), in: window)
    UIApplication.shared.advance(by: 0.5)

    #expect(log.take() == ["didEndEditing 1"])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(cellFrame(1)?.minX == 0)
  }

  @Test("the swiped row's configuration state is swiped while its actions show, in order")
  func swipedState() throws {
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let other = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    cell.configurationUpdateHandler = { [log] _, state in log.record("swiped \(state.isSwiped)") }
    cell.layoutIfNeeded()
    _ = log.take()

    drag(from: row(1, x: 300), to: row(1, x: 150))
    cell.layoutIfNeeded()
    let open = (cell: cell.configurationState.isSwiped, other: other.configurationState.isSwiped)
    click(at: row(3, x: 100), in: window)
    UIApplication.shared.advance(by: 0.5)
    cell.layoutIfNeeded()

    #expect(open.cell)
    #expect(!open.other)
    #expect(!cell.configurationState.isSwiped)
    #expect(
      log.take() == [
        "trailingSwipeActions 1", "willBeginEditing 1", "swiped true", "didEndEditing 1",
        "swiped false",
      ])
  }

  @Test("a drag to the right reveals the leading actions")
  func opensLeading() {
    drag(from: row(1, x: 20), to: row(1, x: 120))

    #expect(log.take() == ["leadingSwipeActions 1", "willBeginEditing 1"])
    #expect(cellFrame(1)?.minX == 74)
  }

  @Test("right to left, a drag to the right reveals the trailing actions")
  func rightToLeft() {
    table.semanticContentAttribute = .forceRightToLeft

    drag(from: row(1, x: 20), to: row(1, x: 120))

    #expect(log.take() == ["trailingSwipeActions 1", "willBeginEditing 1"])
    #expect(cellFrame(1)?.minX == 150)
  }

  @Test("a vertical drag scrolls and asks for no actions")
  func verticalDrag() {
    source.fruits = (0..<20).map { "Fruit \($0)" }
    table.reloadData()
    UIApplication.shared.advance(by: 0)

    drag(from: row(3, x: 160), to: row(1, x: 170))

    #expect(log.take() == [])
    #expect(table.contentOffset.y > 0)
  }

  @Test("a sideways trackpad scroll over a row swipes it, settling when the scroll stops")
  func trackpad() {
    let application = UIApplication.shared
    for _ in 1...4 {
      application.enqueueInput {
        application.sendScroll(by: CGPoint(x: 25, y: 0), at: row(1, x: 160), in: window)
      }
      application.advance(by: 1.0 / 60)
    }
    let whileScrolling = cellFrame(1)
    application.advance(by: 0.6)

    #expect(whileScrolling?.minX == -100)
    #expect(log.take() == ["trailingSwipeActions 1", "willBeginEditing 1"])
    #expect(cellFrame(1)?.minX == -150)
  }
}
