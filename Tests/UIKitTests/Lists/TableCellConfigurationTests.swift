import Testing
import UIKit
import UIKitTestSupport

/// Rows configured the iOS 14 way: each row's `defaultContentConfiguration()` with a text and,
/// for some, a secondary text or an image.
private final class ConfiguredRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  struct Row {
    var style: UITableViewCell.CellStyle = .default
    var text: String
    var secondary: String?
    var image: UIImage?
  }

  var rows: [Row]
  var headers: [String] = []
  var footers: [String] = []

  init(_ rows: [Row]) { self.rows = rows }

  func numberOfSections(in tableView: UITableView) -> Int { max(1, headers.count) }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = rows[indexPath.row]
    let cell = UITableViewCell(style: row.style, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = row.text
    content.secondaryText = row.secondary
    content.image = row.image
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    supplement(tableView, headers, section)
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    supplement(tableView, footers, section)
  }

  private func supplement(_ tableView: UITableView, _ texts: [String], _ section: Int) -> UIView? {
    guard texts.indices.contains(section),
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Section")
    else { return nil }
    var content = view.defaultContentConfiguration()
    content.text = texts[section]
    view.contentConfiguration = content
    return view
  }
}

/// A cell that logs the states its configuration is updated for.
private final class StateLoggingCell: UITableViewCell {
  var states: [String] = []

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    states.append(
      "selected \(state.isSelected) highlighted \(state.isHighlighted) editing \(state.isEditing)")
  }
}

/// The body's line height, as a label measures it.
@MainActor
private func lineHeight(_ style: UIFont.TextStyle, _ text: String = "Title") -> CGFloat {
  let label = UILabel()
  label.font = .preferredFont(forTextStyle: style)
  label.text = text
  return ceil(label.sizeThatFits(CGSize(width: 1000, height: 1000)).height)
}

@Suite("UITableViewCell and header-footer content configurations (iOS 14+)", .uiTest)
@MainActor
struct TableCellConfigurationTests {
  @Test("a cell's default configuration follows its style")
  func defaultsFollowTheStyle() {
    let made = { (style: UITableViewCell.CellStyle) in
      UITableViewCell(style: style, reuseIdentifier: nil).defaultContentConfiguration()
    }

    #expect(made(.default) == .cell())
    #expect(made(.subtitle) == .subtitleCell())
    #expect(made(.value1) == .valueCell())
    #expect(made(.default).text == nil)
  }

  @Test("setting a configuration replaces the labels and image, and nil removes its view")
  func replacesTheClassicContent() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "Classic"
    cell.imageView?.image = square(20)
    var content = cell.defaultContentConfiguration()
    content.text = "Configured"

    cell.contentConfiguration = content
    let shown = try #require(cell.contentView.subviews.first as? UIListContentView)
    content.text = "Changed"
    cell.contentConfiguration = content
    let updated = cell.contentView.subviews.first

