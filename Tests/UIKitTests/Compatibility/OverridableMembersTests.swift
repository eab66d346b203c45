import Testing
import UIKit
import UIKitTestSupport

/// A table that logs the UIKit methods iOS subclasses override, each calling `super`.
@MainActor
private final class LoggingTable: UITableView {
  var log: [String] = []

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    log.append("performBatchUpdates")
    super.performBatchUpdates(updates, completion: completion)
  }
  override func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    log.append("insertRows")
    super.insertRows(at: indexPaths, with: animation)
  }
  override func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    log.append("deleteRows")
    super.deleteRows(at: indexPaths, with: animation)
  }
  override func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    log.append("reloadRows")
    super.reloadRows(at: indexPaths, with: animation)
  }
  override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    log.append("dequeue \(indexPath.row)")
    return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
  }
  override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    log.append("cellForRow \(indexPath.row)")
    return super.cellForRow(at: indexPath)
  }
  override func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    log.append("selectRow")
    super.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }
  override func deselectRow(at indexPath: IndexPath, animated: Bool) {
    log.append("deselectRow")
    super.deselectRow(at: indexPath, animated: animated)
  }
  override func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    log.append("scrollToRow")
    super.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
  }
}

/// A collection view that logs the same kind of methods, each calling `super`.
@MainActor
private final class LoggingCollection: UICollectionView {
  var log: [String] = []

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    log.append("performBatchUpdates")
    super.performBatchUpdates(updates, completion: completion)
  }
  override func insertItems(at indexPaths: [IndexPath]) {
    log.append("insertItems")
    super.insertItems(at: indexPaths)
  }
  override func deleteItems(at indexPaths: [IndexPath]) {
    log.append("deleteItems")
    super.deleteItems(at: indexPaths)
  }
  override func reloadItems(at indexPaths: [IndexPath]) {
    log.append("reloadItems")
    super.reloadItems(at: indexPaths)
  }
  override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    log.append("cellForItem \(indexPath.item)")
    return super.cellForItem(at: indexPath)
  }
  override func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    log.append("selectItem")
    super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }
  override func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    log.append("scrollToItem")
    super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }
}

/// A view that logs the hierarchy and layout methods iOS subclasses override.
@MainActor
private final class LoggingView: UIView {
  var log: [String] = []

  override func setNeedsLayout() {
    log.append("setNeedsLayout")
    super.setNeedsLayout()
  }
  override func layoutIfNeeded() {
    log.append("layoutIfNeeded")
    super.layoutIfNeeded()
  }
  override func bringSubviewToFront(_ view: UIView) {
    log.append("bringSubviewToFront")
    super.bringSubviewToFront(view)
  }
  override func removeFromSuperview() {
    log.append("removeFromSuperview")
    super.removeFromSuperview()
  }
  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    log.append("systemLayoutSizeFitting")
    return CGSize(width: targetSize.width, height: 44)
  }
  override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    log.append("snapshotView")
    return super.snapshotView(afterScreenUpdates: afterUpdates)
  }
}

/// A table overriding the rest of the methods iOS subclasses commonly override, logging each
/// and calling `super`.
@MainActor
private final class SectionLoggingTable: UITableView {
  var log: [String] = []

  override func beginUpdates() {
    log.append("beginUpdates")
    super.beginUpdates()
  }
  override func endUpdates() {
    log.append("endUpdates")
    super.endUpdates()
  }
  override func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    log.append("insertSections")
    super.insertSections(sections, with: animation)
  }
  override func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    log.append("deleteSections")
    super.deleteSections(sections, with: animation)
  }
  override func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    log.append("reloadSections")
    super.reloadSections(sections, with: animation)
  }
  override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    log.append("moveRow")
    super.moveRow(at: indexPath, to: newIndexPath)
  }
  override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    log.append("register \(identifier)")
    super.register(cellClass, forCellReuseIdentifier: identifier)
  }
  override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    log.append("dequeue \(identifier)")
    return super.dequeueReusableCell(withIdentifier: identifier)
  }
  override var visibleCells: [UITableViewCell] {
    log.append("visibleCells")
    return super.visibleCells
  }
  override var indexPathForSelectedRow: IndexPath? {
    log.append("indexPathForSelectedRow")
    return super.indexPathForSelectedRow
  }
  override func indexPathForRow(at point: CGPoint) -> IndexPath? {
    log.append("indexPathForRow")
    return super.indexPathForRow(at: point)
  }
  override func rectForRow(at indexPath: IndexPath) -> CGRect {
    log.append("rectForRow")
    return super.rectForRow(at: indexPath)
  }
}

/// A view overriding display, constraint and conversion methods, logging each.
@MainActor
private final class DisplayLoggingView: UIView {
  var log: [String] = []

