import Testing
import UIKit
import UIKitTestSupport

/// One section of rows dequeued from a registered cell class, each given its
/// `defaultBackgroundConfiguration()` when `configures` is on.
private final class BackgroundRows: NSObject, UITableViewDataSource {
  var count = 3
  var configures = true
  var configure: ((UITableViewCell) -> Void)?

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    if configures { cell.backgroundConfiguration = cell.defaultBackgroundConfiguration() }
    configure?(cell)
    return cell
  }
}

/// The view a host shows its background configuration in: the one at the back.
@MainActor
private func shownBackground(of view: UIView) -> UIView? {
  view.subviews.first
}

@Suite("Cell background configurations (iOS 14+), shared by table and collection cells", .uiTest)
@MainActor
struct CellBackgroundConfigurationTests {
  @Test("a table cell's background configuration replaces its background views and back")
  func tableCellExclusivity() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let custom = UIView()
    cell.backgroundView = custom
    let hadSelectedBackground = cell.selectedBackgroundView != nil

    cell.backgroundConfiguration = .listGroupedCell()
    let afterConfiguration = (cell.backgroundView, cell.selectedBackgroundView)
    cell.backgroundView = UIView()

    #expect(hadSelectedBackground)
    #expect(afterConfiguration.0 == nil)
    #expect(afterConfiguration.1 == nil)
    #expect(cell.backgroundConfiguration == nil)
    #expect(custom.superview == nil)
  }

  @Test("collection cells and header-footer views: background views and configurations exclude")
  func otherHostsExclusivity() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    cell.selectedBackgroundView = UIView()
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    header.backgroundView = UIView()

    cell.backgroundConfiguration = .listPlainCell()
    header.backgroundConfiguration = .listPlainHeaderFooter()
    let configured = (cell.selectedBackgroundView, header.backgroundView)
    cell.backgroundView = UIView()

    #expect(configured.0 == nil)
    #expect(configured.1 == nil)
    #expect(cell.backgroundConfiguration == nil)
    #expect(header.backgroundConfiguration == .listPlainHeaderFooter())
  }

  @Test(
    "a dequeued table cell's default background configuration is its table style's",
    arguments: [UITableView.Style.plain, .grouped, .insetGrouped])
  func defaultsFollowTheTableStyle(style: UITableView.Style) throws {
    let source = BackgroundRows()
    var defaults: [UIBackgroundConfiguration] = []
    source.configure = { defaults.append($0.defaultBackgroundConfiguration()) }
    let table = UITableView(frame: .zero, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 200))

    let expected: UIBackgroundConfiguration =
      style == .plain ? .listPlainCell() : .listGroupedCell()
    #expect(defaults == Array(repeating: expected, count: 3))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.backgroundConfiguration == expected)
    #expect(shownBackground(of: cell)?.backgroundColor == expected.backgroundColor)
    #expect(shownBackground(of: cell)?.frame == cell.bounds)
    withExtendedLifetime(window) {}
  }

  @Test("the background follows selection and highlight, in order, unless told not to")
  func followsTheState() throws {
    let source = BackgroundRows()
    source.count = 2
    let table = UITableView(frame: .zero, style: .insetGrouped)
    table.allowsMultipleSelection = true
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 200))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let fixed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    fixed.automaticallyUpdatesBackgroundConfiguration = false
    var log: [String] = []
    func record(_ step: String) {
      cell.layoutIfNeeded()
      fixed.layoutIfNeeded()
      let colour = { (view: UITableViewCell) in
        shownBackground(of: view)?.backgroundColor == .systemGray4 ? "grey" : "card"
      }
      log.append("\(step): \(colour(cell)) \(colour(fixed))")
    }

    record("shown")
    cell.setHighlighted(true, animated: false)
    fixed.setHighlighted(true, animated: false)
    record("highlighted")
    cell.setHighlighted(false, animated: false)
    fixed.setHighlighted(false, animated: false)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    record("selected")
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
    record("deselected")

    #expect(
      log == [
        "shown: card card", "highlighted: grey card", "selected: grey card",
        "deselected: card card",
      ])
    #expect(cell.selectedBackgroundView == nil)
    withExtendedLifetime(window) {}
  }

  @Test(
    "selectionStyle .none: the background keeps its look through a click and a selection; the state still says selected"
  )
  func selectionStyleNone() throws {
    let source = BackgroundRows()
    source.count = 2
    source.configure = { $0.selectionStyle = .none }
    let table = UITableView(frame: .zero, style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 200))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let card = shownBackground(of: cell)?.backgroundColor
    var log: [String] = []
    func record(_ step: String) {
      cell.layoutIfNeeded()
      let colour = shownBackground(of: cell)?.backgroundColor
      let state = cell.configurationState
      log.append(
        "\(step): \(colour == card ? "card" : colour == .systemGray4 ? "grey" : "other")"
          + " selected \(state.isSelected) highlighted \(state.isHighlighted)")
    }

    record("shown")
    cell.setHighlighted(true, animated: false)
    record("highlighted")
    cell.setHighlighted(false, animated: false)
    click(at: CGPoint(x: 160, y: cell.frame.midY), in: window)
    record("clicked")
    cell.selectionStyle = .default
    record("style default")
    cell.selectionStyle = .none
    record("style none")

    #expect(card != .systemGray4)
    #expect(
      log == [
        "shown: card selected false highlighted false",
        "highlighted: card selected false highlighted true",
        "clicked: card selected true highlighted false",
        "style default: grey selected true highlighted false",
        "style none: card selected true highlighted false",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    withExtendedLifetime(window) {}
  }

  @Test("a configuration's insets, corners and colour draw inside the cell, mirrored right to left")
  func insetsAndCorners() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = .systemYellow
    background.cornerRadius = 8
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 4, leading: 10, bottom: 6, trailing: 30)

    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    let leftToRight = shownBackground(of: cell).map { ($0.frame, $0.layer.cornerRadius) }
    cell.semanticContentAttribute = .forceRightToLeft
    cell.layoutIfNeeded()

    #expect(leftToRight?.0 == CGRect(x: 10, y: 4, width: 280, height: 50))
    #expect(leftToRight?.1 == 8)
    #expect(shownBackground(of: cell)?.frame == CGRect(x: 30, y: 4, width: 280, height: 50))
    #expect(shownBackground(of: cell)?.backgroundColor == .systemYellow)
  }
}
