import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A shopping list in edit mode: rows delete and move, the last one inserts.
private final class ShoppingListController: UITableViewController {
  let items = ["Milk", "Bread", "Apples", "Add item"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shopping"
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    indexPath.row == items.count - 1 ? .insert : .delete
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row < items.count - 1
  }
}

/// A table in edit mode, rendered headless and compared with
/// `__Snapshots__/TableEditingReferenceTests/`.
@Suite("Reference images: a table view in edit mode", .uiTest)
@MainActor
struct TableEditingReferenceTests {
  @Test("delete, insert and reorder controls, with the Done button", arguments: ["light", "dark"])
  func editMode(look: String) {
    let controller = ShoppingListController(style: .insetGrouped)
    let navigation = UINavigationController(rootViewController: controller)
    controller.loadViewIfNeeded()
    controller.setEditing(true, animated: false)

    assertSnapshot(
      of: navigation as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 400),
        traits: UITraitCollection(traitsFrom: [
          UITraitCollection(displayScale: 2),
          UITraitCollection(userInterfaceStyle: look == "dark" ? .dark : .light),
        ])),
      named: "edit-mode-\(look)")
  }
}
