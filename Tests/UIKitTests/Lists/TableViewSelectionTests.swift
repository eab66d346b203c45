import Testing
import UIKit
import UIKitTestSupport

@Suite("UITableView: selection by click, by keyboard and by code", .uiTest)
@MainActor
struct TableViewSelectionTests {
  let log = LifecycleLog()
  let table = UITableView(frame: .zero, style: .plain)
  let source: LoggingTableSource
  let window: UIWindow

  init() {
    LoggingCell.log = nil
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
    source = LoggingTableSource(log: log, rows: [30])
    table.dataSource = source
    table.delegate = source
    window = showInWindow(table)
    _ = log.take()
  }

  /// The centre of a row on screen, in the window.
  private func centre(ofRow row: Int) -> CGPoint {
    let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
    return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }

  @Test("a click highlights the row, then on release unhighlights and selects it")
  func clickSelects() {
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseDown(at: centre(ofRow: 1), in: window, clickCount: 1)
    }
    // UIKit's scroll view holds a press 0.15 s to see whether it starts a drag.
    UIApplication.shared.advance(by: 0.2)
    let pressed = log.take()
    let highlighted = table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseUp(at: centre(ofRow: 1), in: window)
    }
    UIApplication.shared.advance(by: 0)

    #expect(pressed == ["shouldHighlight 0-1", "didHighlight 0-1"])
    #expect(highlighted == true)
    #expect(log.take() == ["didUnhighlight 0-1", "willSelect 0-1", "didSelect 0-1"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
  }

  @Test("selecting another row deselects the first, telling the delegate in UIKit's order")
  func singleSelection() {
    click(at: centre(ofRow: 1), in: window)
    _ = log.take()

    click(at: centre(ofRow: 3), in: window)

    #expect(
      log.take() == [
        "shouldHighlight 0-3", "didHighlight 0-3", "didUnhighlight 0-3", "willSelect 0-3",
        "willDeselect 0-1", "didDeselect 0-1", "didSelect 0-3",
      ])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
  }

  @Test("in multiple selection a click toggles its row")
  func multipleSelection() {
    table.allowsMultipleSelection = true

    click(at: centre(ofRow: 0), in: window)
    click(at: centre(ofRow: 2), in: window)
    click(at: centre(ofRow: 0), in: window)

    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(
      log.take().filter { $0.hasPrefix("did") && !$0.contains("ighlight") } == [
        "didSelect 0-0", "didSelect 0-2", "didDeselect 0-0",
      ])
  }

  @Test("with allowsSelection off a click neither highlights nor selects")
  func selectionOff() {
    table.allowsSelection = false

    click(at: centre(ofRow: 1), in: window)

    #expect(log.take() == [])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("a drag that scrolls cancels the press: the row unhighlights and is not selected")
  func dragCancels() {
    let start = centre(ofRow: 2)
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseDown(at: start, in: window, clickCount: 1)
    }
    UIApplication.shared.advance(by: 0.2)
    for step in 1...6 {
      UIApplication.shared.enqueueInput {
        UIApplication.shared.sendMouseMotion(
          to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 10), in: window, buttons: .primary)
      }
      UIApplication.shared.advance(by: 0)
    }
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseUp(at: CGPoint(x: start.x, y: start.y - 60), in: window)
    }
    UIApplication.shared.advance(by: 1)

    let entries = log.take().filter { !$0.hasPrefix("heightFor") }
    #expect(
      Array(entries.prefix(3)) == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2"])
    #expect(!entries.contains { $0.hasPrefix("willSelect") })
    #expect(table.contentOffset.y > 0)
  }

  @Test("selectRow and deselectRow change the selection without telling the delegate")
  func programmatic() {
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    let selected = table.indexPathForSelectedRow
    table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)

    #expect(selected == IndexPath(row: 4, section: 0))
    #expect(table.indexPathForSelectedRow == nil)
    #expect(log.take() == [])
  }
}

@Suite("UITableView: misuse raises UIKit's exceptions and changes nothing", .uiTest)
@MainActor
struct TableViewBadInputTests {
  let recorder = ExceptionRecorder()

  @Test("dequeuing an identifier nothing was registered for raises UIKit's message")
  func unregistered() {
    let table = UITableView()

    _ = table.dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "unable to dequeue a cell with identifier Nope - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard")
    #expect(table.dequeueReusableCell(withIdentifier: "Nope") == nil)
    recorder.stop()
  }

  @Test("scrolling to a row or section that does not exist raises NSRangeException")
  func outOfRange() {
    let log = LifecycleLog()
    let table = UITableView()
    let source = LoggingTableSource(log: log, rows: [10])
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    let window = showInWindow(table)

    table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    table.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top, animated: false)

    #expect(recorder.names == [.rangeException, .rangeException])
    #expect(
      recorder.exceptions[0].reason.hasPrefix(
        "Attempted to scroll the table view to an out-of-bounds row (10) when there are only 10 "
          + "rows in section 0. Table view: <UITableView"))
    #expect(
      recorder.exceptions[1].reason.hasPrefix(
        "Attempted to scroll the table view to an out-of-bounds section (3) when there are only 1 "
          + "sections."))
    #expect(table.contentOffset == .zero)
    withExtendedLifetime(window) {}
    recorder.stop()
  }

  @Test("a negative or not-a-number row height raises, and the row keeps its estimate")
  func badHeights() {
    let log = LifecycleLog()
    let table = UITableView()
    let source = LoggingTableSource(log: log, rows: [2], height: -2)
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source

    let window = showInWindow(table)

    #expect(recorder.names == [.internalInconsistencyException, .internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "table view row height must not be negative - provided height for index path "
        + "(<NSIndexPath> {length = 2, path = 0 - 0}) is -2.000000")
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    withExtendedLifetime(window) {}
    recorder.stop()
  }

  @Test("registering a class that is not a cell raises NSInvalidArgumentException")
  func notACell() {
    let table = UITableView()

    table.register(UIView.self, forCellReuseIdentifier: "View")

    #expect(recorder.names == [.invalidArgumentException])
    #expect(table.dequeueReusableCell(withIdentifier: "View") == nil)
    recorder.stop()
  }
}
