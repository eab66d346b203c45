/// A table view data source that shows snapshots: apply a new snapshot and the table animates
/// from the old one to it, as `UITableViewDiffableDataSource`.
///
/// Matches UIKit: making one makes it the table's data source (keep a reference: the table
/// holds it weakly); ``apply(_:animatingDifferences:completion:)`` finds the difference between
/// the snapshot on screen and the new one and makes it as one batch update, rows fading in and
/// out with ``defaultRowAnimation`` and moving to their places; the cell provider makes each
/// row's cell from its item identifier. Subclass it to give section titles, as iOS code does.
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
///   tableView, indexPath, fruit in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
///   cell.textLabel?.text = fruit
///   return cell
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// Matches UIKit: makes the cell for a row from its item identifier.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Matches UIKit: how rows come and go when a snapshot is applied with animation
  /// (`.automatic`, a fade).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Matches UIKit: becomes `tableView`'s data source, with an empty snapshot.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  // MARK: Snapshots

  /// Matches UIKit: a copy of the snapshot on screen.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Matches UIKit: shows `snapshot`, animating the insertions, deletions and moves from the
  /// one on screen when `animatingDifferences` (without animation otherwise); `completion`
  /// runs when the table has finished.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let update = SnapshotDifference.update(
      from: current, to: snapshot, animation: defaultRowAnimation)
    current = snapshot
    tableView?.perform(update, animated: animatingDifferences) { _ in completion?() }
  }

  /// Matches UIKit (iOS 15+): shows `snapshot` with a reload of the table, no difference and no
  /// animation.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    if let completion { UIView.animate(withDuration: 0, animations: {}) { _ in completion() } }
  }

  /// Matches UIKit: the item shown at `indexPath`, if any.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(atSection: indexPath.section, index: indexPath.row)
  }

  /// Matches UIKit: where an item is shown, if it is.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
  }

  /// Matches UIKit (iOS 15+): the section shown at `index`, if any.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifier(at: index)
  }

  /// Matches UIKit (iOS 15+): where a section is shown, if it is.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  /// Matches UIKit: the snapshot's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// Matches UIKit: the items of the snapshot's section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.itemCount(inSectionAt: section)
  }

  /// Matches UIKit: the cell provider's cell for the row's item; a provider that returns
  /// `nil` raises UIKit's `NSInternalInconsistencyException`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    {
      return cell
    }
    UIKitException.raise(
      .internalInconsistencyException,
      "UITableView dataSource returned a nil cell for row at index path: <NSIndexPath> "
        + "{length = 2, path = \(indexPath.section) - \(indexPath.row)}. Table view: "
        + "\(tableView), dataSource: \(self)")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Matches UIKit: no header titles; a subclass overrides this to give them.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// Matches UIKit: no row can be edited; a subclass overrides this to allow it.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Matches UIKit: nothing; a subclass overrides this to delete or insert.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Matches UIKit: no row moves; a subclass overrides this to allow it.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Matches UIKit: the snapshot follows the row the user moved (and a subclass may override
  /// this to update its own data, calling `super`).
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard
      let item = current.item(atSection: sourceIndexPath.section, index: sourceIndexPath.row),
      let section = current.sectionIdentifier(at: destinationIndexPath.section)
    else { return }
    current.moveItem(item, to: destinationIndexPath.row, in: section)
  }

  /// Matches UIKit: no footer titles; a subclass overrides this to give them.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
