/// What a table view tells its delegate and asks it, as `UITableViewDelegate`: the rows and
/// section views coming on and going off screen, their heights, and highlighting and selection.
///
/// Matches UIKit, which calls these in a fixed order, checked by this package's tests:
/// - a row coming on screen: `heightForRowAt`, the data source's `cellForRowAt`, then
///   ``tableView(_:willDisplay:forRowAt:)`` once the cell is in place; going off screen,
///   ``tableView(_:didEndDisplaying:forRowAt:)`` before its cell is reused;
/// - a click: `shouldHighlightRowAt`, `didHighlightRowAt` on the press, then on release
///   `didUnhighlightRowAt`, `willSelectRowAt`, `willDeselectRowAt` and `didDeselectRowAt` for
///   the row selected before, and `didSelectRowAt`.
///
/// Linux has no optional protocol requirements, so every requirement has a default
/// implementation that does what UIKit does when a delegate leaves it out. A delegate is also
/// the table's scroll view delegate.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Matches UIKit: the height of the row at `indexPath`; by default the table's
  /// ``UITableView/rowHeight``. Return ``UITableView/automaticDimension`` for a cell that sizes
  /// itself.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Matches UIKit: an estimate of the row's height, used for the rows not yet on screen; by
  /// default the table's ``UITableView/estimatedRowHeight``.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// Matches UIKit: the height of `section`'s header; by default the table's
  /// ``UITableView/sectionHeaderHeight``.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// Matches UIKit's requirement. Headers are sized when the table loads, so the table does not
  /// ask for estimates; declared so that delegates implementing it compile.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  /// Matches UIKit's requirement; not asked, as for the header's estimate.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  /// Matches UIKit: the height of `section`'s footer; by default the table's
  /// ``UITableView/sectionFooterHeight``.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// Matches UIKit: a view for `section`'s header, in place of the title's; `nil` by default.
  /// With an automatic height the table asks for it when it loads, to fit its height, and again
  /// each time the header comes on screen.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// Matches UIKit: a view for `section`'s footer, in place of the title's; `nil` by default.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Matches UIKit: the cell is in place and about to be drawn for the first time at this row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Matches UIKit: the cell left the screen (or its row was deleted or reloaded).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Matches UIKit: a section's header view is in place and about to be drawn.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Matches UIKit: a section's footer view is in place and about to be drawn.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Matches UIKit: a section's header view left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// Matches UIKit: a section's footer view left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// Matches UIKit: whether a press on the row highlights it (and may select it); `true` by
  /// default.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Matches UIKit: a press highlighted the row.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// Matches UIKit: the row's highlight went away, as the press ended or was cancelled.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// Matches UIKit: the row the user is about to select; return another index path to select
  /// that row instead, or `nil` to select nothing. By default the row itself.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Matches UIKit: the row the user is about to deselect; `nil` keeps it selected.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Matches UIKit: the user selected the row (programmatic selection does not call this).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Matches UIKit: the user's action deselected the row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Matches UIKit: the row's detail button (the ⓘ of `.detailButton` and
  /// `.detailDisclosureButton`) was clicked.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Matches UIKit (iOS 11+): the actions a drag toward the trailing edge reveals at the
  /// row's leading edge; `nil` (the default) for none.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Matches UIKit (iOS 11+): the actions a drag toward the leading edge reveals at the row's
  /// trailing edge; `nil` (the default) for none. A configuration with no actions turns the
  /// swipe off.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Matches UIKit: a swipe is showing the row's actions.
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// Matches UIKit: the row's swipe actions have gone.
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Matches UIKit: the control an editable row shows in edit mode; `.delete` by default.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Matches UIKit: whether the row's content moves aside for its editing control; `true`.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// Matches UIKit: the title of the button that confirms a deletion; "Delete" by default.
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// Matches UIKit: asked each time a row being reordered is over a new place; return where
  /// it may go instead (by default, where it is).
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// Matches UIKit (iOS 13+): the context menu for the row, opened by a secondary click or a
  /// long press at `point` (table coordinates); `nil` (the default) for none.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Matches UIKit: a row's context menu is about to appear.
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Matches UIKit: a row's context menu is closing.
  func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
  /// Matches UIKit when the method is left out: the table's ``UITableView/rowHeight``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Matches UIKit when the method is left out: the table's
  /// ``UITableView/estimatedRowHeight``.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// Matches UIKit when the method is left out: the table's
  /// ``UITableView/sectionHeaderHeight``.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  { tableView.sectionHeaderHeight }
  /// Matches UIKit when the method is left out: the table's
  /// ``UITableView/estimatedSectionHeaderHeight``.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat { tableView.estimatedSectionHeaderHeight }
  /// Matches UIKit when the method is left out: the table's
  /// ``UITableView/estimatedSectionFooterHeight``.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat { tableView.estimatedSectionFooterHeight }
  /// Matches UIKit when the method is left out: the table's
  /// ``UITableView/sectionFooterHeight``.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  { tableView.sectionFooterHeight }
  /// Matches UIKit when the method is left out: no view, so the title's, if any.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// Matches UIKit when the method is left out: no view, so the title's, if any.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// Matches UIKit when the method is left out: every row highlights.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Matches UIKit when the method is left out: the row itself.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Matches UIKit when the method is left out: the row itself.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// Matches UIKit when the method is left out: no leading actions.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Matches UIKit when the method is left out: no trailing actions.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// Matches UIKit when the method is left out: a delete control.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// Matches UIKit when the method is left out: rows indent.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// Matches UIKit when the method is left out: "Delete".
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { "Delete" }
  /// Matches UIKit when the method is left out: the proposed place.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Matches UIKit when the method is left out: no menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView,
    willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}
