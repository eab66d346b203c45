import Testing
import UIKit
import UIKitTestSupport

/// A cell whose content is a wrapping label pinned to the content view's margins.
private final class NoteCell: UITableViewCell {
  let note = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    note.numberOfLines = 0
    note.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(note)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      note.topAnchor.constraint(equalTo: margins.topAnchor),
      note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }
}

private final class Notes: NSObject, UITableViewDataSource {
  var notes: [String]
  init(_ notes: [String]) { self.notes = notes }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
    cell.note.text = notes[indexPath.row]
    return cell
  }
}

@Suite("UITableView: row heights, self-sizing cells, estimates and section headers", .uiTest)
@MainActor
struct TableViewSizingTests {
  let log = LifecycleLog()

  @Test("self-sizing cells take their height from their constraints and margins")
  func selfSizing() {
    let table = UITableView()
    table.register(NoteCell.self, forCellReuseIdentifier: "Note")
    let long = String(repeating: "A note long enough to wrap onto several lines. ", count: 4)
    let source = Notes(["Short", long])
    table.dataSource = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 400))
    let probe = UILabel()
    probe.numberOfLines = 0
    probe.text = "Short"
    let line = probe.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
    probe.text = long
    let wrapped = probe.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
    let hairline = 1 / max(1, window.traitCollection.displayScale)

    let short = table.rectForRow(at: IndexPath(row: 0, section: 0))
    let tall = table.rectForRow(at: IndexPath(row: 1, section: 0))

    // The label sits inside the content view's margins: 11 points above and below, 16 at the
    // sides of a 320-point row; the separator's hairline is under the content view.
    #expect(abs(short.height - (line.height + 22 + hairline)) < 1)
    #expect(abs(tall.height - (wrapped.height + 22 + hairline)) < 1)
    #expect(wrapped.height > 3 * line.height)
    #expect(tall.minY == short.height)
    #expect(table.contentSize.height == short.height + tall.height)
  }

  @Test("the classic styles size themselves: a subtitle row is taller than a default one")
  func styleSizing() {
    final class Styles: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = UITableViewCell(
          style: indexPath.row == 0 ? .default : .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        return cell
      }
    }
    let table = UITableView()
    let source = Styles()
    table.dataSource = source
    let window = showInWindow(table)

    let plain = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    let subtitled = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
    let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))

    #expect(plain == 44)
    #expect(subtitled > 50)
    #expect(
      (cell?.detailTextLabel?.frame.minY ?? 0) > (cell?.textLabel?.frame.maxY ?? .infinity))
    withExtendedLifetime(window) {}
  }

  @Test("estimates are replaced as rows appear, and rows above the screen do not move it")
  func estimates() throws {
    let table = UITableView()
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
    let source = LoggingTableSource(log: log, rows: [200])
    table.estimatedRowHeight = 100
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table)
    let estimatedHeight = table.contentSize.height
    table.contentOffset = CGPoint(x: 0, y: 10_000)
    UIApplication.shared.advance(by: 0)
    let row = try #require(table.indexPathsForVisibleRows?.first)
    let before = try #require(table.cellForRow(at: row)).convert(CGPoint.zero, to: nil)

    UIApplication.shared.sendScroll(
      by: CGPoint(x: 0, y: -30), at: CGPoint(x: 50, y: 50), in: window)
    UIApplication.shared.advance(by: 0)
    let after = try #require(table.cellForRow(at: row)).convert(CGPoint.zero, to: nil)

    #expect(estimatedHeight == CGFloat(5 * 44 + 195 * 100))
    #expect(after.y - before.y == 30)
    #expect(table.rectForRow(at: IndexPath(row: row.row - 1, section: 0)).height == 44)
  }

  @Test("a fixed rowHeight with estimates off sizes every row up front")
  func fixedHeights() {
    let table = UITableView()
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
    let source = LoggingTableSource(log: log, rows: [3, 2], height: 60)
    table.estimatedRowHeight = 0
    table.dataSource = source
    table.delegate = source

    let window = showInWindow(table, size: CGSize(width: 320, height: 100))

    #expect(
      Array(log.take().prefix(8)) == [
        "numberOfSections", "numberOfRows 0", "numberOfRows 1", "heightForRowAt 0-0",
        "heightForRowAt 0-1", "heightForRowAt 0-2", "heightForRowAt 1-0", "heightForRowAt 1-1",
      ])
    #expect(table.contentSize.height == 300)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 180)
    withExtendedLifetime(window) {}
  }

  @Test("matches iOS: an inset-grouped table keeps its sections inside the safe area's sides")
  func insetGroupedInsideTheSafeArea() throws {
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 30)
    let window = TestApplication.makeWindow(
      root: controller, size: CGSize(width: 844, height: 390))
    let table = UITableView(frame: controller.view.bounds, style: .insetGrouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = LoggingTableSource(log: log, rows: [2])
    table.dataSource = source
    controller.view.addSubview(table)
    defer { withExtendedLifetime((source, window)) {} }

    UIApplication.shared.advance(by: 0)
    let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).frame

    // 844 points is wider than 414, so the margin is 20: 47 + 20 on the left, 30 + 20 on the
    // right.
    #expect(row.minX == 67)
    #expect(row.maxX == 794)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minX == 67)
  }

  @Test("a plain table's section headers come before their rows and float at the top")
  func floatingHeaders() throws {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
    let source = LoggingTableSource(log: log, rows: [10, 10])
    source.headerTitles = [0: "Fruits", 1: "Vegetables"]
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table)
    let first = log.take().filter { !$0.hasPrefix("heightFor") && !$0.hasPrefix("number") }

    table.contentOffset = CGPoint(x: 0, y: 100)
    UIApplication.shared.advance(by: 0)
    let header = try #require(table.headerView(forSection: 0))

    #expect(
      Array(first.prefix(3)) == ["willDisplayHeader 0", "cellForRowAt 0-0", "willDisplay 0-0"])
    #expect(header.textLabel?.text == "Fruits")
    #expect(header.frame.minY == 100)
    #expect(table.rectForHeader(inSection: 0).minY == 22)
    withExtendedLifetime(window) {}
  }

  @Test("a grouped table's headers scroll with their rows and show their titles uppercased")
  func groupedHeaders() throws {
    let table = UITableView(frame: .zero, style: .grouped)
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
    let source = LoggingTableSource(log: log, rows: [2, 2])
    source.headerTitles = [0: "Fruits", 1: "Vegetables"]
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 600))

    let header = try #require(table.headerView(forSection: 1))
    let rowsTop = table.rectForRow(at: IndexPath(row: 0, section: 1)).minY

    #expect(header.textLabel?.text == "VEGETABLES")
    #expect(header.frame.maxY == rowsTop)
    #expect(
      table.rectForHeader(inSection: 1).minY == table.rectForFooter(inSection: 0).maxY)
    withExtendedLifetime(window) {}
  }

  @Test(
    "a cell the data source makes itself is configured and measured at the table's text size",
    arguments: [UIContentSizeCategory.extraSmall, .accessibilityLarge])
  func undequeuedCellTakesTheTableTraits(category: UIContentSizeCategory) throws {
    final class Source: NSObject, UITableViewDataSource {
      let dequeues: Bool
      init(dequeues: Bool) { self.dequeues = dequeues }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell =
          dequeues
          ? tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
          : UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        cell.contentConfiguration = content
        return cell
      }
    }
    let screen = TextSizeScreen(category: category, size: CGSize(width: 640, height: 400))
    let made = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let dequeued = UITableView(frame: CGRect(x: 320, y: 0, width: 320, height: 400))
    dequeued.register(SubtitleCell.self, forCellReuseIdentifier: "Cell")
    let sources = (made: Source(dequeues: false), dequeued: Source(dequeues: true))
    made.dataSource = sources.made
    dequeued.dataSource = sources.dequeued

    screen.child.view.addSubview(made)
    screen.child.view.addSubview(dequeued)
    UIApplication.shared.advance(by: 0)

    let row = IndexPath(row: 0, section: 0)
    let cell = try #require(made.cellForRow(at: row))
    let title = try #require(
      cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first)
    let expected = UIFont.preferredFont(
      forTextStyle: .body,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    #expect(title.font.pointSize == expected.pointSize)
    #expect(made.rectForRow(at: row).height == dequeued.rectForRow(at: row).height)
    #expect(cell.frame.height == made.rectForRow(at: row).height)
    withExtendedLifetime(screen.window) {}
  }
}

/// A `.subtitle` cell, registered for dequeuing.
private final class SubtitleCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }
}
