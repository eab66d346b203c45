/// A scrolling view of items in sections, laid out by a layout object, each item a reusable
/// cell, as `UICollectionView`.
///
/// Matches UIKit: the ``collectionViewLayout`` decides where everything goes
/// (``UICollectionViewFlowLayout``, ``UICollectionViewCompositionalLayout``, or your own); the
/// collection view asks its ``dataSource`` for counts and for the cells and supplementary views
/// of the elements the layout puts on screen, and tells its ``delegate`` as they come and go
/// and as items are highlighted and selected, in UIKit's order. Elements that scroll away are
/// queued for reuse. Cells whose layout estimates their size are sized to their content.
///
/// The tiling is in `UICollectionView+Tiling.swift`, registration and reuse in
/// `UICollectionView+Reuse.swift`, geometry and scrolling in `UICollectionView+Geometry.swift`,
/// selection in `UICollectionView+Selection.swift` and batch updates in
/// `UICollectionView+Updates.swift`.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout.list(
///   using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Where ``scrollToItem(at:at:animated:)`` puts the item, as
  /// `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The position's bits.
    public let rawValue: UInt
    /// Makes a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Matches UIKit: the least scrolling that shows the item.
    public static let none = ScrollPosition([])
    /// Matches UIKit: the item at the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Matches UIKit: the item in the vertical middle.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Matches UIKit: the item at the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Matches UIKit: the item at the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Matches UIKit: the item in the horizontal middle.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Matches UIKit: the item at the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Matches UIKit: the kind of a flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// Matches UIKit: the kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  private var storedLayout: UICollectionViewLayout

  /// Matches UIKit: the layout; setting it lays the collection view out again.
  open var collectionViewLayout: UICollectionViewLayout {
    get { storedLayout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  /// Matches UIKit: where the collection view gets its items. Held weakly; setting it reloads.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// Matches UIKit: the collection view's delegate, a ``UICollectionViewDelegate`` (UIKit
  /// declares the property with that type; here it is the scroll view's). Setting it
  /// invalidates the layout, which may ask it for sizes.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet { storedLayout.invalidateLayout() }
  }

  /// The delegate, when it is a collection view delegate.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// Matches UIKit: told about items shortly before they come on screen. Held weakly.
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// Matches UIKit: whether prefetching is on (`true`).
  open var isPrefetchingEnabled = true

  /// Matches UIKit: a view behind the content, the collection view's size, that does not
  /// scroll.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Matches UIKit: whether a click selects an item (`true`).
  open var allowsSelection = true
  /// Matches UIKit: whether clicks select several items, each click toggling one (`false`).
  open var allowsMultipleSelection = false
  /// Matches UIKit (iOS 15+): whether moving the keyboard focus selects the item too.
  open var selectionFollowsFocus = false

  /// Matches UIKit (iOS 14+): whether the collection view is in edit mode. List cells of items
  /// the delegate lets edit (`collectionView(_:canEditItemAt:)`) show their `.whenEditing`
  /// accessories (delete, reorder) and say so in their configuration state; clicks select
  /// only if ``allowsSelectionDuringEditing``. A ``UICollectionViewController`` sets it from
  /// its own edit mode.
  open var isEditing = false {
    didSet { if isEditing != oldValue { editingDidChange() } }
  }
  /// Matches UIKit (iOS 14+): whether clicks select items in edit mode (`false`).
  open var allowsSelectionDuringEditing = false
  /// Matches UIKit (iOS 14+): whether clicks select several items in edit mode (`false`).
  open var allowsMultipleSelectionDuringEditing = false

  // MARK: State

  /// The loaded item counts, section by section.
  var itemCounts: [Int] = []
  /// Whether the counts are to be asked for again before they are next needed.
  var needsDataLoad = true
  /// The views on screen and the attributes they were given, by element.
  var displayedViews: [ElementKey: UICollectionReusableView] = [:]
  var displayedAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
  /// Views made to size an element before it came on screen, shown when it does.
  var preparedViews: [ElementKey: UICollectionReusableView] = [:]
  /// Elements whose self-sized size the layout has been told, since the data was loaded.
  var sizedElements: Set<ElementKey> = []
  /// Views waiting to be reused, by reuse identifier (and kind, for supplementary views).
  var cellQueues: [String: [UICollectionViewCell]] = [:]
  var supplementaryQueues: [String: [UICollectionReusableView]] = [:]
  var cellRegistrations: [String: ReusableViewSource<UICollectionViewCell>] = [:]
  var supplementaryRegistrations: [String: ReusableViewSource<UICollectionReusableView>] = [:]
  /// The selected items, in the order they were selected.
  var selectedItems: [IndexPath] = []
  /// The item a press is on, highlighted if the delegate allowed it.
  var pressedItem: (indexPath: IndexPath, highlighted: Bool)?
  /// The item the arrow keys have reached.
  var keyboardFocusedItem: IndexPath?
  /// The items told to the prefetching data source and not yet shown or cancelled.
  var prefetchedItems: Set<IndexPath> = []
  /// Guards against a layout started from inside the collection view's own layout.
  var isTiling = false
  /// The size the layout was last prepared for.
  var preparedBoundsSize: CGSize?
  /// Batch update bookkeeping, as the table view's (see `UICollectionView+Updates.swift`).
  var updateDepth = 0
  var pendingUpdate = ListUpdate()
  var updateBeganUnloaded = false
  var pendingUpdateCompletions: [(Bool) -> Void] = []
  /// Whether the batch being applied animates (a diffable `apply` may ask it not to).
  var updateAnimates = true
  /// The cell being configured again in place, which dequeuing returns.
  var reconfiguringCell: (indexPath: IndexPath, cell: UICollectionViewCell)?
  /// The scroll views of orthogonally scrolling sections, by section (see
  /// `UICollectionView+Orthogonal.swift`).
  var orthogonalScrollers: [Int: OrthogonalSectionScroller] = [:]
  /// The item being moved by its reorder accessory or by code (see
  /// `UICollectionView+Reordering.swift`).
  var interactiveMovement: InteractiveMovement?
  /// Reveals list rows' swipe actions; see `SwipeActionsController`.
  lazy var swipeActions = SwipeActionsController(list: self)
  /// Items' context menus; see `ListContextMenu`. UIKit's collection view delegate hears no
  /// display or end calls for them.
  lazy var contextMenu = ListContextMenu(
    hooks: ListContextMenu.Hooks(
      configuration: { [unowned self] point in
        indexPathForItem(at: point).flatMap {
          collectionDelegate?.collectionView(
            self, contextMenuConfigurationForItemsAt: [$0], point: point)
        }
      },
      willDisplay: { _, _ in }, willEnd: { _, _ in }))

  // MARK: Making

  /// Matches UIKit: a collection view laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    storedLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
    // The swipe's drag joins the collection view's recognizers now.
    _ = swipeActions
    addInteraction(contextMenu.interaction)
  }

  /// Matches UIKit's decoding initializer: a collection view with a flow layout.
  public required init?(coder: NSCoder) {
    storedLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    storedLayout.collectionView = self
    _ = swipeActions
    addInteraction(contextMenu.interaction)
  }

  /// Matches UIKit: replaces the layout; the elements on screen move to their new places,
  /// animating when `animated`. Setting ``collectionViewLayout`` calls it, unanimated.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Matches UIKit: replaces the layout; the elements on screen move to their new places,
  /// animating when `animated`, and `completion` runs when they are there.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    guard layout !== storedLayout else { return }
    if storedLayout.collectionView === self { storedLayout.collectionView = nil }
    storedLayout = layout
    layout.collectionView = self
    layout.needsPreparation = true
    sizedElements = []
    let apply = {
      self.setNeedsLayout()
      self.layoutIfNeeded()
    }
    if animated {
      UIView.animate(withDuration: 0.3, animations: apply, completion: completion)
    } else {
      UIView.performWithoutAnimation(apply)
      if let completion { UIView.animate(withDuration: 0, animations: {}, completion: completion) }
    }
  }

  // MARK: Loading

  /// Matches UIKit: forgets the items, so the data source is asked again before the next
  /// frame; what is on screen ends its display and is queued for reuse now.
  open func reloadData() {
    swipeActions.listWillChange()
    endDisplayingEverything()
    needsDataLoad = true
    selectedItems = []
    keyboardFocusedItem = nil
    pressedItem = nil
    sizedElements = []
    storedLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// Matches UIKit: the number of sections, loading the counts first if they are stale.
  open var numberOfSections: Int {
    loadDataIfNeeded()
    return itemCounts.count
  }

  /// Matches UIKit: the number of items in `section` (0 for a section that does not exist).
  open func numberOfItems(inSection section: Int) -> Int {
    loadDataIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// Asks the data source for the counts when they are stale.
  func loadDataIfNeeded() {
    guard needsDataLoad else { return }
    needsDataLoad = false
    guard let dataSource else {
      itemCounts = []
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    itemCounts = (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  /// The layout was invalidated: the collection view lays out again.
  func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything { sizedElements = [] }
    setNeedsLayout()
  }

  // MARK: Overrides

  /// Matches UIKit: scrolling may invalidate the layout (when the layout's
  /// ``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` says so) and shows
  /// other elements, so the collection view lays out again.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      guard newValue != super.contentOffset else { return }
      // Matches UIKit: scrolling closes a row's swipe actions.
      swipeActions.close(animated: true)
      let newBounds = CGRect(origin: newValue, size: bounds.size)
      if storedLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
        storedLayout.invalidateLayout(
          with: storedLayout.invalidationContext(forBoundsChange: newBounds))
      }
      super.contentOffset = newValue
      setNeedsLayout()
    }
  }

  /// Matches UIKit: a sideways drag that swipes a list row does not scroll the collection
  /// view, and the swipe's drag begins only then.
  /// A context menu's presses begin only on rows that have a menu.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    swipeActions.shouldBegin(gestureRecognizer) ?? contextMenu.shouldBegin(gestureRecognizer)
      ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Matches UIKit: a press on an item highlights it if the delegate allows.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    // Matches UIKit: a press while a row's actions show only closes them.
    if swipeActions.closesOnPress(at: touch.location(in: self)) { return }
    pressBegan(touch)
  }

  /// Matches UIKit: the collection view keeps the press; a drag that scrolls cancels it.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Matches UIKit: releasing a press over its item selects the item.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pressEnded(touch, cancelled: false)
  }

  /// Matches UIKit: a cancelled press unhighlights its item.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pressEnded(touch, cancelled: true)
  }

  /// The arrow keys, Return and Space, for when the collection view or a view in it has the
  /// keyboard (`UICollectionViewController` offers them too).
  open override var keyCommands: [UIKeyCommand]? {
    (super.keyCommands ?? []) + listKeyCommands
  }

  /// Matches UIKit: prepares the layout if it was invalidated, then shows the elements on
  /// screen.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutCollection()
  }

  /// Matches UIKit: a compositional layout, which mirrors right to left, is laid out again
  /// when the collection view's layout direction changes (moving into a right-to-left window,
  /// say), and any layout when the text size changes, so that self-sizing cells whose fonts
  /// follow Dynamic Type are measured again.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let turned =
      previousTraitCollection?.layoutDirection != traitCollection.layoutDirection
      && collectionViewLayout is UICollectionViewCompositionalLayout
    let resized =
      previousTraitCollection?.preferredContentSizeCategory
      != traitCollection.preferredContentSizeCategory
    if turned || resized { collectionViewLayout.invalidateLayout() }
  }

  // MARK: Overridable (declared here: Swift cannot override what an extension declares)

  /// Matches UIKit: a released drag rests where the layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says (a paging
  /// carousel's layout snaps to its items there), and then the delegate may move it.
  override func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    collectionViewLayout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }

  /// Matches UIKit: items whose cells are replaced by new ones from the data source.
  open func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems.formUnion(indexPaths) }
  }

  /// Matches UIKit: items the data source no longer has, at their index paths before it.
  open func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedItems.formUnion(indexPaths) }
  }

  /// Matches UIKit: items the data source now has, at their index paths after the update.
  open func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedItems.formUnion(indexPaths) }
  }

  /// Matches UIKit: makes the insertions, deletions, moves and reloads in `updates` as one
  /// change, checked against the data source's new counts; `completion` runs when it is done.
  /// A batch whose counts do not add up raises UIKit's `NSInternalInconsistencyException`
  /// ("Invalid update: invalid number of items in section …") and changes nothing.
  ///
  /// ```swift
  /// photos.insert(photo, at: 0)
  /// collectionView.performBatchUpdates {
  ///   collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
  /// }
  /// ```
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batch(updates, completion: completion)
  }

  /// Matches UIKit: scrolls so that the item sits at `scrollPosition`; an item that does not
  /// exist raises UIKit's `NSRangeException` and nothing scrolls.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    loadDataIfNeeded()
    let items = itemCounts.indices.contains(indexPath.section) ? itemCounts[indexPath.section] : 0
    guard indexPath.count == 2, indexPath.item >= 0, indexPath.item < items else {
      UIKitException.raise(
        .rangeException,
        "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) "
          + "when there are only \(items) items in section \(indexPath.section). Collection "
          + "view: \(self)")
      return
    }
    prepareLayoutIfNeeded()
    guard let frame = collectionViewLayout.shownAttributesForItem(at: indexPath)?.frame else {
      return
    }
    let insets = adjustedContentInset
    let visible = CGSize(
      width: bounds.width - insets.left - insets.right,
      height: bounds.height - insets.top - insets.bottom)
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY - insets.top }
    if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - visible.height / 2 - insets.top
    }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - visible.height - insets.top }
    if scrollPosition.contains(.left) { offset.x = frame.minX - insets.left }
    if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - visible.width / 2 - insets.left
    }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - visible.width - insets.left }
    if scrollPosition.isEmpty {
      if frame.minY < bounds.minY + insets.top {
        offset.y = frame.minY - insets.top
      } else if frame.maxY > bounds.maxY - insets.bottom {
        offset.y = frame.maxY - visible.height - insets.top
      }
      if frame.minX < bounds.minX + insets.left {
        offset.x = frame.minX - insets.left
      } else if frame.maxX > bounds.maxX - insets.right {
        offset.x = frame.maxX - visible.width - insets.left
      }
    }
    let target = clamped(offset)
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Matches UIKit: the cell showing the item, or `nil` when it is not on screen.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return displayedViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
      as? UICollectionViewCell
  }

  /// Matches UIKit: selects the item (deselecting the others unless
  /// ``allowsMultipleSelection``) and scrolls to it; `nil` deselects every item. The delegate
  /// is not told.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for item in selectedItems { deselectItem(at: item, animated: animated) }
      return
    }
    guard allowsSelection || allowsMultipleSelection, contains(indexPath) else { return }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath {
        deselectItem(at: item, animated: animated)
      }
    }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    visibleCell(at: indexPath)?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Matches UIKit: deselects the item. The delegate is not told.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard let index = selectedItems.firstIndex(of: indexPath) else { return }
    selectedItems.remove(at: index)
    visibleCell(at: indexPath)?.isSelected = false
  }

  /// Matches UIKit: the selected items, or `nil` when none are.
  open var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems
  }

  /// Matches UIKit: the layout's attributes for the item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.shownAttributesForItem(at: indexPath)
  }

  /// Matches UIKit: the item whose cell is at `point` (in the collection view's coordinates).
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.shownAttributesForElements(in: probe).last {
      $0.representedElementCategory == .cell && $0.frame.contains(point)
    }?.indexPath
  }

  /// Matches UIKit: the item a cell on screen shows, or `nil`.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayedViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
  }

  /// Matches UIKit: the items on screen, in index path order.
  open var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return displayedViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
  }

  /// Matches UIKit: the cells on screen, in index path order.
  open var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return displayedViews.filter { $0.key.category == .cell }.sorted {
      $0.key.indexPath < $1.key.indexPath
    }.compactMap { $0.value as? UICollectionViewCell }
  }

  /// Matches UIKit: a supplementary view of `elementKind` for `identifier`, reused or newly
  /// made; an unregistered identifier raises.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = Self.supplementaryKey(elementKind, identifier)
    let attributes = collectionViewLayout.shownAttributesForSupplementaryView(
      ofKind: elementKind, at: indexPath)
    if let view = supplementaryQueues[key]?.popLast() {
      view.prepareForReuse()
      giveLayoutAttributes(attributes, to: view)
      return view
    }
    let made: UICollectionReusableView?
    switch supplementaryRegistrations[key] {
    case .type(let type): made = type.init(registeredWithReuseIdentifier: identifier)
    case .nib(let nib): made = madeFromNib(nib, identifier: identifier)
    case .prototype(let prototype): made = prototype.make() as? UICollectionReusableView
    case nil: made = nil
    }
    if let made {
      made.reuseIdentifier = identifier
      made.reuseKind = elementKind
      giveLayoutAttributes(attributes, to: made)
      return made
    }
    UIKitException.raise(
      .internalInconsistencyException,
      "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
    return UICollectionReusableView(frame: .zero)
  }

  /// Matches UIKit: a cell for `identifier`, from the reuse queue (after its
  /// `prepareForReuse()`) or newly made. An identifier nothing was registered for raises
  /// UIKit's `NSInternalInconsistencyException`.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let (item, cell) = reconfiguringCell, item == indexPath, cell.reuseIdentifier == identifier {
      return cell
    }
    if let cell = cellQueues[identifier]?.popLast() {
      cell.prepareForReuse()
      giveLayoutAttributes(collectionViewLayout.shownAttributesForItem(at: indexPath), to: cell)
      return cell
    }
    let made: UICollectionViewCell?
    switch cellRegistrations[identifier] {
    case .type(let type): made = type.init(registeredWithReuseIdentifier: identifier)
    case .nib(let nib): made = madeFromNib(nib, identifier: identifier)
    case .prototype(let prototype): made = prototype.make() as? UICollectionViewCell
    case nil: made = nil
    }
    if let made {
      made.reuseIdentifier = identifier
      giveLayoutAttributes(collectionViewLayout.shownAttributesForItem(at: indexPath), to: made)
      return made
    }
    UIKitException.raise(
      .internalInconsistencyException,
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
        + "\(identifier) - must register a nib or a class for the identifier or connect a "
        + "prototype cell in a storyboard")
    let placeholder = UICollectionViewCell(frame: .zero)
    placeholder.reuseIdentifier = identifier
    return placeholder
  }

  /// Matches UIKit: supplementary views of `kind` for `identifier` come from `nib`.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryRegistrations[Self.supplementaryKey(kind, identifier)] = nib.map { .nib($0) }
  }

  /// Matches UIKit: supplementary views of `elementKind` for `identifier` are made of
  /// `viewClass`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = Self.supplementaryKey(elementKind, identifier)
    guard let viewClass else {
      supplementaryRegistrations[key] = nil
      return
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "must pass a class of kind UICollectionReusableView - \(viewClass) is not one")
      return
    }
    supplementaryRegistrations[key] = .type(type)
  }

  /// Matches UIKit: cells for `identifier` come from `nib`.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// Matches UIKit: ``dequeueReusableCell(withReuseIdentifier:for:)`` makes cells of
  /// `cellClass` (a `UICollectionViewCell` subclass) for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellRegistrations[identifier] = nil
      return
    }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "must pass a class of kind UICollectionViewCell - \(cellClass) is not one")
      return
    }
    cellRegistrations[identifier] = .type(type)
  }

  /// Matches UIKit: sections whose items and supplementary views are all replaced.
  open func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Matches UIKit: a section that moved, from its index before the update to the one after.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Matches UIKit: sections the data source no longer has, at their indexes before it.
  open func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Matches UIKit: sections the data source now has, at their indexes after the update.
  open func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Matches UIKit: an item that moved, from its index path before the update to the one after.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append((indexPath, newIndexPath)) }
  }
}