  override func setNeedsDisplay() {
    log.append("setNeedsDisplay")
    super.setNeedsDisplay()
  }
  override func sizeToFit() {
    log.append("sizeToFit")
    super.sizeToFit()
  }
  override func addConstraint(_ constraint: NSLayoutConstraint) {
    log.append("addConstraint")
    super.addConstraint(constraint)
  }
  override func setNeedsUpdateConstraints() {
    log.append("setNeedsUpdateConstraints")
    super.setNeedsUpdateConstraints()
  }
  override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    log.append("contentHuggingPriority")
    return .required
  }
  override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    log.append("convert")
    return super.convert(point, to: view)
  }
  override func sendSubviewToBack(_ view: UIView) {
    log.append("sendSubviewToBack")
    super.sendSubviewToBack(view)
  }
  override func endEditing(_ force: Bool) -> Bool {
    log.append("endEditing")
    return super.endEditing(force)
  }
  override var layoutMargins: UIEdgeInsets {
    didSet { log.append("layoutMargins") }
  }
}

/// A data source of `count` numbered rows and items.
@MainActor
private final class Numbers: NSObject, UITableViewDataSource, UICollectionViewDataSource {
  var count: Int
  init(_ count: Int) { self.count = count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
}

@Suite("UIKit methods that iOS subclasses override are open", .uiTest)
@MainActor
struct OverridableMembersTests {
  @Test("a table's updates, cells, selection and scrolling reach a subclass's overrides")
  func table() {
    let table = LoggingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    let numbers = Numbers(3)
    table.dataSource = numbers
    table.layoutIfNeeded()
    table.log.removeAll()
    let base: UITableView = table
    let first = IndexPath(row: 0, section: 0)

    numbers.count = 4
    base.performBatchUpdates {
      base.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
    }
    numbers.count = 3
    base.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .none)
    base.reloadRows(at: [first], with: .none)
    base.selectRow(at: first, animated: false, scrollPosition: .none)
    base.deselectRow(at: first, animated: false)
    base.scrollToRow(at: IndexPath(row: 2, section: 0), at: .bottom, animated: false)
    let cell = base.cellForRow(at: first)

