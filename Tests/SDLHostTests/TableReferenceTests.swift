import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A settings-like catalogue: the four cell styles, the accessories, a selected row, and
/// section titles, in a table controller of the given style.
private final class CatalogController: UITableViewController {
  struct Row {
    let style: UITableViewCell.CellStyle
    let text: String
    let detail: String?
    var accessory: UITableViewCell.AccessoryType = .none
    var image = false
  }

  let sections: [(title: String, footer: String?, rows: [Row])] = [
    (
      "Cell styles", nil,
      [
        Row(style: .default, text: "Default", detail: nil, image: true),
        Row(style: .subtitle, text: "Subtitle", detail: "The detail text, under the title"),
        Row(style: .value1, text: "Value 1", detail: "Detail"),
        Row(style: .value2, text: "Value 2", detail: "Detail beside a label"),
      ]
    ),
    (
      "Accessories", "A footer explains the section in small text under it.",
      [
        Row(
          style: .default, text: "Disclosure indicator", detail: nil,
          accessory: .disclosureIndicator),
        Row(style: .value1, text: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator),
        Row(style: .default, text: "Checkmark", detail: nil, accessory: .checkmark),
        Row(style: .default, text: "Detail button", detail: nil, accessory: .detailButton),
        Row(style: .default, text: "선택됨 Selected", detail: nil, accessory: .detailDisclosureButton),
      ]
    ),
  ]

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { sections[section].title }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { sections[section].footer }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let row = sections[indexPath.section].rows[indexPath.row]
    let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
    cell.textLabel?.text = row.text
    cell.detailTextLabel?.text = row.detail
    cell.accessoryType = row.accessory
    if row.image {
      cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image {
        context in
        UIColor.systemOrange.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
      }
    }
    return cell
  }
}

/// The table styles with the classic cell styles and accessories, in light and dark mode and
/// right to left, as a user's `assertSnapshot` draws them.
@Suite("Reference images: table view styles, cell styles and accessories", .uiTest)
@MainActor
struct TableReferenceTests {
  @Test(
    "each table style, in light and dark mode and right to left",
    arguments: [
      (UITableView.Style.plain, "plain"), (.grouped, "grouped"), (.insetGrouped, "insetGrouped"),
    ],
    ["light", "dark", "rtl"])
  func styles(style: (UITableView.Style, String), look: String) {
    let controller = CatalogController(style: style.0)
    controller.title = "Lists"
    controller.clearsSelectionOnViewWillAppear = false
    let navigation = UINavigationController(rootViewController: controller)
    controller.loadViewIfNeeded()
    controller.tableView.selectRow(
      at: IndexPath(row: 4, section: 1), animated: false, scrollPosition: .none)

    assertSnapshot(
      of: navigation as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 720),
        traits: UITraitCollection(traitsFrom: [
          UITraitCollection(displayScale: 2),
          UITraitCollection(userInterfaceStyle: look == "dark" ? .dark : .light),
          // The phone's traits say left to right, as upstream's do; an iOS test asks for
          // right to left through the strategy's traits.
          UITraitCollection(layoutDirection: look == "rtl" ? .rightToLeft : .leftToRight),
        ])),
      named: "\(style.1)-\(look)")
  }

  @Test(
    "plain and grouped tables in landscape: rows edge to edge, content inside the safe area",
    arguments: [(UITableView.Style.plain, "plain"), (.grouped, "grouped")])
  func landscape(style: (UITableView.Style, String)) {
    assertLandscapeListSnapshot(
      of: CatalogController(style: style.0), named: "\(style.1)-landscape")
  }
}
