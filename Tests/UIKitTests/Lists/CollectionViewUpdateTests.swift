import Testing
import UIKit
import UIKitTestSupport

@Suite("UICollectionView: batch updates and UIKit's consistency check", .uiTest)
@MainActor
struct CollectionViewUpdateTests {
  let log = LifecycleLog()
  let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let source: LoggingCollectionSource
  let window: UIWindow

  init() {
    LoggingCollectionCell.log = log
    LoggingCollectionCell.made = 0
    collectionView.register(LoggingCollectionCell.self, forCellWithReuseIdentifier: "Cell")
    source = LoggingCollectionSource(log: log, items: [4])
    collectionView.dataSource = source
    collectionView.delegate = source
    window = showInWindow(collectionView)
    _ = log.take()
  }

  @Test("an inserted item asks for the new counts and its own cell; the others move over")
  func insert() {
    let before = (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }

    var finished: Bool?

    source.items = [5]
    collectionView.performBatchUpdates({
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }) { finished = $0 }
    let atCommit = log.take()
    UIApplication.shared.advance(by: 0.15)
    let halfway = before[0]?.layer.presentation()?.frame.minX ?? 0
    UIApplication.shared.advance(by: 0.2)

    #expect(halfway > 0 && halfway < before[0]!.frame.minX)
    #expect(finished == true)
    #expect(
      atCommit == [
        "numberOfSections", "numberOfItems 0", "cellForItemAt 0-0", "cell init",
        "willDisplay 0-0",
      ])
    let after = (1..<5).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
    #expect(
      after.map { $0.map(ObjectIdentifier.init) } == before.map { $0.map(ObjectIdentifier.init) })
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
  }

  @Test("a deleted item's cell fades, then ends its display; selection follows the others")
  func deleteKeepsSelection() {
    collectionView.selectItem(
      at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])

    let deleted = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))

    source.items = [3]
    collectionView.performBatchUpdates {
      collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    let atCommit = log.take()
    UIApplication.shared.advance(by: 0.1)
    let fading = deleted?.layer.presentation()?.opacity ?? 1
    UIApplication.shared.advance(by: 0.3)

    #expect(atCommit == ["numberOfSections", "numberOfItems 0"])
    #expect(fading > 0 && fading < 1)
    #expect(log.take() == ["didEndDisplaying 0-1"])
    #expect(deleted?.isHidden == true && deleted?.alpha == 1)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test("moveItem(at:to:) into another section keeps the item's cell and asks only the counts")
  func moveIntoAnotherSection() throws {
    let sections = LoggingCollectionSource(log: log, items: [3, 2])
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(LoggingCollectionCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = sections
    let window = showInWindow(collectionView)
    defer { withExtendedLifetime((sections, window)) {} }
    let source = IndexPath(item: 1, section: 0)
    let destination = IndexPath(item: 0, section: 1)
    let moved = try #require(collectionView.cellForItem(at: source))
    _ = log.take()

    sections.items = [2, 3]
    collectionView.moveItem(at: source, to: destination)
    let asked = log.take()
    UIApplication.shared.advance(by: 0.5)

    #expect(asked == ["numberOfSections", "numberOfItems 0", "numberOfItems 1"])
    #expect(collectionView.cellForItem(at: destination) === moved)
    #expect(moved.frame == collectionView.layoutAttributesForItem(at: destination)?.frame)
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 3)
  }

  @Test("counts that do not add up raise UIKit's message and change nothing")
  func inconsistent() {
    let recorder = ExceptionRecorder()
    let before = collectionView.visibleCells

    source.items = [6]
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (6) must be equal to the number of items "
        + "contained in that section before the update (4), plus or minus the number of items "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(
      collectionView.visibleCells.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    recorder.stop()
  }
}
