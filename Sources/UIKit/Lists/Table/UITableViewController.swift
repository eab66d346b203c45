/// A view controller whose view is a table view it is the data source and delegate of, as
/// `UITableViewController`.
///
/// Matches UIKit: ``loadView()`` makes a table of the controller's style (or takes the one its
/// storyboard scene or nib has) and makes the controller its data source and delegate; the
/// table loads its rows before it first appears; each time the controller is about to appear it
/// deselects the selected rows, fading them, when ``clearsSelectionOnViewWillAppear``. Its
/// data source, delegate and scroll view delegate methods are `open`, so a subclass overrides
/// them, as iOS code does (`override func tableView(_:cellForRowAt:)`); their defaults do what
/// UIKit does when a data source or delegate leaves them out.
///
/// ```swift
/// final class FruitsController: UITableViewController {
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
///     -> Int { 3 }
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = UITableViewCell(style: .default, reuseIdentifier: "Fruit")
///     cell.textLabel?.text = ["Apple", "Banana", "Cherry"][indexPath.row]
///     return cell
///   }
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table ``loadView()`` makes.
  let tableViewStyle: UITableView.Style
  private var storedTableView: UITableView?

  /// Matches UIKit: a controller whose table has `style`.
  public init(style: UITableView.Style) {
    tableViewStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Matches UIKit: a controller with a plain table, or the table of the nib.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableViewStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Matches UIKit's decoding initializer: the table comes from the storyboard scene.
  public required init?(coder: NSCoder) {
    tableViewStyle = .plain
    super.init(coder: coder)
  }

  /// Matches UIKit: the controller's table, loading the view first; setting it makes it the
  /// view.
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return storedTableView
    }
    set {
      storedTableView = newValue
      view = newValue
    }
  }

  /// Matches UIKit: whether the selected rows are deselected, fading, each time the controller
  /// is about to appear (`true`).
  open var clearsSelectionOnViewWillAppear = true

  /// Matches UIKit: the view of the storyboard scene or nib, which must be a table view, or
  /// else a new table of the controller's style, filling the screen, with this controller as
  /// its data source and delegate.
  open override func loadView() {
    if loadViewFromInterfaceFile() {
      guard let table = viewIfLoaded as? UITableView else {
        UIKitException.raise(
          .internalInconsistencyException,
          "-[UITableViewController loadView] loaded the \"\(nibName ?? "storyboard")\" nib but "
            + "didn't get a UITableView.")
        return
      }
      storedTableView = table
      if table.dataSource == nil { table.dataSource = self }
      if table.delegate == nil { table.delegate = self }
      return
    }
    let table = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    storedTableView = table
    view = table
  }

  /// Matches UIKit: deselects the selected rows with a fade when
  /// ``clearsSelectionOnViewWillAppear``; call `super`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = storedTableView else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: indexPath, animated: animated)
    }
  }

  /// Matches UIKit: the table's arrow keys, Return and Space work with the controller's table
  /// while nothing else has the keyboard.
  open override var keyCommands: [UIKeyCommand]? {
    (super.keyCommands ?? []) + (storedTableView?.listKeyCommands ?? [])
  }

  // MARK: UITableViewDataSource

  // Matches UIKit: a storyboard table with static cells (`dataMode="static"`) shows them
  // through these methods, so a subclass that overrides one calls `super` for the rest.

  /// The static section at `section`, when the table has static cells.
  private func staticSection(_ tableView: UITableView, _ section: Int) -> StaticTableSection? {
    guard let sections = tableView.staticSections, sections.indices.contains(section) else {
      return nil
    }
    return sections[section]
  }

  /// Matches UIKit: the static section's cells; otherwise no rows, until a subclass says
  /// otherwise.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    staticSection(tableView, section)?.cells.count ?? 0
  }

  /// Matches UIKit: the static cell; otherwise a subclass must return a cell for every row it
  /// counts, and this fallback is an empty cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cells = staticSection(tableView, indexPath.section)?.cells,
      cells.indices.contains(indexPath.row)
    {
      return cells[indexPath.row]
    }
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Matches UIKit: the static sections; otherwise one section.
  open func numberOfSections(in tableView: UITableView) -> Int {
    tableView.staticSections?.count ?? 1
  }

  /// Matches UIKit: the static section's header title; otherwise none.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    staticSection(tableView, section)?.headerTitle
  }

  /// Matches UIKit: the static section's footer title; otherwise none.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    staticSection(tableView, section)?.footerTitle
  }

  // MARK: UITableViewDelegate

  /// Matches UIKit: the table's ``UITableView/rowHeight``.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Matches UIKit: the table's ``UITableView/estimatedRowHeight``.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }

  /// Matches UIKit: the table's ``UITableView/sectionHeaderHeight``.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// Matches UIKit: the table's ``UITableView/estimatedSectionHeaderHeight``.
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionHeaderHeight }

  /// Matches UIKit: the table's ``UITableView/estimatedSectionFooterHeight``.
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionFooterHeight }

  /// Matches UIKit: the table's ``UITableView/sectionFooterHeight``.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// Matches UIKit: no view, so the title's, if any.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// Matches UIKit: no view, so the title's, if any.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}

  /// Matches UIKit: every row highlights.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Matches UIKit: nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Matches UIKit: nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Matches UIKit: the row itself.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Matches UIKit: the row itself.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Matches UIKit: nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Matches UIKit: nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  /// Matches UIKit: no leading actions.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// Matches UIKit: no trailing actions.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// Matches UIKit: nothing.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

  /// Matches UIKit: nothing.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  /// Matches UIKit: a delete control.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  /// Matches UIKit: rows indent.
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }

  /// Matches UIKit: "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }

  /// Matches UIKit: the proposed place.
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }

  /// Matches UIKit: every row can be edited.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// No reorder controls unless a subclass returns `true` (see `UITableViewDataSource`).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// Matches UIKit: no menu.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Matches UIKit: nothing.
  open func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Matches UIKit: the controller and its table enter or leave edit mode together.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: UIScrollViewDelegate

  /// Matches UIKit: nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Matches UIKit: nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Matches UIKit: leaves the target where it is.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Matches UIKit: nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Matches UIKit: nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Matches UIKit: nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Matches UIKit: nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// Matches UIKit: nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}

  /// Matches UIKit: no view, so the table does not zoom.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Matches UIKit: nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

  /// Matches UIKit: nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}

  /// Matches UIKit: nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}

  /// Matches UIKit: `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

  /// Matches UIKit: nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