    #expect(cell.textLabel == nil)
    #expect(cell.detailTextLabel == nil)
    #expect(cell.imageView == nil)
    #expect(cell.contentView.subviews.count == 1)
    #expect(updated === shown)
    #expect((shown.configuration as? UIListContentConfiguration)?.text == "Changed")
    cell.contentConfiguration = nil
    #expect(cell.contentView.subviews.isEmpty)
    #expect(cell.contentConfiguration == nil)
  }

  @Test("configured rows size themselves: 44 points for one line, the stack for two")
  func selfSizing() throws {
    let long = String(repeating: "A text long enough to wrap over several lines. ", count: 4)
    let source = ConfiguredRows([
      .init(text: "Title"),
      .init(style: .subtitle, text: "Title", secondary: "Subtitle"),
      .init(text: long),
    ])
    let table = UITableView()
    table.dataSource = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 400))
    let hairline = 1 / max(1, window.traitCollection.displayScale)
    let stacked = 11 + lineHeight(.body) + 3 + lineHeight(.subheadline, "Subtitle") + 11

    let one = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let two = table.rectForRow(at: IndexPath(row: 1, section: 0))
    let wrapped = table.rectForRow(at: IndexPath(row: 2, section: 0))

    #expect(one.height == 44)
    #expect(two.height == stacked + hairline)
    #expect(wrapped.height > 3 * lineHeight(.body) + 22)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let view = try #require(cell.contentView.subviews.first as? UIListContentView)
    #expect(view.frame == cell.contentView.bounds)
    #expect(cell.contentView.bounds.height == two.height - hairline)
  }

  @Test("the text starts at the list margin, after an image, and so does the separator")
  func textAndSeparatorLeading() throws {
    let image = square(29)
    let source = ConfiguredRows([.init(text: "Plain"), .init(text: "Pictured", image: image)])
    let table = UITableView()
    table.dataSource = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 200))

    let plain = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let pictured = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let label = try #require(labels(in: plain).first)
    let picturedLabel = try #require(labels(in: pictured).first)

    #expect(label.frame.minX == 16)
    #expect(plain.separatorInset.left == 16)
    // The image is drawn at the screen's scale, so its width in points may be off in the last
    // bit.
    #expect(abs(picturedLabel.frame.minX - (16 + 29 + 16)) < 0.001)
    #expect(abs(pictured.separatorInset.left - (16 + 29 + 16)) < 0.001)
    withExtendedLifetime(window) {}
  }

  @Test("selection and edit mode update the configuration's state, in order")
  func stateUpdates() throws {
    final class Source: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      }
    }
    let table = UITableView()
    table.register(StateLoggingCell.self, forCellReuseIdentifier: "Cell")
    let source = Source()
    table.dataSource = source
    let window = showInWindow(table)
    let cell = try #require(
      table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StateLoggingCell)
    var handled: [Bool] = []
    cell.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
    cell.layoutIfNeeded()

    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    cell.layoutIfNeeded()
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    cell.layoutIfNeeded()
    table.setEditing(true, animated: false)
    cell.layoutIfNeeded()

    #expect(
      cell.states == [
        "selected false highlighted false editing false",
        "selected false highlighted false editing false",
        "selected true highlighted false editing false",
        "selected false highlighted false editing false",
        "selected false highlighted false editing true",
      ])
    #expect(handled == [false, true, false, false])
    withExtendedLifetime(window) {}
  }

  @Test(
    "a header or footer's default configuration follows the table style",
    arguments: [UITableView.Style.plain, .grouped, .insetGrouped])
  func headerFooterDefaults(style: UITableView.Style) throws {
    let source = ConfiguredRows([.init(text: "Row")])
    source.headers = ["Header"]
    source.footers = ["Footer"]
    let table = UITableView(frame: .zero, style: style)
    table.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Section")
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 400))

    let header = try #require(table.headerView(forSection: 0))
    let footer = try #require(table.footerView(forSection: 0))
    let shown = header.contentConfiguration as? UIListContentConfiguration

    var expected: (UIListContentConfiguration, UIListContentConfiguration) =
      style == .plain ? (.plainHeader(), .plainFooter()) : (.groupedHeader(), .groupedFooter())
    expected.0.text = "Header"
    expected.1.text = "Footer"
    #expect(shown == expected.0)
    #expect(footer.contentConfiguration as? UIListContentConfiguration == expected.1)
    #expect(header.textLabel == nil)
    let view = try #require(header.contentView.subviews.first as? UIListContentView)
    #expect(view.frame.size == header.bounds.size)
    // The header is as tall as its configuration's content: its margins and one line.
    let margins = expected.0.directionalLayoutMargins
    let font: UIFont.TextStyle = style == .plain ? .headline : .footnote
    #expect(
      header.bounds.height
        == margins.top + lineHeight(font, style == .plain ? "Header" : "HEADER") + margins.bottom)
    withExtendedLifetime(window) {}
  }
}

/// A filled square image `side` points wide.
@MainActor
private func square(_ side: CGFloat) -> UIImage {
  UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
    UIColor.systemOrange.setFill()
    context.fill(CGRect(x: 0, y: 0, width: side, height: side))
  }
}

/// The labels a list content view shows in a cell, leading first.
@MainActor
private func labels(in cell: UITableViewCell) -> [UILabel] {
  cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
    .filter { !$0.isHidden }.sorted { $0.frame.minX < $1.frame.minX }
}