    #expect(
      table.log.filter { !$0.hasPrefix("dequeue") && $0 != "cellForRow 0" } == [
        "performBatchUpdates", "insertRows", "deleteRows", "reloadRows", "selectRow",
        "deselectRow", "scrollToRow",
      ])
    #expect(table.log.last == "cellForRow 0")
    #expect(table.log.contains("dequeue 0"))
    #expect(cell != nil)
    #expect(base.numberOfRows(inSection: 0) == 3)
  }

  @Test("a collection view's updates, cells, selection and scrolling reach a subclass's overrides")
  func collection() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let collection = LoggingCollection(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    let numbers = Numbers(3)
    collection.dataSource = numbers
    collection.layoutIfNeeded()
    collection.log.removeAll()
    let base: UICollectionView = collection
    let first = IndexPath(item: 0, section: 0)

    numbers.count = 4
    base.performBatchUpdates {
      base.insertItems(at: [IndexPath(item: 3, section: 0)])
    }
    numbers.count = 3
    base.deleteItems(at: [IndexPath(item: 3, section: 0)])
    base.reloadItems(at: [first])
    base.selectItem(at: first, animated: false, scrollPosition: [])
    base.scrollToItem(at: IndexPath(item: 2, section: 0), at: .bottom, animated: false)
    let cell = base.cellForItem(at: first)

    #expect(
      collection.log.filter { !$0.hasPrefix("cellForItem") } == [
        "performBatchUpdates", "insertItems", "deleteItems", "reloadItems", "selectItem",
        "scrollToItem",
      ])
    #expect(collection.log.last == "cellForItem 0")
    #expect(cell != nil)
    #expect(base.numberOfItems(inSection: 0) == 3)
  }

  @Test("a view's layout, hierarchy and fitting methods reach a subclass's overrides")
  func view() {
    let container = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(child)
    container.addSubview(UIView())
    container.log.removeAll()
    child.log.removeAll()
    let base: UIView = container

    base.setNeedsLayout()
    base.layoutIfNeeded()
    base.bringSubviewToFront(child)
    let fitted = base.systemLayoutSizeFitting(
      CGSize(width: 80, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    _ = base.snapshotView(afterScreenUpdates: false)
    (child as UIView).removeFromSuperview()

    // UIView's own methods mark layout too (a subview brought forward or removed), and those
    // calls reach the override as well.
    #expect(container.log.first == "setNeedsLayout")
    #expect(
      container.log.filter { $0 != "setNeedsLayout" } == [
        "layoutIfNeeded", "bringSubviewToFront", "systemLayoutSizeFitting", "snapshotView",
      ])
    #expect(child.log == ["removeFromSuperview"])
    #expect(fitted == CGSize(width: 80, height: 44))
    #expect(container.subviews.count == 1)
  }

  @Test("a table's batches, sections, reuse and geometry reach a subclass's overrides")
  func tableSections() {
    let table = SectionLoggingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    let numbers = Numbers(3)
    table.dataSource = numbers
    table.layoutIfNeeded()
    table.log.removeAll()
    let base: UITableView = table
    let first = IndexPath(row: 0, section: 0)

    base.beginUpdates()
    base.moveRow(at: first, to: IndexPath(row: 1, section: 0))
    base.endUpdates()
    base.reloadSections([0], with: .none)
    _ = base.dequeueReusableCell(withIdentifier: "Row")
    _ = base.visibleCells
    _ = base.indexPathForSelectedRow
    _ = base.indexPathForRow(at: CGPoint(x: 10, y: 10))
    _ = base.rectForRow(at: first)

    // The table's own batches (a single change, `performBatchUpdates`) do not call the
    // overridable `beginUpdates` and `endUpdates`, so a subclass hears only its callers'. The
    // reload dequeues the section's cells again, so that call is heard more than once.
    #expect(
      table.log.filter { $0 != "dequeue Row" } == [
        "beginUpdates", "moveRow", "endUpdates", "reloadSections", "visibleCells",
        "indexPathForSelectedRow", "indexPathForRow", "rectForRow",
      ])
    #expect(table.log.contains("dequeue Row"))
  }

  @Test("a view's display, constraint, conversion and margin members reach a subclass's overrides")
  func viewMembers() {
    let view = DisplayLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    view.addSubview(child)
    view.log.removeAll()
    let base: UIView = view

    base.setNeedsDisplay()
    base.sizeToFit()
    base.addConstraint(child.widthAnchor.constraint(equalToConstant: 10))
    base.setNeedsUpdateConstraints()
    _ = base.contentHuggingPriority(for: .horizontal)
    _ = base.convert(CGPoint(x: 1, y: 1), to: nil)
    base.sendSubviewToBack(child)
    _ = base.endEditing(true)
    base.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

    #expect(
      view.log.filter { $0 != "setNeedsUpdateConstraints" && $0 != "convert" } == [
        "setNeedsDisplay", "sizeToFit", "addConstraint", "contentHuggingPriority",
        "sendSubviewToBack", "endEditing", "layoutMargins",
      ])
    #expect(view.log.contains("setNeedsUpdateConstraints"))
    #expect(view.log.contains("convert"))
  }

  @Test("a switch's isOn is settable, as on iOS: it moves the switch and sends no action")
  func switchIsOnSettable() {
    let toggle = UISwitch()
    var actions = 0
    toggle.addAction(UIAction { _ in actions += 1 }, for: .valueChanged)

    toggle.isOn = true

    #expect(toggle.isOn)
    #expect(actions == 0)
    toggle.isOn = false
    #expect(!toggle.isOn)
  }

  @Test("setting a collection view's layout runs the two-argument setCollectionViewLayout")
  func collectionLayoutSetters() {
    final class LayoutLoggingCollection: UICollectionView {
      var log: [String] = []
      override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        log.append("animated: \(animated)")
        super.setCollectionViewLayout(layout, animated: animated)
      }
      override func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
      ) {
        log.append("animated: \(animated), completion")
        super.setCollectionViewLayout(layout, animated: animated, completion: completion)
      }
    }
    let collection = LayoutLoggingCollection(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    let list = UICollectionViewFlowLayout()

    collection.collectionViewLayout = list

    #expect(collection.log == ["animated: false", "animated: false, completion"])
    #expect(collection.collectionViewLayout === list)
  }

  @Test("a controller hears its root view's layout margins change, after the view, once")
  func viewLayoutMarginsDidChange() {
    final class Log { var entries: [String] = [] }
    final class MarginsView: UIView {
      var log: Log?
      override func layoutMarginsDidChange() { log?.entries.append("view") }
    }
    final class MarginsController: UIViewController {
      let log = Log()
      override func loadView() {
        let view = MarginsView()
        view.log = log
        self.view = view
      }
      override func viewLayoutMarginsDidChange() { log.entries.append("controller") }
    }
    let controller = MarginsController()
    controller.loadViewIfNeeded()
    controller.log.entries.removeAll()
    let margins = UIEdgeInsets(top: 3, left: 5, bottom: 7, right: 9)

    controller.view.layoutMargins = margins
    controller.view.layoutMargins = margins

    #expect(controller.log.entries == ["view", "controller"])
  }

  @Test("a button's setImage(_:for:) and a controller's status bar update reach overrides")
  func buttonAndController() {
    final class ImageButton: UIButton {
      var states: [UIControl.State] = []
      override func setImage(_ image: UIImage?, for state: UIControl.State) {
        states.append(state)
        super.setImage(image, for: state)
      }
    }
    final class StatusController: UIViewController {
      var updates = 0
      override func setNeedsStatusBarAppearanceUpdate() {
        updates += 1
        super.setNeedsStatusBarAppearanceUpdate()
      }
    }
    let button = ImageButton(type: .system)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
    (button as UIButton).setImage(image, for: .highlighted)
    let controller = StatusController()
    (controller as UIViewController).setNeedsStatusBarAppearanceUpdate()

    #expect(button.states == [.highlighted])
    #expect(button.image(for: .highlighted) === image)
    #expect(controller.updates == 1)
  }
}
