/// What a table view asks its data source for, as `UITableViewDataSource`: how many sections and
/// rows there are, and a cell for each row on screen.
///
/// Matches UIKit: the table asks for counts first (``numberOfSections(in:)``, then
/// ``tableView(_:numberOfRowsInSection:)`` for each section), and asks for a cell only when its
/// row comes on screen, so a list of 100,000 rows asks for a screenful of cells. Linux has no
/// optional protocol requirements, so the optional ones have default implementations that do
/// what UIKit does when a data source leaves them out.
///
/// ```swift
/// final class Fruits: NSObject, UITableViewDataSource {
///   let names = ["Apple", "Banana", "Cherry"]
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     names.count
///   }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
///     cell.textLabel?.text = names[indexPath.row]
///     return cell
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// Matches UIKit: the number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// Matches UIKit: the cell for the row at `indexPath`, usually from
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Matches UIKit: the number of sections; 1 when left out.
  func numberOfSections(in tableView: UITableView) -> Int
  /// Matches UIKit: the text of `section`'s header, drawn in the style's header look; `nil`
  /// (the default) for none.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Matches UIKit: the text of `section`'s footer; `nil` (the default) for none.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Matches UIKit: whether the row has an editing control in edit mode; `true` by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Matches UIKit: the user chose to delete the row (the Delete button) or to insert one (the
  /// green plus); change your data and call `deleteRows` or `insertRows`.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Matches UIKit: whether the row shows a reorder control in edit mode. UIKit shows one when
  /// the data source implements ``tableView(_:moveRowAt:to:)``; Swift cannot ask whether a
  /// protocol method is implemented, so here the default is `false`: return `true` for rows
  /// that move.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Matches UIKit: the user dragged a row by its reorder control from `sourceIndexPath` to
  /// `destinationIndexPath`; move it in your data (the table has already moved it).
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Matches UIKit when the method is left out: one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// Matches UIKit when the method is left out: no header text.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// Matches UIKit when the method is left out: no footer text.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Matches UIKit when the method is left out: every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// No reorder controls unless asked for (see the requirement).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Matches UIKit when the method is left out: nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// What a table view tells its prefetching data source, as `UITableViewDataSourcePrefetching`:
/// the rows about to come on screen, so that their data can start loading early.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// Matches UIKit: rows within about a screen's height of the visible ones, in the direction
  /// of scrolling, that have not been prefetched since they last left that range.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Matches UIKit: rows prefetched earlier that scrolled away without being shown.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Matches UIKit when the method is left out: nothing to cancel.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
