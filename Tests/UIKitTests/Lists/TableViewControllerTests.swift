import Testing
import UIKit
import UIKitTestSupport

/// A table controller as iOS code writes one: its data source and delegate methods overridden.
private final class FruitsController: UITableViewController {
  let log: LifecycleLog
  let fruits = (0..<40).map { "Fruit \($0)" }

  init(log: LifecycleLog) {
    self.log = log
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruits.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.textLabel?.text = fruits[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("didSelect \(fruits[indexPath.row])")
  }

  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.record("didDeselect \(fruits[indexPath.row])")
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.record("scrolled")
  }
}

@Suite("UITableViewController: its table, its overrides, selection clearing and keys", .uiTest)
@MainActor
struct TableViewControllerTests {
  let log = LifecycleLog()

  @Test("its view is a table of its style whose data source and delegate it is")
  func table() {
    let controller = FruitsController(log: log)

    let table = controller.tableView

    #expect(controller.view === table)
    #expect(table?.style == .insetGrouped)
    #expect(table?.dataSource === controller)
    #expect(table?.delegate === controller)
    #expect(controller.clearsSelectionOnViewWillAppear)
  }

  @Test("shown in a navigation controller, its rows load, under the bar")
  func rowsLoad() throws {
    let controller = FruitsController(log: log)
    let window = TestApplication.makeWindow(
      root: UINavigationController(rootViewController: controller))
    UIApplication.shared.advance(by: 0)

    let cells = controller.tableView.visibleCells
    let first = try #require(cells.first)

    #expect(cells.count > 10)
    #expect(first.textLabel?.text == "Fruit 0")
    #expect(first.superview?.convert(first.frame, to: nil).minY ?? 0 > 44)
    withExtendedLifetime(window) {}
  }

  @Test("coming back to it deselects the selected row, fading")
  func clearsSelection() {
    let controller = FruitsController(log: log)
    let navigation = UINavigationController(rootViewController: controller)
    let window = TestApplication.makeWindow(root: navigation)
    UIApplication.shared.advance(by: 0)
    controller.tableView.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    navigation.pushViewController(UIViewController(), animated: false)
    UIApplication.shared.advance(by: 0)

    navigation.popViewController(animated: true)
    UIApplication.shared.advance(by: 0)
    let whilePopping = controller.tableView.indexPathForSelectedRow
    UIApplication.shared.advance(by: 1)

    #expect(whilePopping == nil)
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    withExtendedLifetime(window) {}
  }

  @Test("↓ and ↑ move the keyboard focus, scrolling it into view; Return selects it")
  func keyboard() {
    let controller = FruitsController(log: log)
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 390, height: 300))
    UIApplication.shared.advance(by: 0)

    for _ in 0..<9 { press(.keyboardDownArrow, UIKeyCommand.inputDownArrow) }
    press(.keyboardUpArrow, UIKeyCommand.inputUpArrow)
    UIApplication.shared.advance(by: 0.5)
    let focused = controller.tableView.cellForRow(at: IndexPath(row: 7, section: 0))?.isHighlighted
    _ = log.take()

    press(.keyboardReturnOrEnter, "\r")

    #expect(focused == true)
    #expect(log.take() == ["didSelect Fruit 7"])
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
    #expect(controller.tableView.contentOffset.y > 0)
    withExtendedLifetime(window) {}
  }

  @Test("in multiple selection Space toggles the focused row")
  func spaceToggles() {
    let controller = FruitsController(log: log)
    controller.tableView.allowsMultipleSelection = true
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 390, height: 300))
    UIApplication.shared.advance(by: 0)
    press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
    press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
    UIApplication.shared.advance(by: 0.5)
    _ = log.take()

    press(.keyboardSpacebar, " ")
    let selected = controller.tableView.indexPathsForSelectedRows
    press(.keyboardSpacebar, " ")

    #expect(selected == [IndexPath(row: 1, section: 0)])
    #expect(log.take() == ["didSelect Fruit 1", "didDeselect Fruit 1"])
    #expect(controller.tableView.indexPathsForSelectedRows ?? [] == [])
    withExtendedLifetime(window) {}
  }
}
