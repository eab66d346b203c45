import Testing
import UIKit
import UIKitTestSupport

/// A table whose rows, all but the first, offer Copy and Delete in a context menu.
@MainActor
private final class MenuTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  let log: LifecycleLog

  init(log: LifecycleLog) { self.log = log }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.record("menu for \(indexPath.row) at \(Int(point.x)),\(Int(point.y))")
    guard indexPath.row > 0 else { return nil }
    return UIContextMenuConfiguration(actionProvider: { [log] _ in
      UIMenu(children: [
        UIAction(title: "Copy") { _ in log.record("Copy \(indexPath.row)") },
        UIAction(title: "Delete", attributes: .destructive) { _ in },
      ])
    })
  }

  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.record("willDisplayContextMenu")
  }

  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.record("willEndContextMenu")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.row)")
  }
}

@Suite("Row context menus of table and collection views", .uiTest)
@MainActor
struct ListContextMenuTests {
  let log = LifecycleLog()

  private func rightClick(at point: CGPoint, in window: UIWindow) {
    let application = UIApplication.shared
    application.enqueueInput {
      application.sendMouseDown(at: point, in: window, clickCount: 1, buttons: .secondary)
    }
    application.advance(by: 0)
    application.enqueueInput { application.sendMouseUp(at: point, in: window) }
    application.advance(by: 0)
  }

  /// The open menu's rows, or `nil` when no menu is over the window.
  private func menuRows(in window: UIWindow) -> [UIButton]? {
    guard let overlay = window.subviews.last,
      overlay !== window.rootViewController?.view,
      let list = overlay.subviews.last
    else { return nil }
    return list.subviews.compactMap { $0 as? UIButton }
  }

  @Test("a right click on a row asks its delegate once and opens the row's menu")
  func tableMenu() {
    let source = MenuTableSource(log: log)
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table)

    rightClick(at: CGPoint(x: 100, y: 66), in: window)
    let rows = menuRows(in: window)
    if let copy = rows?.first {
      click(
        at: copy.convert(CGPoint(x: copy.bounds.midX, y: copy.bounds.midY), to: nil), in: window)
    }
    UIApplication.shared.advance(by: 0.5)

    #expect(rows?.map { $0.title(for: .normal) } == ["Copy", "Delete"])
    #expect(
      log.take() == [
        "menu for 1 at 100,66", "willDisplayContextMenu", "willEndContextMenu", "Copy 1",
      ])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("where the delegate gives no menu, nothing opens and clicks still select")
  func noMenu() {
    let source = MenuTableSource(log: log)
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table)

    rightClick(at: CGPoint(x: 100, y: 22), in: window)
    let rows = menuRows(in: window)
    let asked = log.take().first
    click(at: CGPoint(x: 100, y: 66), in: window)

    #expect(rows == nil)
    #expect(asked == "menu for 0 at 100,22")
    #expect(log.take().last == "didSelect 1")
  }

  @Test("a collection view asks the items method, which by default asks the single-item one")
  func collectionMenu() {
    final class Delegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
      let log: LifecycleLog
      init(log: LifecycleLog) { self.log = log }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 3 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
      ) -> UIContextMenuConfiguration? {
        log.record("menu for \(indexPath.item)")
        return UIContextMenuConfiguration(actionProvider: { _ in
          UIMenu(children: [UIAction(title: "Share") { _ in }])
        })
      }
    }
    let delegate = Delegate(log: log)
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = delegate
    collectionView.delegate = delegate
    let window = showInWindow(collectionView)

    rightClick(at: CGPoint(x: 50, y: 70), in: window)

    #expect(log.take() == ["menu for 1"])
    #expect(menuRows(in: window)?.map { $0.title(for: .normal) } == ["Share"])
    withExtendedLifetime(delegate) {}
  }
}
