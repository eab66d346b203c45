import UIKit
import UIKitTestSupport

/// A table data source and delegate that records every call it gets in an ordered log, as
/// `"cellForRowAt 0-3"`, and counts the cells it has had made.
@MainActor
final class LoggingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  let log: LifecycleLog
  var rows: [Int]
  var height: CGFloat?
  var headerTitles: [Int: String] = [:]

  init(log: LifecycleLog, rows: [Int], height: CGFloat? = 44) {
    self.log = log
    self.rows = rows
    self.height = height
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    log.record("numberOfSections")
    return rows.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    log.record("numberOfRows \(section)")
    return rows[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.record("cellForRowAt \(indexPath.section)-\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles[section]
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    log.record("heightForRowAt \(indexPath.section)-\(indexPath.row)")
    return height ?? UITableView.automaticDimension
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.record("willDisplay \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.record("didEndDisplaying \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    log.record("willDisplayHeader \(section)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    log.record("didEndDisplayingHeader \(section)")
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.record("shouldHighlight \(indexPath.section)-\(indexPath.row)")
    return true
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.record("didHighlight \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.record("didUnhighlight \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.record("willSelect \(indexPath.section)-\(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.section)-\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.record("willDeselect \(indexPath.section)-\(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.record("didDeselect \(indexPath.section)-\(indexPath.row)")
  }
}

/// A cell that records its making and reuse in a log, and counts how many were made.
final class LoggingCell: UITableViewCell {
  nonisolated(unsafe) static var log: LifecycleLog?
  nonisolated(unsafe) static var made = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    Self.made += 1
    Self.log?.record("cell init")
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    Self.log?.record("prepareForReuse")
  }
}

/// A window showing `table` (a table or collection view) at `size`, laid out and drawn once.
@MainActor
func showInWindow(_ table: UIScrollView, size: CGSize = CGSize(width: 320, height: 220))
  -> UIWindow
{
  let controller = UIViewController()
  let window = TestApplication.makeWindow(root: controller, size: size)
  table.frame = CGRect(origin: .zero, size: size)
  table.contentInsetAdjustmentBehavior = .never
  controller.view.addSubview(table)
  UIApplication.shared.advance(by: 0)
  return window
}

/// Presses and releases the primary button at `point`, a frame each, as the host sends them.
@MainActor
func click(at point: CGPoint, in window: UIWindow) {
  UIApplication.shared.enqueueInput {
    UIApplication.shared.sendMouseDown(at: point, in: window, clickCount: 1)
  }
  UIApplication.shared.advance(by: 0)
  UIApplication.shared.enqueueInput {
    UIApplication.shared.sendMouseUp(at: point, in: window)
  }
  UIApplication.shared.advance(by: 0)
}

/// Drags with the primary button from `start` down by `distance`, in eight steps a frame
/// apart, and releases.
@MainActor
func drag(from start: CGPoint, down distance: CGFloat, in window: UIWindow) {
  drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), in: window)
}

/// Drags with the primary button from `start` to `end`, in eight moves a frame apart, as the
/// host sends a mouse drag, releases, and lets half a second pass.
@MainActor
func drag(from start: CGPoint, to end: CGPoint, in window: UIWindow) {
  let application = UIApplication.shared
  application.enqueueInput { application.sendMouseDown(at: start, in: window, clickCount: 1) }
  application.advance(by: 1.0 / 60)
  for step in 1...8 {
    let t = CGFloat(step) / 8
    let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    application.enqueueInput {
      application.sendMouseMotion(to: point, in: window, buttons: .primary)
    }
    application.advance(by: 1.0 / 60)
  }
  application.enqueueInput { application.sendMouseUp(at: end, in: window) }
  application.advance(by: 0.5)
}

/// Presses and releases a key, as the host sends it.
@MainActor
func press(_ usage: UIKeyboardHIDUsage, _ characters: String) {
  let key = UIKey(
    keyCode: usage, characters: characters, charactersIgnoringModifiers: characters,
    modifierFlags: [])
  UIApplication.shared.sendKey(key, down: true)
  UIApplication.shared.sendKey(key, down: false)
}
