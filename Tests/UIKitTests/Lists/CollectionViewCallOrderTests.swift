import Testing
import UIKit
import UIKitTestSupport

@Suite("UICollectionView: data source and delegate calls in UIKit's order, and cell reuse", .uiTest)
@MainActor
struct CollectionViewCallOrderTests {
  let log = LifecycleLog()
  let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

  init() {
    LoggingCollectionCell.log = log
    LoggingCollectionCell.made = 0
    collectionView.register(LoggingCollectionCell.self, forCellWithReuseIdentifier: "Cell")
  }

  @Test("counts come first, then each item on screen: its cell, then willDisplay")
  func firstLayout() {
    let source = LoggingCollectionSource(log: log, items: [100])
    collectionView.dataSource = source
    collectionView.delegate = source

    let window = showInWindow(collectionView)
    defer { withExtendedLifetime(window) {} }

    // 50-point items, 10 apart: five a line, and four lines (the fourth in part) in 220 points.
    var expected = ["numberOfSections", "numberOfItems 0"]
    for item in 0..<20 {
      expected += ["cellForItemAt 0-\(item)", "cell init", "willDisplay 0-\(item)"]
    }
    #expect(log.take() == expected)
    #expect(collectionView.indexPathsForVisibleItems.count == 20)
    #expect(collectionView.contentSize == CGSize(width: 320, height: 20 * 50 + 19 * 10))
  }

  @Test("items that scroll off end their display before the next ones reuse their cells")
  func reuseOrder() {
    let source = LoggingCollectionSource(log: log, items: [100])
    collectionView.dataSource = source
    collectionView.delegate = source
    let window = showInWindow(collectionView)
    _ = log.take()

    UIApplication.shared.sendScroll(
      by: CGPoint(x: 0, y: 60), at: CGPoint(x: 100, y: 100), in: window)
    UIApplication.shared.advance(by: 0)

    var expected = (0..<5).map { "didEndDisplaying 0-\($0)" }
    for item in 20..<25 {
      expected += ["cellForItemAt 0-\(item)", "prepareForReuse", "willDisplay 0-\(item)"]
    }
    #expect(log.take() == expected)
    #expect(LoggingCollectionCell.made == 20)
  }

  @Test("scrolling through 10,000 items keeps the cells made to a screenful and a few")
  func boundedCells() {
    let source = LoggingCollectionSource(log: log, items: [10_000])
    collectionView.dataSource = source
    collectionView.delegate = source
    let window = showInWindow(collectionView)
    defer { withExtendedLifetime(window) {} }

    for step in 1...40 {
      collectionView.contentOffset.y = CGFloat(step) * 3_000
      collectionView.layoutIfNeeded()
    }

    #expect(LoggingCollectionCell.made <= 30)
    #expect(collectionView.visibleCells.count <= 25)
  }

  @Test("a click highlights, then selects; a click on another item deselects the first")
  func selectionOrder() {
    let source = LoggingCollectionSource(log: log, items: [10])
    collectionView.dataSource = source
    collectionView.delegate = source
    let window = showInWindow(collectionView)
    click(at: CGPoint(x: 25, y: 25), in: window)
    _ = log.take()

    click(at: CGPoint(x: 85, y: 25), in: window)

    #expect(
      log.take() == [
        "shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "shouldSelect 0-1",
        "didDeselect 0-0", "didSelect 0-1",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
  }
}
