/// The side of a row whose actions a swipe reveals.
enum SwipeEdge: Sendable {
  /// The actions of `leadingSwipeActionsConfiguration…`, revealed by a drag toward the
  /// trailing edge.
  case leading
  /// The actions of `trailingSwipeActionsConfiguration…`, revealed by a drag toward the
  /// leading edge.
  case trailing
}

/// What a list (a table view, or a collection view with a list layout) gives the swipe
/// machinery, so that one `SwipeActionsController` serves both.
@MainActor
protocol SwipeActionsList: UIScrollView {
  /// The row at `point`, in the list's coordinates, if there is one that can be swiped.
  func swipeRow(at point: CGPoint) -> IndexPath?
  /// The cell showing a row, if it is on screen.
  func swipeCell(at indexPath: IndexPath) -> UIView?
  /// Where a row's cell is when it is not swiped.
  func swipeRowFrame(at indexPath: IndexPath) -> CGRect
  /// The actions on one side of a row: the delegate's, or the list configuration's.
  func swipeActionsConfiguration(at indexPath: IndexPath, edge: SwipeEdge)
    -> UISwipeActionsConfiguration?
  /// A swipe begins to show a row's actions (UIKit's `willBeginEditingRowAt`).
  func swipeWillBegin(at indexPath: IndexPath)
  /// The actions have gone again (UIKit's `didEndEditingRowAt`).
  func swipeDidEnd(at indexPath: IndexPath)
}

/// A cell whose row can be swiped (a table view cell, or a collection view cell in a list):
/// its configuration state says whether its actions show.
@MainActor
protocol SwipeActionsCell: UIView {
  /// Matches UIKit: `isSwiped` in the cell's configuration state, true from when a swipe
  /// begins to show the row's actions until they have gone again.
  func setSwiped(_ swiped: Bool)
}

extension UITableViewCell: SwipeActionsCell {}
extension UICollectionViewCell: SwipeActionsCell {}
