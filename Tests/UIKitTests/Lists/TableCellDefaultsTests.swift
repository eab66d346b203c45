import Testing
import UIKit
import UIKitTestSupport

/// Rows of the classic styles, one a style (`.default`, `.subtitle`, `.value1`, `.value2`),
/// made from their labels as iOS 13 code fills them; `configure` runs on each cell last.
private final class StyleRows: NSObject, UITableViewDataSource {
  static let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
  var configure: ((UITableViewCell) -> Void)?
  /// A row whose text label the app gives a fixed 11-point font.
  var fixedFontRow: Int?

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.styles.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Styles"
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let style = Self.styles[indexPath.row]
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    if indexPath.row == fixedFontRow { cell.textLabel?.font = .systemFont(ofSize: 11) }
    configure?(cell)
    return cell
  }
}

/// A table of the four styles on a screen at `category`.
@MainActor
private func styleTable(
  at category: UIContentSizeCategory, rows: StyleRows, style: UITableView.Style = .plain
) -> (table: UITableView, screen: TextSizeScreen) {
  let screen = TextSizeScreen(category: category, size: CGSize(width: 390, height: 600))
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
  table.dataSource = rows
  screen.child.view.addSubview(table)
  UIApplication.shared.advance(by: 0)
  return (table, screen)
}

/// The point sizes of each style's text and detail labels, row by row ("-" for none).
@MainActor
private func fontSizes(in table: UITableView) -> [String] {
  StyleRows.styles.indices.map { row in
    let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
    let size = { (label: UILabel?) in label.map { "\(Int($0.font.pointSize))" } ?? "-" }
    return "\(size(cell?.textLabel)) \(size(cell?.detailTextLabel))"
  }
}

@Suite("Table cells as iOS makes them: default background configuration, fonts", .uiTest)
@MainActor
struct TableCellDefaultsTests {
  // MARK: backgroundConfiguration

  @Test("a new cell reads its table style's default background configuration and looks classic")
  func freshCellReportsTheDefault() throws {
    let plain = UITableView(frame: .zero, style: .plain)
    let grouped = UITableView(frame: .zero, style: .insetGrouped)
    for table in [plain, grouped] {
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }
    let alone = UITableViewCell(style: .default, reuseIdentifier: nil)

    let inPlain = plain.dequeueReusableCell(withIdentifier: "Cell")
    let inGrouped = grouped.dequeueReusableCell(withIdentifier: "Cell")

    #expect(alone.backgroundConfiguration == .listPlainCell())
    #expect(inPlain?.backgroundConfiguration == .listPlainCell())
    #expect(inGrouped?.backgroundConfiguration == .listGroupedCell())
    // The classic look stays: the default selected background view, no configuration's view.
    #expect(alone.selectedBackgroundView?.backgroundColor == .systemGray4)
    #expect(alone.backgroundView == nil)
  }

  @Test("a background view, selected view or nil set by the app ends the default configuration")
  func backgroundViewsEndTheDefault() {
    let cells = (0..<4).map { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }

    cells[0].backgroundView = UIView()
    cells[1].selectedBackgroundView = UIView()
    cells[2].multipleSelectionBackgroundView = UIView()
    cells[3].backgroundConfiguration = nil
    cells[3].selectedBackgroundView = nil

    #expect(cells.map { $0.backgroundConfiguration == nil } == [true, true, true, true])
  }

  @Test("the default configuration, updated and set back, replaces the background views")
  func settingTheDefaultBackReplacesTheViews() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let multiple = UIView()
    cell.multipleSelectionBackgroundView = multiple
    cell.backgroundConfiguration = .listGroupedCell()

    var background = cell.backgroundConfiguration
    background?.cornerRadius = 8
    cell.backgroundConfiguration = background

