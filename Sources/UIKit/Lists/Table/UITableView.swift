/// A scrolling list of rows in sections, each row a reusable cell, as `UITableView`.
///
/// Matches UIKit: the table asks its ``dataSource`` for counts and for a cell for each row that
/// comes on screen, and its ``delegate`` for heights and section views and about display and
/// selection, in UIKit's order; rows that scroll away put their cells in a reuse queue, so the
/// live cells stay a screenful whatever the row count. Heights start as estimates and are
/// replaced by real ones (asked of the delegate, or measured from a self-sizing cell) as rows
/// come on screen, and content above the visible rows that changes height moves the offset
/// with it, so what is on screen does not jump.
///
/// The table is built on ``UIScrollView``: a wheel, a drag or the keyboard (↑ and ↓ move the
/// focused row, Return selects it, Space toggles it in multiple selection) scrolls it. The
/// cells' layout is in `UITableView+Tiling.swift`, registration and reuse in
/// `UITableView+Reuse.swift`, geometry queries and scrolling in `UITableView+Geometry.swift`,
/// and selection in `UITableView+Selection.swift`.
///
/// ```swift
/// let table = UITableView(frame: view.bounds, style: .insetGrouped)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
/// table.dataSource = self
/// view.addSubview(table)
/// ```
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The look of a table, as `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Matches UIKit: rows edge to edge on the system background; section headers float at the
    /// top while their section scrolls under them.
    case plain = 0
    /// Matches UIKit: sections apart on the grouped background, headers and footers scrolling
    /// with them.
    case grouped = 1
    /// Matches UIKit (iOS 13+): grouped sections inset from the edges, with rounded corners.
    case insetGrouped = 2
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row, as `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    /// Matches UIKit: the least scrolling that shows the whole row.
    case none = 0
    /// Matches UIKit: the row at the top of the visible area.
    case top = 1
    /// Matches UIKit: the row in the middle.
    case middle = 2
    /// Matches UIKit: the row at the bottom.
    case bottom = 3
  }

  /// How rows animate as they are inserted, deleted or reloaded, as
  /// `UITableView.RowAnimation`.
  public enum RowAnimation: Int, Sendable {
    /// Matches UIKit: the row fades in or out.
    case fade = 0
    /// Matches UIKit: the row slides in from, or out to, the right.
    case right = 1
    /// Matches UIKit: the row slides in from, or out to, the left.
    case left = 2
    /// Matches UIKit: the row slides in from, or out to, the top.
    case top = 3
    /// Matches UIKit: the row slides in from, or out to, the bottom.
    case bottom = 4
    /// Matches UIKit: no animation of the row's own; the rows around it still move.
    case none = 5
    /// Matches UIKit: the row shrinks to or grows from its middle.
    case middle = 6
    /// Matches UIKit: the table chooses (a fade).
    case automatic = 100
  }

  /// Matches UIKit: a height or estimate that tells the table to choose: a self-sizing cell's
  /// fitted height, a title's height, or the style's default.
  public static let automaticDimension: CGFloat = -1

  /// Matches UIKit: the table's look, fixed when it is made.
  public let style: Style

  /// Matches UIKit: where the table gets its rows. Held weakly; setting it reloads.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }

  /// Matches UIKit: the table's delegate, a ``UITableViewDelegate`` (UIKit declares the
  /// property with that type; here it is the scroll view's, and the table uses it when it is
  /// one). Setting it reloads the table's geometry.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet { invalidateGeometry() }
  }

  /// The delegate, when it is a table view delegate.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  /// Matches UIKit: told about rows shortly before they come on screen. Held weakly.
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// Matches UIKit: the height of every row the delegate does not size;
  /// ``automaticDimension`` (the default) sizes each row to its cell.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// Matches UIKit: the estimate used for rows not yet on screen; ``automaticDimension`` (the
  /// default) uses ``rowHeight`` when it is fixed and 44 points otherwise; 0 turns estimates
  /// off, so every row's height is asked for when the table loads.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// Matches UIKit: the height of section headers the delegate does not size;
  /// ``automaticDimension`` fits a title, a self-sizing view, or the style's spacing.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// Matches UIKit: the height of section footers the delegate does not size.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// Matches UIKit's property. Headers are sized when the table loads (sections are few), so
  /// their estimates are not used; kept so that code setting it compiles.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// Matches UIKit's property; not used, as for ``estimatedSectionHeaderHeight``.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// Matches UIKit (iOS 15+): the space above each section header in a plain table;
  /// ``automaticDimension`` (the default) is 22 points above a header, none where there is
  /// none.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }

  /// Matches UIKit: whether rows have separators (`.singleLine`, the default).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { refreshPlacements() }
  }
  /// Matches UIKit: the separators' colour, `.separator` by default.
  open var separatorColor: UIColor? = .separator {
    didSet { refreshPlacements() }
  }
  private var explicitSeparatorInset: UIEdgeInsets?
  /// Matches UIKit: the separators' inset for cells that set none; by default each separator
  /// starts where its cell's text does (16 points, or after the image).
  open var separatorInset: UIEdgeInsets {
    get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: listMargin, bottom: 0, right: 0) }
    set {
      explicitSeparatorInset = newValue
      refreshPlacements()
    }
  }
  var cellSeparatorInset: UIEdgeInsets? { explicitSeparatorInset }

  /// Matches UIKit: whether the content of cells, headers and footers keeps inside the
  /// table's safe area at the leading and trailing sides (`true`, the default), as plain and
  /// grouped rows do in landscape while their backgrounds reach the edges.
  open var insetsContentViewsToSafeArea = true {
    didSet { setNeedsLayout() }
  }

  /// Matches UIKit: a view behind the rows, the table's size, that does not scroll.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Matches UIKit: a view above the first section, scrolling with the rows, at its own height
  /// and the table's width.
  open var tableHeaderView: UIView? {
    didSet {
      guard tableHeaderView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      setNeedsLayout()
    }
  }

  /// Matches UIKit: a view below the last section, at its own height and the table's width.
  open var tableFooterView: UIView? {
    didSet {
      guard tableFooterView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      setNeedsLayout()
    }
  }

  /// Matches UIKit: whether the table is in edit mode; setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { tableIsEditing }
    set { setEditing(newValue, animated: false) }
  }
  var tableIsEditing = false

  /// Matches UIKit: enters or leaves edit mode. Each row on screen that its data source says
  /// can be edited shows its delegate's editing control (a delete control by default) and
  /// moves its content aside, and rows that can move show a reorder control; the data source
  /// and delegate are asked row by row, top to bottom (`canEditRowAt`, `editingStyleForRowAt`,
  /// `shouldIndentWhileEditingRowAt`, `canMoveRowAt`). Swipe actions close, and are off while
  /// editing.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != tableIsEditing else { return }
    swipeActions.close(animated: animated)
    tableIsEditing = editing
    for indexPath in displayedCells.keys.sorted() {
      guard let cell = displayedCells[indexPath] else { continue }
      if editing { cell.rowEditing = rowEditing(at: indexPath) }
      cell.setEditing(editing, animated: animated)
    }
  }

  /// Matches UIKit: whether a click selects a row in edit mode (`false`).
  open var allowsSelectionDuringEditing = false

  /// Matches UIKit: whether a click selects a row (`true`).
  open var allowsSelection = true
  /// Matches UIKit: whether clicks select several rows, each click toggling one (`false`).
  /// Selected cells show their `multipleSelectionBackgroundView`, where they have one.
  open var allowsMultipleSelection = false {
    didSet {
      guard allowsMultipleSelection != oldValue else { return }
      for cell in displayedCells.values { cell.refreshSelectionLook(animated: false) }
    }
  }
  /// Matches UIKit: stored; cells use the list margins here.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Matches UIKit (iOS 15+): whether moving the keyboard focus with the arrow keys selects
  /// the row too (`false`: Return or Space selects it).
  open var selectionFollowsFocus = false

  // MARK: State

  /// The loaded counts and heights; see `TableGeometry`.
  var geometry = TableGeometry()
  /// Whether the counts are to be asked for again before they are next needed.
  var needsDataLoad = true
  /// Whether the heights and titles are to be asked for again (the counts stay).
  var needsGeometry = false
  /// The width the heights were measured at.
  var measuredWidth: CGFloat?
  /// The cells on screen, by row.
  var displayedCells: [IndexPath: UITableViewCell] = [:]
  /// The section header and footer views on screen.
  var displayedHeaders: [Int: UIView] = [:]
  var displayedFooters: [Int: UIView] = [:]
  /// Views made to measure a row or section before it came on screen, shown when it does.
  var preparedCells: [IndexPath: UITableViewCell] = [:]
  var preparedSupplements: [TableGeometry.Item: UIView] = [:]
  /// Cells and header views waiting to be reused, by reuse identifier.
  var reuseQueues: [String: [UITableViewCell]] = [:]
  var supplementQueues: [String: [UITableViewHeaderFooterView]] = [:]
  /// Where the header or footer the delegate is being asked for shows, so that a view it
  /// dequeues knows its default content configuration.
  var placementOfSupplementAskedFor: SectionSupplementPlacement?
  var cellRegistrations: [String: ReusableViewSource<UITableViewCell>] = [:]
  /// The sections of a storyboard table whose cells are static (`dataMode="static"`), which a
  /// ``UITableViewController`` shows as its content.
  var staticSections: [StaticTableSection]?
  var supplementRegistrations: [String: ReusableViewSource<UITableViewHeaderFooterView>] = [:]
  /// The selected rows, in the order they were selected.
  var selectedRows: [IndexPath] = []
  /// The row a press is on, highlighted if the delegate allowed it.
  var pressedRow: (indexPath: IndexPath, highlighted: Bool)?
  /// The row the arrow keys have reached.
  var keyboardFocusedRow: IndexPath?
  /// The rows told to the prefetching data source and not yet shown or cancelled.
  var prefetchedRows: Set<IndexPath> = []
  /// Guards against a layout started from inside the table's own layout.
  var isTiling = false
  /// How deep `beginUpdates` calls nest, and the changes they have gathered.
  var updateDepth = 0
  var pendingUpdate = ListUpdate()
  /// Whether the batch being applied animates (`false` for a diffable data source's
  /// `apply(_:animatingDifferences: false)`).
  var updateAnimates = true
  /// The row being dragged by its reorder control, if any.
  var reordering: Reordering?
  /// Whether the current batch began before the table had loaded anything.
  var updateBeganUnloaded = false
  /// The completions of the batches gathered into the current one.
  var pendingUpdateCompletions: [(Bool) -> Void] = []
  /// The cell being configured again in place, which dequeuing its identifier for its row
  /// returns (see `reconfigureRows(at:)`).
  var reconfiguringCell: (indexPath: IndexPath, cell: UITableViewCell)?

  // MARK: Making

  /// Matches UIKit: a table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit: a plain table.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Matches UIKit's decoding initializer: a table of the style a storyboard's `<tableView>`
  /// gives (plain otherwise), with the coder's frame and settings.
  public required init?(coder: NSCoder) {
    style = (coder as? NibDecoder)?.tableStyle ?? .plain
    super.init(coder: coder)
    setUp()
  }

  /// Reveals rows' swipe actions; see `SwipeActionsController`.
  lazy var swipeActions = SwipeActionsController(list: self)

  /// Rows' context menus; see `ListContextMenu`.
  lazy var contextMenu = ListContextMenu(
    hooks: ListContextMenu.Hooks(
      configuration: { [unowned self] point in
        indexPathForRow(at: point).flatMap {
          tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: $0, point: point)
        }
      },
      willDisplay: { [unowned self] in
        tableDelegate?.tableView(self, willDisplayContextMenu: $0, animator: $1)
      },
      willEnd: { [unowned self] in
        tableDelegate?.tableView(self, willEndContextMenuInteraction: $0, animator: $1)
      }))

  private func setUp() {
    // The swipe's drag joins the table's recognizers now.
    _ = swipeActions
    addInteraction(contextMenu.interaction)
    alwaysBounceVertical = true
    // Matches iOS 17's logs of plain tables: `backgroundColor = <UIDynamicSystemColor: 0x…;
    // name = tableBackgroundColor>`, which resolves as the system background does.
    backgroundColor = style == .plain ? .tableBackground : .systemGroupedBackground
  }

  /// The leading and trailing margin of rows' content, as iOS's list margins: 16 points, 20
  /// on screens 414 points wide or more.
  var listMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

  /// How far `.insetGrouped` sections are inset from the table's left and right sides: the
  /// list margin inside the safe area, as iOS keeps them clear of the sensor housing in
  /// landscape.
  var sectionInsets: (left: CGFloat, right: CGFloat) {
    guard style == .insetGrouped else { return (0, 0) }
    let safeArea = listSafeAreaSides
    return (safeArea.left + listMargin, safeArea.right + listMargin)
  }

  // MARK: Loading

  /// Matches UIKit: forgets the rows, so the data source is asked again for everything before
  /// the next frame; the cells on screen end their display and go to the reuse queue now.
  open func reloadData() {
    swipeActions.listWillChange()
    endDisplayingEverything()
    needsDataLoad = true
    selectedRows = []
    keyboardFocusedRow = nil
    pressedRow = nil
    setNeedsLayout()
  }

  /// Asks again for heights and titles before the next frame, keeping the rows.
  func invalidateGeometry() {
    guard !needsDataLoad else { return }
    needsGeometry = true
    setNeedsLayout()
  }

  /// Matches UIKit: the number of sections, loading the counts first if they are stale.
  open var numberOfSections: Int {
    loadDataIfNeeded()
    return geometry.numberOfSections
  }

  /// Matches UIKit: the number of rows in `section` (0 for a section that does not exist).
  open func numberOfRows(inSection section: Int) -> Int {
    loadDataIfNeeded()
    return geometry.numberOfRows(inSection: section)
  }

  /// Asks the data source for the counts, then the heights, when they are stale.
  func loadDataIfNeeded() {
    guard needsDataLoad else { return }
    needsDataLoad = false
    needsGeometry = false
    var counts: [Int] = []
    if let dataSource {
      let sections = max(0, dataSource.numberOfSections(in: self))
      counts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }
    buildGeometry(rowCounts: counts)
  }

  /// Asks for the heights and titles again, if something they depend on changed.
  func updateGeometryIfNeeded() {
    loadDataIfNeeded()
    guard needsGeometry || measuredWidth != bounds.width else { return }
    needsGeometry = false
    buildGeometry(rowCounts: geometry.sections.map(\.rows.count))
  }

  /// Matches UIKit: scrolling shows other rows, so the table lays out again.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      guard newValue != super.contentOffset else { return }
      // Matches UIKit: scrolling closes a row's swipe actions.
      if !isTiling { swipeActions.close(animated: true) }
      super.contentOffset = newValue
      setNeedsLayout()
    }
  }

  // MARK: Input (see UITableView+Selection.swift)

  /// Matches UIKit: a sideways drag that swipes a row does not scroll the table, and the
  /// swipe's drag begins only then.
  /// A context menu's presses begin only on rows that have a menu.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    swipeActions.shouldBegin(gestureRecognizer) ?? contextMenu.shouldBegin(gestureRecognizer)
      ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Matches UIKit: a press on a row highlights it if the delegate allows.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    // Matches UIKit: a press while a row's actions show only closes them.
    if swipeActions.closesOnPress(at: touch.location(in: self)) { return }
    pressBegan(touch)
  }

  /// Matches UIKit: the table keeps the press; a drag that scrolls cancels it instead.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Matches UIKit: releasing a press over its row selects the row.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pressEnded(touch, cancelled: false)
  }

  /// Matches UIKit: a cancelled press (the table began scrolling) unhighlights its row.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    pressEnded(touch, cancelled: true)
  }

  /// The arrow keys, Return and Space, for when the table or a view in it has the keyboard
  /// (`UITableViewController` offers them too).
  open override var keyCommands: [UIKeyCommand]? {
    (super.keyCommands ?? []) + listKeyCommands
  }

  /// Matches UIKit: lays out the table header and footer views, the backgrounds, then the
  /// rows and section views on screen.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutTable()
  }

  /// Matches UIKit (iOS 11+): when the text size changes, self-sizing rows, whose fonts follow
  /// it, are measured again.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if let previousTraitCollection,
      previousTraitCollection.preferredContentSizeCategory
        != traitCollection.preferredContentSizeCategory
    {
      invalidateGeometry()
    }
  }

  // MARK: Overridable (declared here: Swift cannot override what an extension declares)

  /// Matches UIKit: a cell for `identifier`, from the reuse queue (after its
  /// `prepareForReuse()`) or newly made from the registration. An identifier nothing was
  /// registered for raises UIKit's `NSInternalInconsistencyException`.
  ///
  /// ```swift
  /// let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  /// ```
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let (row, cell) = reconfiguringCell, row == indexPath, cell.reuseIdentifier == identifier {
      return cell
    }
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    UIKitException.raise(
      .internalInconsistencyException,
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Matches UIKit: rows whose cells are replaced, asking the data source for new ones; the old
  /// cell leaves and the new one arrives with `animation`.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { update in
      for indexPath in indexPaths {
        update.reloadedItems.insert(indexPath)
        update.deleteAnimations[indexPath] = animation
      }
    }
  }

  /// Matches UIKit: rows the data source no longer has, at their index paths before the update.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { update in
      for indexPath in indexPaths {
        update.deletedItems.insert(indexPath)
        update.deleteAnimations[indexPath] = animation
      }
    }
  }

  /// Matches UIKit: rows the data source now has, at their index paths after the update.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { update in
      for indexPath in indexPaths {
        update.insertedItems.insert(indexPath)
        update.insertAnimations[indexPath] = animation
      }
    }
  }

  /// Matches UIKit: makes the insertions, deletions, moves and reloads in `updates` as one
  /// animated change, checked against the data source's new counts; `completion` runs when the
  /// animations end. A batch whose counts do not add up raises UIKit's
  /// `NSInternalInconsistencyException` and changes nothing.
  ///
  /// ```swift
  /// fruits.insert("Fig", at: 2)
  /// tableView.performBatchUpdates {
  ///   tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
  /// }
  /// ```
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    openBatch()
    updates?()
    if let completion { pendingUpdateCompletions.append(completion) }
    closeBatch()
  }

  /// Matches UIKit: scrolls so that the row sits at `scrollPosition` (`.none`: the least
  /// scrolling that shows it). A row that does not exist raises UIKit's `NSRangeException`
  /// and nothing scrolls.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    updateGeometryIfNeeded()
    guard checkScrollTarget(indexPath) else { return }
    let rect = rowFrame(indexPath)
    let insets = adjustedContentInset
    let visibleHeight = bounds.height - insets.top - insets.bottom
    // A plain table's floating header covers the top of its section.
    let headerCover = style == .plain ? geometry.sections[indexPath.section].header : 0
    var y = contentOffset.y
    switch scrollPosition {
    case .top:
      y = rect.minY - headerCover - insets.top
    case .middle:
      y = rect.midY - visibleHeight / 2 - insets.top
    case .bottom:
      y = rect.maxY - visibleHeight - insets.top
    case .none:
      let top = bounds.minY + insets.top + headerCover
      let bottom = bounds.maxY - insets.bottom
      if rect.minY < top {
        y = rect.minY - headerCover - insets.top
      } else if rect.maxY > bottom {
        y = rect.maxY - visibleHeight - insets.top
      }
    }
    let target = clamped(CGPoint(x: contentOffset.x, y: y))
    guard target != contentOffset else { return }
    setContentOffset(target, animated: animated)
  }

  /// Matches UIKit: the cell showing the row, or `nil` when the row is not on screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return displayedCells[indexPath]
  }

  /// Matches UIKit: deselects the row, fading its selection out when `animated`. The delegate
  /// is not told.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard let index = selectedRows.firstIndex(of: indexPath) else { return }
    selectedRows.remove(at: index)
    displayedCells[indexPath]?.setSelected(false, animated: animated)
  }

  /// Matches UIKit: selects the row (deselecting the others unless
  /// ``allowsMultipleSelection``) and scrolls it to `scrollPosition`; `nil` deselects every
  /// row. The delegate is not told, as in UIKit.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    updateGeometryIfNeeded()
    guard geometry.contains(indexPath), allowsSelection || allowsMultipleSelection else { return }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    displayedCells[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none || animated {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Matches UIKit: where the row is in the table's content, with its height so far (an
  /// estimate until it has been on screen); `.zero` for a row that does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    updateGeometryIfNeeded()
    guard geometry.contains(indexPath) else { return .zero }
    return rowFrame(indexPath)
  }

  /// Matches UIKit: the row at `point` (in the table's coordinates), or `nil`.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    updateGeometryIfNeeded()
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return geometry.row(at: point.y)
  }

  /// Matches UIKit: the footer view of a section on screen, if it is a
  /// `UITableViewHeaderFooterView`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return displayedFooters[section] as? UITableViewHeaderFooterView
  }

  /// Matches UIKit: the header view of a section on screen, if it is a
  /// `UITableViewHeaderFooterView`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return displayedHeaders[section] as? UITableViewHeaderFooterView
  }

  /// Matches UIKit: the row a cell on screen shows, or `nil`.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    displayedCells.first { $0.value === cell }?.key
  }

  /// Matches UIKit: the rows on screen, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return displayedCells.keys.sorted()
  }

  /// Matches UIKit: the cells on screen, top to bottom, laid out first if scrolling moved them.
  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return displayedCells.keys.sorted().compactMap { displayedCells[$0] }
  }

  /// Matches UIKit: sections whose rows and section views are all replaced.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { update in
      update.reloadedSections.formUnion(sections)
      for section in sections { update.deletedSectionAnimations[section] = animation }
    }
  }

  /// Matches UIKit: a section that moved, from its index before the update to the one after.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Matches UIKit: sections the data source no longer has, at their indexes before the update.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { update in
      update.deletedSections.formUnion(sections)
      for section in sections { update.deletedSectionAnimations[section] = animation }
    }
  }

  /// Matches UIKit: sections the data source now has, at their indexes after the update.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { update in
      update.insertedSections.formUnion(sections)
      for section in sections { update.insertedSectionAnimations[section] = animation }
    }
  }

  /// Matches UIKit: a row that moved, from its index path before the update to the one after.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Matches UIKit: gathers the following changes, up to the matching ``endUpdates()``, into
  /// one batch. Calls nest.
  open func beginUpdates() { openBatch() }

  /// Matches UIKit: ends a ``beginUpdates()``; the outermost one applies the batch.
  open func endUpdates() { closeBatch() }

  /// Matches UIKit: a header or footer view for `identifier`, reused or newly made from its
  /// registration; `nil` when nothing was registered for it. Like a cell, it already has the
  /// table's traits.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    let view = dequeued(
      identifier, from: \.supplementQueues, registration: supplementRegistrations[identifier])
    // Matches UIKit: dequeued for a section, the view's default configuration is that
    // section's header or footer look.
    if let placement = placementOfSupplementAskedFor { view?.placement = placement }
    return view
  }

  /// Matches UIKit: a cell for `identifier` from the reuse queue (after its
  /// `prepareForReuse()`), else a new one if the identifier is registered, else `nil`.
  /// The cell already has the table's traits and style, as UIKit's has when the data source
  /// configures it, so that its `defaultBackgroundConfiguration()` is the table's.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    let cell = dequeued(
      identifier, from: \.reuseQueues, registration: cellRegistrations[identifier])
    cell?.placement = listPlacement
    return cell
  }

  /// Matches UIKit: header and footer views for `identifier` come from `nib`.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    supplementRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// Matches UIKit: ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes views of
  /// `aClass` (a `UITableViewHeaderFooterView` subclass) for `identifier`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      supplementRegistrations[identifier] = nil
      return
    }
    guard let type = aClass as? UITableViewHeaderFooterView.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "must pass a class of kind UITableViewHeaderFooterView - \(aClass) is not one")
      return
    }
    supplementRegistrations[identifier] = .type(type)
  }

  /// Matches UIKit: cells for `identifier` come from `nib`, whose one top-level object is the
  /// cell; `nil` removes the registration.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// Matches UIKit: ``dequeueReusableCell(withIdentifier:for:)`` makes cells of `cellClass`
  /// (a `UITableViewCell` subclass) for `identifier`; `nil` removes the registration.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellRegistrations[identifier] = nil
      return
    }
    guard let type = cellClass as? UITableViewCell.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "must pass a class of kind UITableViewCell - \(cellClass) is not one")
      return
    }
    cellRegistrations[identifier] = .type(type)
  }

  /// Matches UIKit: the selected rows, or `nil` when there are none.
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows
  }

  /// Matches UIKit: the first selected row, or `nil`.
  open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
}

extension UITableView.Style {
  /// The list look of a table of this style.
  var listAppearance: ListPlacement.Appearance {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    }
  }
}

/// How a table or collection view makes a registered reusable view: from a class, from the
/// first view of its kind in a nib, or from a storyboard's prototype cell.
enum ReusableViewSource<View: UIView> {
  case type(View.Type)
  case nib(UINib)
  case prototype(InterfacePrototype)
}
