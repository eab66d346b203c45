/// A collection view data source that shows snapshots: apply a new snapshot and the collection
/// view changes from the old one to it, as `UICollectionViewDiffableDataSource`.
///
/// Matches UIKit: making one makes it the collection view's data source (keep a reference:
/// the collection view holds it weakly); ``apply(_:animatingDifferences:completion:)`` finds
/// the difference between the snapshot on screen and the new one and makes it as one batch
/// update, so cells of items that stay are kept; the cell provider makes each item's cell, and
/// ``supplementaryViewProvider`` the headers and footers the layout asks for.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
///   cell, _, fruit in
///   var content = cell.defaultContentConfiguration()
///   content.text = fruit
///   cell.contentConfiguration = content
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, fruit in
///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Matches UIKit: makes the cell for an item from its identifier.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  /// Matches UIKit: makes a supplementary view of a kind at an index path.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// The outlines applied to sections with `apply(_:to:animatingDifferences:completion:)`.
  private var outlines:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Matches UIKit: makes the supplementary views (headers, footers) the layout places.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// Matches UIKit: what the data source asks and tells when an outline disclosure expands
  /// or collapses an item.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// Matches UIKit (iOS 14+): what the data source asks and tells when the user moves an
  /// item by its reorder accessory.
  public var reorderingHandlers = ReorderingHandlers()

  /// Matches UIKit: becomes `collectionView`'s data source, with an empty snapshot.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: Snapshots

  /// Matches UIKit: a copy of the snapshot on screen.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Matches UIKit: shows `snapshot` as one batch update from the one on screen (inserted,
  /// deleted, moved, reloaded and reconfigured items), animated when `animatingDifferences`;
  /// `completion` runs when it is done.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    outlines = [:]
    show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  private func show(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool, completion: (() -> Void)?
  ) {
    let update = SnapshotDifference.update(from: current, to: snapshot, animation: .automatic)
    current = snapshot
    guard let collectionView else { return }
    collectionView.perform(update, animated: animatingDifferences) { _ in completion?() }
  }

  /// Matches UIKit: shows an outline as the section's items: the section gets the outline's
  /// ``NSDiffableDataSourceSectionSnapshot/visibleItems`` (and is added at the end when it is
  /// not there), other sections stay, and the change is one batch update as for a snapshot.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    let visible = snapshot.visibleItems
    var full = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    let sections = current.sectionIdentifiers
    full.appendSections(sections.contains(section) ? sections : sections + [section])
    for identifier in full.sectionIdentifiers {
      let items = identifier == section ? visible : current.itemIdentifiers(inSection: identifier)
      full.appendItems(items, toSection: identifier)
    }
    outlines[section] = snapshot
    show(full, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Matches UIKit: the section's outline: the one last applied to it, or its items as roots
  /// when a whole snapshot was applied since; empty for a section not shown.
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let outline = outlines[section] { return outline }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  /// Matches UIKit (iOS 15+): shows `snapshot` with a reload of the collection view, no
  /// difference and no animation.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot
    outlines = [:]
    collectionView?.reloadData()
    if let completion { UIView.animate(withDuration: 0, animations: {}) { _ in completion() } }
  }

  /// Matches UIKit: the item shown at `indexPath`, if any.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(atSection: indexPath.section, index: indexPath.item)
  }

  /// Matches UIKit: where an item is shown, if it is.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// Matches UIKit (iOS 15+): the section shown at `index`, if any.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifier(at: index)
  }

  /// Matches UIKit (iOS 15+): where a section is shown, if it is.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// Matches UIKit: the snapshot's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// Matches UIKit: the items of the snapshot's section.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.itemCount(inSectionAt: section)
  }

  /// Matches UIKit: the cell provider's cell for the item; a provider that returns `nil`
  /// raises UIKit's `NSInternalInconsistencyException`.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      showOutlineState(of: item, at: indexPath, in: cell)
      return cell
    }
    UIKitException.raise(
      .internalInconsistencyException,
      "UICollectionView dataSource returned a nil cell for item at index path: "
        + "\(indexPath.description), collection view: \(collectionView), dataSource: \(self)")
    return UICollectionViewCell(frame: .zero)
  }

  /// Matches UIKit: the supplementary view provider's view; without one (or when it returns
  /// `nil`) UIKit raises, as for a data source that gives no view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    UIKitException.raise(
      .internalInconsistencyException,
      "the collection view's data source did not return a valid view from "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind "
        + "'\(kind)' at index path \(indexPath.description); datasource: \(self)")
    return UICollectionReusableView(frame: .zero)
  }

  /// Matches UIKit: an item moves if ``reorderingHandlers``' `canReorderItem` says so.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let item = itemIdentifier(for: indexPath) else { return false }
    return reorderingHandlers.canReorderItem?(item) ?? false
  }

  /// Matches UIKit: the user moved an item; the snapshot takes the move, between
  /// ``reorderingHandlers``' `willReorder` and `didReorder`, each told the transaction. The
  /// collection view has already moved the cell, so nothing is applied.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let item = itemIdentifier(for: sourceIndexPath),
      let destination = sectionIdentifier(for: destinationIndexPath.section)
    else { return }
    var final = current
    final.moveItem(item, to: destinationIndexPath.item, in: destination)
    let transaction = NSDiffableDataSourceTransaction(from: current, to: final)
    reorderingHandlers.willReorder?(transaction)
    current = final
    // A reordered section shows its items flat from now on.
    for change in transaction.sectionTransactions { outlines[change.sectionIdentifier] = nil }
    reorderingHandlers.didReorder?(transaction)
  }

  // MARK: Outlines

  /// Matches UIKit: a list cell of an outlined section is indented by its item's level and
  /// shows whether the item is expanded.
  private func showOutlineState(
    of item: ItemIdentifierType, at indexPath: IndexPath, in cell: UICollectionViewCell
  ) {
    guard let cell = cell as? UICollectionViewListCell,
      let section = current.sectionIdentifier(at: indexPath.section),
      let outline = outlines[section], outline.contains(item)
    else { return }
    cell.indentationLevel = outline.level(of: item)
    cell.setOutlineExpanded(outline.isExpanded(item))
  }
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
  /// Matches UIKit: an outline disclosure's click expands or collapses its item, asking and
  /// telling ``sectionSnapshotHandlers``, and applies the changed outline animated.
  func toggleExpansion(at indexPath: IndexPath) {
    guard let section = sectionIdentifier(for: indexPath.section),
      let item = itemIdentifier(for: indexPath)
    else { return }
    var outline = snapshot(for: section)
    let handlers = sectionSnapshotHandlers
    let expanding = !outline.isExpanded(item)
    if expanding {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      outline.expand([item])
    } else {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    }
    apply(outline, to: section, animatingDifferences: true)
    (collectionView?.cellForItem(at: indexPath) as? UICollectionViewListCell)?
      .setOutlineExpanded(expanding)
  }
}
