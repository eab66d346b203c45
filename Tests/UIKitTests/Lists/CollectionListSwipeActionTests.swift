import Testing
import UIKit
import UIKitTestSupport

@Suite("List collection views: swipe actions from the list configuration's providers", .uiTest)
@MainActor
struct CollectionListSwipeActionTests {
  let log = LifecycleLog()
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>
  let window: UIWindow

  init() {
    let log = log
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var archiveSource: UICollectionViewDiffableDataSource<Int, String>?
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      log.record("trailing \(indexPath.item)")
      let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in
        log.record("Archive \(archiveSource?.itemIdentifier(for: indexPath) ?? "?")")
        completion(true)
      }
      archive.backgroundColor = .systemIndigo
      return UISwipeActionsConfiguration(actions: [archive])
    }
    collectionView = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, fruit in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
    }
    archiveSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Apple", "Banana", "Cherry"])
    dataSource.apply(snapshot, animatingDifferences: false)
    window = showInWindow(collectionView)
  }

  private func cellFrame(_ item: Int) -> CGRect? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test("a drag to the left opens the provider's actions, and a click on one performs it")
  func dragAndClick() {
    let rowHeight = cellFrame(0)?.height ?? 0
    let y = rowHeight * 1.5
    let application = UIApplication.shared
    application.enqueueInput {
      application.sendMouseDown(at: CGPoint(x: 300, y: y), in: window, clickCount: 1)
    }
    application.advance(by: 1.0 / 60)
    for step in 1...8 {
      application.enqueueInput {
        application.sendMouseMotion(
          to: CGPoint(x: 300 - CGFloat(step) * 15, y: y), in: window, buttons: .primary)
      }
      application.advance(by: 1.0 / 60)
    }
    application.enqueueInput { application.sendMouseUp(at: CGPoint(x: 180, y: y), in: window) }
    application.advance(by: 0.5)
    let open = cellFrame(1)

    click(at: CGPoint(x: 320 - 30, y: y), in: window)
    application.advance(by: 0.5)

    // "Archive" in 15-point Inter is 53.0625 points wide: with 15 points each side, 84.
    #expect(open?.minX == -84)
    #expect(log.take() == ["trailing 1", "Archive Banana"])
    #expect(cellFrame(1)?.minX == 0)
  }

  /// Three sideways trackpad scrolls over the first row, a frame apart; then it settles.
  private func scrollFirstRowSideways() {
    let rowHeight = cellFrame(0)?.height ?? 0
    let application = UIApplication.shared
    for _ in 1...3 {
      application.enqueueInput {
        application.sendScroll(
          by: CGPoint(x: 20, y: 0), at: CGPoint(x: 160, y: rowHeight / 2), in: window)
      }
      application.advance(by: 1.0 / 60)
    }
    application.advance(by: 0.6)
  }

  @Test("a sideways trackpad scroll over a row swipes it")
  func trackpad() {
    scrollFirstRowSideways()

    #expect(log.take() == ["trailing 0"])
    #expect(cellFrame(0)?.minX == -84)
  }

  @Test("the swiped cell's configuration state is swiped until its actions go")
  func swipedState() throws {
    let rowHeight = cellFrame(0)?.height ?? 0
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let other = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    scrollFirstRowSideways()
    let open = (cell: cell.configurationState.isSwiped, other: other.configurationState.isSwiped)

    click(at: CGPoint(x: 100, y: rowHeight * 2.5), in: window)
    UIApplication.shared.advance(by: 0.5)

    #expect(open.cell)
    #expect(!open.other)
    #expect(!cell.configurationState.isSwiped)
  }
}
