import Testing
import UIKit
import UIKitTestSupport

@Suite("UITableView: batch updates, their order, animations and UIKit's consistency check", .uiTest)
@MainActor
struct TableViewUpdateTests {
  let log = LifecycleLog()
  let table = UITableView(frame: .zero, style: .plain)
  let source: LoggingTableSource
  let window: UIWindow

  init() {
    LoggingCell.log = log
    table.register(LoggingCell.self, forCellReuseIdentifier: "Cell")
    source = LoggingTableSource(log: log, rows: [4])
    table.dataSource = source
    table.delegate = source
    window = showInWindow(table, size: CGSize(width: 320, height: 400))
    _ = log.take()
  }

  private func cell(_ row: Int, _ section: Int = 0) -> UITableViewCell? {
    table.cellForRow(at: IndexPath(row: row, section: section))
  }

  @Test("an insertion asks for the new counts, then the new row's cell; the others keep theirs")
  func insert() throws {
    let below = try #require(cell(1))
    var finished: Bool?

    source.rows = [5]
    table.performBatchUpdates({
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    }) { finished = $0 }
    let atCommit = log.take()
    UIApplication.shared.advance(by: 0.15)
    let halfway = below.layer.presentation()?.frame.minY ?? below.frame.minY
    UIApplication.shared.advance(by: 0.2)

    #expect(
      atCommit == [
        "numberOfSections", "numberOfRows 0", "heightForRowAt 0-1", "cellForRowAt 0-1",
        "cell init", "willDisplay 0-1",
      ])
    #expect(cell(2) === below)
    #expect(halfway > 44 && halfway < 88)
    #expect(below.frame.minY == 88)
    #expect(finished == true)
    #expect(log.take() == [])
  }

  @Test("a deleted row's cell fades, then ends its display and is reused")
  func delete() throws {
    let deleted = try #require(cell(1))

    source.rows = [3]
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    let atCommit = log.take()
    UIApplication.shared.advance(by: 0.1)
    let fading = deleted.layer.presentation()?.opacity ?? 1
    UIApplication.shared.advance(by: 0.3)

    #expect(atCommit == ["numberOfSections", "numberOfRows 0"])
    #expect(fading > 0 && fading < 1)
    #expect(log.take() == ["didEndDisplaying 0-1"])
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.count == 3)
    #expect(deleted.isHidden && deleted.alpha == 1)
  }

  @Test("counts that do not add up raise UIKit's message and change nothing")
  func inconsistent() {
    let recorder = ExceptionRecorder()
    let before = table.visibleCells

    source.rows = [6]
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (6) must be equal to the number of rows contained "
        + "in that section before the update (4), plus or minus the number of rows inserted or "
        + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows "
        + "moved into or out of that section (0 moved in, 0 moved out).")
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.visibleCells.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    recorder.stop()
  }

  @Test("a section count that does not add up raises UIKit's sections message")
  func inconsistentSections() {
    let recorder = ExceptionRecorder()

    source.rows = [4, 2]
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)

    #expect(
      recorder.exceptions.first?.reason
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (2) must be equal to the number of sections contained in "
        + "the table view before the update (1), plus or minus the number of sections inserted or "
        + "deleted (0 inserted, 0 deleted).")
    #expect(table.numberOfSections == 1)
    recorder.stop()
  }

  @Test("a moved row keeps its cell and the selection follows it")
  func move() throws {
    let moving = try #require(cell(0))
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)

    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    UIApplication.shared.advance(by: 0.4)

    #expect(cell(3) === moving)
    #expect(moving.frame.minY == 132)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(log.take() == ["numberOfSections", "numberOfRows 0"])
  }

  @Test("a reloaded row gets a new cell; the old one ends its display when it has faded")
  func reload() throws {
    let old = try #require(cell(2))

    table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    let atCommit = log.take()
    UIApplication.shared.advance(by: 0.4)

    #expect(
      atCommit == [
        "numberOfSections", "numberOfRows 0", "heightForRowAt 0-2", "cellForRowAt 0-2",
        "cell init", "willDisplay 0-2",
      ])
    #expect(log.take() == ["didEndDisplaying 0-2"])
    #expect(cell(2) !== old)
  }

  @Test("a reconfigured row dequeues its own cell again, without prepareForReuse")
  func reconfigure() throws {
    let same = try #require(cell(2))

    table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])

    #expect(log.take() == ["cellForRowAt 0-2"])
    #expect(cell(2) === same)
  }

  @Test("inserted and deleted sections shift the sections after them")
  func sections() {
    source.rows = [4, 2]
    table.insertSections(IndexSet(integer: 1), with: .fade)
    UIApplication.shared.advance(by: 0.4)
    let afterInsert = table.numberOfSections

    source.rows = [2]
    table.deleteSections(IndexSet(integer: 0), with: .fade)
    UIApplication.shared.advance(by: 0.4)

    #expect(afterInsert == 2)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.count == 2)
  }

  @Test("begin and end updates nest; the outermost end applies the batch once")
  func nested() {
    source.rows = [6]

    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .none)
    table.endUpdates()
    let inside = log.take()
    table.endUpdates()

    #expect(inside == [])
    #expect(Array(log.take().prefix(2)) == ["numberOfSections", "numberOfRows 0"])
    #expect(table.numberOfRows(inSection: 0) == 6)
  }
}
