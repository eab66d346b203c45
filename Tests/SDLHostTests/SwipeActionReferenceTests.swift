import Testing
import UIKitSnapshotTesting
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// A mail-like table whose rows offer "Flag" and a destructive "Delete" with an image at the
/// trailing edge.
@MainActor
private final class InboxSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  let subjects = ["Lunch on Friday?", "Your order has shipped", "Minutes of the meeting"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    subjects.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = subjects[indexPath.row]
    cell.detailTextLabel?.text = "Yesterday"
    return cell
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      done(true)
    }
    delete.image = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { _ in
      UIColor.white.setFill()
      UIBezierPath(roundedRect: CGRect(x: 3, y: 4, width: 12, height: 14), cornerRadius: 2).fill()
      UIBezierPath(rect: CGRect(x: 1, y: 1, width: 16, height: 2)).fill()
    }
    let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [delete, flag])
  }
}

/// Swipe actions revealed through the host's own input path (SDL mouse and wheel events),
/// rendered headless and compared with `__Snapshots__/SwipeActionReferenceTests/`.
@Suite("Reference images: a table row's swipe actions, revealed by the host's input", .uiTest)
@MainActor
struct SwipeActionReferenceTests {
  private let source = InboxSource()
  private let table = UITableView(frame: .zero, style: .plain)
  private let window: UIWindow
  private let input: SyntheticSDL

  init() {
    let root = UIViewController()
    table.dataSource = source
    table.delegate = source
    table.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    table.contentInsetAdjustmentBehavior = .never
    root.view.addSubview(table)
    window = TestApplication.makeWindow(root: root, size: CGSize(width: 320, height: 200))
    input = SyntheticSDL(translator: SDLEventTranslator(window: window))
    input.clock.settle()
  }

  private var rowHeight: CGFloat { table.rectForRow(at: IndexPath(row: 0, section: 0)).height }

  @Test("a mouse drag to the left leaves the second row open on its two actions")
  func mouseDrag() {
    let y = rowHeight * 1.5

    input.drag(from: CGPoint(x: 290, y: y), to: CGPoint(x: 170, y: y))
    input.clock.advance(by: 0.5)

    assertSnapshot(
      of: UIImage(bitmap: WindowSnapshot.render(window)), as: .image(perceptualPrecision: 0.99),
      named: "trailing-actions-open")
  }

  @Test("a sideways trackpad scroll over a row opens it the same way")
  func trackpad() {
    for _ in 1...3 {
      input.wheel(x: 1, y: 0, at: CGPoint(x: 160, y: rowHeight * 1.5))
      input.clock.tick()
    }
    input.clock.advance(by: 0.5)

    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -150)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX == 0)
  }
}