    #expect(cell.backgroundConfiguration?.cornerRadius == 8)
    #expect(cell.selectedBackgroundView == nil)
    #expect(cell.multipleSelectionBackgroundView == nil)
    #expect(multiple.superview == nil)
  }

  // MARK: multipleSelectionBackgroundView

  @Test("multiple selection shows the multiple selection background view instead, in order")
  func multipleSelectionBackground() throws {
    let rows = StyleRows()
    let selected = UIView()
    let multiple = UIView()
    rows.configure = { cell in
      guard cell.detailTextLabel == nil else { return }
      cell.selectedBackgroundView = selected
      cell.multipleSelectionBackgroundView = multiple
    }
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = rows
    let window = showInWindow(table, size: CGSize(width: 320, height: 300))
    let first = IndexPath(row: 0, section: 0)
    var log: [String] = []
    func record(_ step: String) {
      log.append("\(step): selected \(selected.alpha), multiple \(multiple.alpha)")
    }

    record("shown")
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    record("single selection")
    table.allowsMultipleSelection = true
    record("multiple selection")
    table.deselectRow(at: first, animated: false)
    record("deselected")
    table.selectRow(at: first, animated: false, scrollPosition: .none)
    table.allowsMultipleSelection = false
    record("single again")

    #expect(
      log == [
        "shown: selected 0.0, multiple 0.0",
        "single selection: selected 1.0, multiple 0.0",
        "multiple selection: selected 0.0, multiple 1.0",
        "deselected: selected 0.0, multiple 0.0",
        "single again: selected 1.0, multiple 0.0",
      ])
    let cell = try #require(table.cellForRow(at: first))
    #expect(multiple.superview === cell)
    #expect(multiple.frame == cell.bounds)
    #expect(
      cell.subviews.firstIndex(of: multiple)! < cell.subviews.firstIndex(of: cell.contentView)!)
    withExtendedLifetime(window) {}
  }

  // MARK: Dynamic Type

  @Test(
    "the four styles' labels have the table's text size: body, subheadline and a scaled 15",
    arguments: [
      (UIContentSizeCategory.extraSmall, ["14 -", "14 12", "14 14", "12 12"]),
      (.accessibilityLarge, ["33 -", "33 30", "33 33", "30 30"]),
    ])
  func stylesHaveTheTableTextSize(category: UIContentSizeCategory, expected: [String]) {
    let rows = StyleRows()

    let shown = styleTable(at: category, rows: rows)

    #expect(fontSizes(in: shown.table) == expected)
    withExtendedLifetime(shown.screen.window) {}
  }

  @Test("the labels follow a change of text size, the rows grow; a font the app set stays")
  func labelsFollowTheTextSize() throws {
    let rows = StyleRows()
    rows.fixedFontRow = 2
    let shown = styleTable(at: .extraSmall, rows: rows)
    let subtitle = IndexPath(row: 1, section: 0)
    let cell = try #require(shown.table.cellForRow(at: subtitle))
    let before = (fontSizes(in: shown.table), shown.table.rectForRow(at: subtitle).height)

    shown.screen.setCategory(.accessibilityLarge)
    UIApplication.shared.advance(by: 0)

    #expect(before.0 == ["14 -", "14 12", "11 14", "12 12"])
    #expect(fontSizes(in: shown.table) == ["33 -", "33 30", "11 33", "30 30"])
    #expect(shown.table.cellForRow(at: subtitle) === cell)
    #expect(shown.table.rectForRow(at: subtitle).height > before.1)
    #expect(cell.frame.height == shown.table.rectForRow(at: subtitle).height)
    withExtendedLifetime(shown.screen.window) {}
  }

  @Test("section titles follow the text size too: a plain headline, a grouped footnote")
  func headerTitlesFollowTheTextSize() throws {
    let rows = StyleRows()
    let plain = styleTable(at: .extraSmall, rows: rows)
    let grouped = styleTable(at: .extraSmall, rows: rows, style: .insetGrouped)
    func titleSize(_ table: UITableView) -> CGFloat? {
      table.headerView(forSection: 0)?.textLabel?.font.pointSize
    }
    let before = (titleSize(plain.table), titleSize(grouped.table))
    let height = grouped.table.rectForHeader(inSection: 0).height

    plain.screen.setCategory(.accessibilityLarge)
    grouped.screen.setCategory(.accessibilityLarge)
    UIApplication.shared.advance(by: 0)

    #expect(before.0 == 14)
    #expect(before.1 == 12)
    #expect(titleSize(plain.table) == 33)
    #expect(titleSize(grouped.table) == 27)
    #expect(grouped.table.rectForHeader(inSection: 0).height > height)
    withExtendedLifetime((rows, plain.screen.window, grouped.screen.window)) {}
  }
}
