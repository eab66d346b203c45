import Testing
import UIKit
import UIKitTestSupport

/// A table view controller of fruit that can be edited: rows delete, the last row inserts,
/// and every row but the first moves; it logs what the table asks and tells.
private final class EditableFruitController: UITableViewController {
  let log: LifecycleLog
  var fruits = ["Apple", "Banana", "Cherry", "Date"]

  init(log: LifecycleLog) {
    self.log = log
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("made in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.rowHeight = 44
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = fruits[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    log.record("canEdit \(indexPath.row)")
    return true
  }

  override func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    log.record("editingStyle \(indexPath.row)")
    return indexPath.row == fruits.count - 1 ? .insert : .delete
  }

  override func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    log.record("shouldIndent \(indexPath.row)")
    return true
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    log.record("canMove \(indexPath.row)")
    return indexPath.row > 0
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.record("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
    if editingStyle == .delete {
      fruits.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    } else {
      fruits.insert("Fig", at: indexPath.row + 1)
      tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
    }
  }

  override func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    log.record("target \(sourceIndexPath.row) to \(proposedDestinationIndexPath.row)")
    return proposedDestinationIndexPath
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.record("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    fruits.insert(fruits.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.row)")
  }
}

@Suite("UITableView edit mode: editing controls, delete, insert and reorder", .uiTest)
@MainActor
struct TableViewEditingTests {
  let log = LifecycleLog()
  private let controller: EditableFruitController
  let window: UIWindow

  init() {
    controller = EditableFruitController(log: log)
    window = TestApplication.makeWindow(
      root: UINavigationController(rootViewController: controller),
      size: CGSize(width: 320, height: 360))
    UIApplication.shared.advance(by: 0)
    _ = log.take()
  }

  private var table: UITableView { controller.tableView }

  private func cell(_ row: Int) -> UITableViewCell? {
    table.cellForRow(at: IndexPath(row: row, section: 0))
  }

  /// Where the label titled `title` is, in the window: a bar button's, say.
  private func centre(ofViewTitled title: String) -> CGPoint {
    func find(_ view: UIView) -> UILabel? {
      if let label = view as? UILabel, label.text == title, !label.isHidden { return label }
      return view.subviews.lazy.compactMap(find).first
    }
    guard let label = find(window) else { return .zero }
    return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: window)
  }

  private var shown: [String] { table.visibleCells.compactMap { $0.textLabel?.text } }

  private func point(row: Int, x: CGFloat) -> CGPoint {
    let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
    return table.convert(CGPoint(x: x, y: rect.midY), to: window)
  }

  @Test("the edit button puts the controller and table in edit mode, asking row by row")
  func editButton() {
    let item = controller.editButtonItem
    let before = item.title

    click(at: centre(ofViewTitled: "Edit"), in: window)
    UIApplication.shared.advance(by: 0.4)

    #expect(before == "Edit")
    #expect(item.title == "Done")
    #expect(item.style == .done)
    #expect(controller.isEditing && table.isEditing)
    #expect(
      log.take()
        == (0..<4).flatMap { row in
          ["canEdit \(row)", "editingStyle \(row)", "shouldIndent \(row)", "canMove \(row)"]
        })
    #expect(cell(0)?.isEditing == true)
    #expect(cell(0)?.editingStyle == .delete)
    #expect(cell(3)?.editingStyle == .insert)
    #expect(cell(0)?.contentView.frame.minX == 38)
  }

  @Test("leaving edit mode takes the controls away and the content back")
  func leaveEditMode() {
    controller.setEditing(true, animated: false)
    _ = log.take()

    controller.setEditing(false, animated: false)
    UIApplication.shared.advance(by: 0)

    #expect(!table.isEditing)
    #expect(cell(1)?.isEditing == false)
    #expect(cell(1)?.contentView.frame.minX == 0)
    #expect(controller.editButtonItem.title == "Edit")
    #expect(log.take() == [])
  }

  @Test("the delete control shows the confirmation, whose click commits the deletion")
  func deleteControl() {
    controller.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()

    click(at: point(row: 1, x: 27), in: window)
    UIApplication.shared.advance(by: 0.4)
    let confirming = cell(1)?.frame.minX ?? 0
    click(at: point(row: 1, x: 300), in: window)
    UIApplication.shared.advance(by: 0.4)

    #expect(confirming < 0)
    #expect(log.take() == ["commit delete 1"])
    #expect(shown == ["Apple", "Cherry", "Date"])
  }

  @Test("a click elsewhere dismisses the confirmation and deletes nothing")
  func dismissConfirmation() {
    controller.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    click(at: point(row: 1, x: 27), in: window)
    UIApplication.shared.advance(by: 0.4)
    _ = log.take()

    click(at: point(row: 2, x: 150), in: window)
    UIApplication.shared.advance(by: 0.4)

    #expect(log.take() == [])
    #expect(cell(1)?.frame.minX == 0)
    #expect(shown == ["Apple", "Banana", "Cherry", "Date"])
  }

  @Test("the insert control commits an insertion at once")
  func insertControl() {
    controller.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()

    click(at: point(row: 3, x: 27), in: window)
    UIApplication.shared.advance(by: 0.4)

    #expect(log.take().prefix(1) == ["commit insert 3"])
    #expect(shown == ["Apple", "Banana", "Cherry", "Date", "Fig"])
  }

  @Test("a drag on a reorder control moves the row, asking the delegate at each new place")
  func reorder() {
    controller.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()

    drag(from: point(row: 1, x: 295), down: 88, in: window)

    #expect(log.take() == ["target 1 to 2", "target 1 to 3", "move 1 to 3"])
    #expect(controller.fruits == ["Apple", "Cherry", "Date", "Banana"])
    #expect(shown == ["Apple", "Cherry", "Date", "Banana"])
    #expect(cell(3)?.frame.minY == 132)
  }

  @Test("in edit mode a click does not select, and rows do not swipe")
  func noSelectionWhileEditing() {
    controller.setEditing(true, animated: false)
    UIApplication.shared.advance(by: 0)
    _ = log.take()

    click(at: point(row: 2, x: 150), in: window)

    #expect(log.take() == [])
    #expect(table.indexPathForSelectedRow == nil)
  }
}
