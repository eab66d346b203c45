import Testing
import UIKit
import UIKitTestSupport

@Suite("UITableView: data source and delegate calls in UIKit's order, and cell reuse", .uiTest)
@MainActor
struct TableViewCallOrderTests {
  let log = LifecycleLog()
  let table = UITableView(frame: .zero, style: .plain)

  init() {
    LoggingCell.log = log
    LoggingCell.made = 0
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
  }

  @Test("counts come first, then each row on screen: its height, its cell, then willDisplay")
  func firstLayout() {
    let source = LoggingTableSource(log: log, rows: [100])
    table.dataSource = source
    table.delegate = source

    let window = showInWindow(table)
    defer { withExtendedLifetime(window) {} }

    // 220 points show rows 0 to 4 (the fifth only in part).
    var expected = ["numberOfSections", "numberOfRows 0"]
    for row in 0..<5 {
      expected += [
        "heightForRowAt 0-\(row)", "cellForRowAt 0-\(row)", "cell init", "willDisplay 0-\(row)",
      ]
    }
    #expect(log.take() == expected)
    #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
    #expect(table.contentSize == CGSize(width: 320, height: 4400))
  }

  @Test("a row that scrolls off ends its display before the next row reuses its cell")
  func reuseOrder() {
    let source = LoggingTableSource(log: log, rows: [100])
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table)
    _ = log.take()

    UIApplication.shared.sendScroll(
      by: CGPoint(x: 0, y: 44), at: CGPoint(x: 100, y: 100), in: window)
    UIApplication.shared.advance(by: 0)

    #expect(
      log.take() == [
        "didEndDisplaying 0-0", "heightForRowAt 0-5", "cellForRowAt 0-5", "prepareForReuse",
        "willDisplay 0-5",
      ])
    #expect(LoggingCell.made == 5)
  }

  @Test("scrolling through 100,000 rows keeps the cells made to a screenful and a few")
  func boundedCells() {
    let source = LoggingTableSource(log: log, rows: [100_000])
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table)
    defer { withExtendedLifetime(window) {} }

    // Steps of 1,999 points: 2,200 frames, each a jump that replaces every cell on screen.
    var offset: CGFloat = 0
    while offset < table.contentSize.height - table.bounds.height {
      offset += 1_999
      table.contentOffset = CGPoint(x: 0, y: offset)
      UIApplication.shared.advance(by: 0)
    }

    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99_999, section: 0))
    #expect(LoggingCell.made <= 7)
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == LoggingCell.made)
  }

  @Test("a jump far down reuses the cells that left, without making new ones")
  func jumpReuses() {
    let source = LoggingTableSource(log: log, rows: [10_000])
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table)
    defer { withExtendedLifetime(window) {} }
    _ = log.take()

    table.scrollToRow(at: IndexPath(row: 5_000, section: 0), at: .top, animated: false)
    UIApplication.shared.advance(by: 0)

    let entries = log.take()
    #expect(Array(entries.prefix(5)) == (0..<5).map { "didEndDisplaying 0-\($0)" })
    #expect(!entries.contains("cell init"))
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5_000, section: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: 220_000))
  }

  @Test("reloadData ends the display of the rows on screen, then asks for everything again")
  func reload() {
    let source = LoggingTableSource(log: log, rows: [3])
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table)
    defer { withExtendedLifetime(window) {} }
    _ = log.take()

    source.rows = [1]
    table.reloadData()
    let atReload = log.take()
    UIApplication.shared.advance(by: 0)

    #expect(atReload == ["didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2"])
    #expect(
      log.take() == [
        "numberOfSections", "numberOfRows 0", "heightForRowAt 0-0", "cellForRowAt 0-0",
        "prepareForReuse", "willDisplay 0-0",
      ])
    #expect(table.numberOfRows(inSection: 0) == 1)
  }

  @Test(
    "a cell the data source makes itself, without dequeuing, is shown and reused by its identifier")
  func undequeuedCell() {
    final class Source: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "Plain")
          ?? UITableViewCell(style: .default, reuseIdentifier: "Plain")
      }
    }
    let source = Source()
    table.dataSource = source
    let window = showInWindow(table)
    defer { withExtendedLifetime(window) {} }
    let first = table.visibleCells

    table.reloadData()
    UIApplication.shared.advance(by: 0)

    #expect(first.count == 2)
    #expect(
      table.visibleCells.map(ObjectIdentifier.init) == first.reversed().map(ObjectIdentifier.init))
  }
}
