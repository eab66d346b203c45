import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A settings-like list written the iOS 14 way: every row, header and footer is its
/// `defaultContentConfiguration()` with a text and, for some rows, a secondary text and an
/// image.
private final class ConfiguredListController: UITableViewController {
  struct Row {
    var style: UITableViewCell.CellStyle = .default
    let text: String
    var secondary: String?
    var color: UIColor?
    var accessory: UITableViewCell.AccessoryType = .none
  }

  let sections: [(header: String, footer: String?, rows: [Row])] = [
    (
      "Configured rows", "Footers are configurations too.",
      [
        Row(text: "Text only"),
        Row(text: "Wi-Fi", color: .systemBlue, accessory: .disclosureIndicator),
        Row(
          style: .subtitle, text: "Subtitle", secondary: "Secondary text under the text",
          color: .systemOrange),
        Row(style: .value1, text: "Value", secondary: "Home", color: .systemGreen),
      ]
    ),
    (
      "Long text", nil, [Row(text: "A long text wraps onto more lines and the row grows to fit it")]
    ),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Section")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
    -> UIView?
  {
    supplement(sections[section].header)
  }

  override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
    -> UIView?
  {
    sections[section].footer.flatMap(supplement)
  }

  private func supplement(_ text: String) -> UIView? {
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Section")
    var content = view?.defaultContentConfiguration()
    content?.text = text
    view?.contentConfiguration = content
    return view
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = row.text
    content.secondaryText = row.secondary
    if let color = row.color {
      content.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in
        color.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7)
          .fill()
      }
    }
    cell.contentConfiguration = content
    cell.accessoryType = row.accessory
    return cell
  }
}

/// Rows whose backgrounds are configurations: the table style's default, a selected one, a
/// tinted one and one inset, rounded and stroked.
private final class BackgroundListController: UITableViewController {
  let titles = ["Default background", "Selected", "Tinted", "Inset, rounded and stroked"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { "Background configurations" }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = titles[indexPath.row]
    cell.contentConfiguration = content
    var background = cell.defaultBackgroundConfiguration()
    switch indexPath.row {
    case 2:
      background.backgroundColor = .systemYellow
    case 3:
      background.backgroundInsets = NSDirectionalEdgeInsets(
        top: 4, leading: 12, bottom: 4, trailing: 12)
      background.cornerRadius = 8
      background.strokeColor = .systemBlue
      background.strokeWidth = 2
    default:
      break
    }
    cell.backgroundConfiguration = background
    return cell
  }
}

/// Table cells, headers and footers shown by content configurations, as a user's
/// `assertSnapshot` draws them.
@Suite("Reference images: table cells with content configurations", .uiTest)
@MainActor
struct TableConfigurationReferenceTests {
  @Test(
    "default content configurations in a plain and an inset-grouped table",
    arguments: [(UITableView.Style.plain, "plain"), (.insetGrouped, "insetGrouped")])
  func configured(style: (UITableView.Style, String)) {
    let controller = ConfiguredListController(style: style.0)
    controller.title = "Configurations"
    let navigation = UINavigationController(rootViewController: controller)

    assertSnapshot(
      of: navigation as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 600),
        traits: UITraitCollection(displayScale: 2)),
      named: style.1)
  }

  @Test(
    "background configurations in a plain and an inset-grouped table, one row selected",
    arguments: [(UITableView.Style.plain, "plain"), (.insetGrouped, "insetGrouped")])
  func backgrounds(style: (UITableView.Style, String)) {
    let controller = BackgroundListController(style: style.0)
    controller.title = "Backgrounds"
    controller.clearsSelectionOnViewWillAppear = false
    let navigation = UINavigationController(rootViewController: controller)
    controller.loadViewIfNeeded()
    controller.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)

    assertSnapshot(
      of: navigation as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 400),
        traits: UITraitCollection(displayScale: 2)),
      named: "backgrounds-\(style.1)")
  }
}
