extension UITableView {
  /// The layout pass: counts and heights brought up to date, the table header and footer views
  /// placed, the content size set, then the rows and section views on screen shown, in UIKit's
  /// order of data source and delegate calls.
  func layOutTable() {
    guard !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    updateGeometryIfNeeded()
    UIView.performWithoutAnimation {
      backgroundView?.frame = bounds
      placeTableHeaderAndFooter()
    }
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
    tile()
  }

  /// Asks for every section's header and footer height, and every row's estimate (or, with
  /// estimates off, its height), for the given counts; rows that `carried` gives a height for
  /// (rows that survived a batch update) keep it.
  func buildGeometry(
    rowCounts: [Int], carried: ((IndexPath) -> (height: CGFloat, measured: Bool)?)? = nil
  ) {
    measuredWidth = bounds.width
    let delegate = tableDelegate
    let estimating = estimatedRowHeight != 0
    let fallback =
      rowHeight >= 0 && rowHeight.isFinite ? rowHeight : CellStyleLayout.minimumRowHeight
    var sections: [TableGeometry.Section] = []
    sections.reserveCapacity(rowCounts.count)
    for (section, count) in rowCounts.enumerated() {
      var heights = [CGFloat](repeating: fallback, count: count)
      var measured = [Bool](repeating: delegate == nil && rowHeight >= 0, count: count)
      // With no delegate and nothing carried, every row has the default height.
      for row in 0..<count where delegate != nil || carried != nil {
        let indexPath = IndexPath(row: row, section: section)
        if let kept = carried?(indexPath) {
          (heights[row], measured[row]) = kept
        } else if let delegate, estimating {
          let estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
          heights[row] = estimate > 0 && estimate.isFinite ? estimate : fallback
        } else if let delegate {
          measured[row] = true
          heights[row] =
            checkedRowHeight(delegate.tableView(self, heightForRowAt: indexPath), at: indexPath)
            ?? fallback
        }
      }
      var value = TableGeometry.Section(rowHeights: heights, measured: measured)
      resolveSupplementHeights(of: &value, section: section)
      sections.append(value)
    }
    let top = geometry.top
    let bottom = geometry.bottom
    geometry = TableGeometry(sections: sections)
    geometry.top = top
    geometry.bottom = bottom
  }

  /// A height from the delegate or ``rowHeight``, checked as UIKit checks it: a negative or
  /// not-a-number height (other than ``automaticDimension``) raises and is not used.
  func checkedRowHeight(_ height: CGFloat, at indexPath: IndexPath) -> CGFloat? {
    if height == UITableView.automaticDimension { return height }
    guard height.isNaN || height < 0 else { return height }
    UIKitException.raise(
      .internalInconsistencyException,
      "table view row height must not be negative - provided height for index path "
        + "(<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}) is "
        + String(format: "%f", Double(height)))
    return nil
  }

  /// A section's header and footer heights, asked for when the table loads: the delegate's,
  /// else (for ``automaticDimension``) the fitted height of the delegate's view, the title's,
  /// or the style's spacing. A view made to be measured is kept to be shown.
  private func resolveSupplementHeights(of value: inout TableGeometry.Section, section: Int) {
    let delegate = tableDelegate
    for isHeader in [true, false] {
      let placement = supplementPlacement(section: section, isHeader: isHeader)
      var height =
        isHeader
        ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
        : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
      let title =
        isHeader
        ? dataSource?.tableView(self, titleForHeaderInSection: section)
        : dataSource?.tableView(self, titleForFooterInSection: section)
      if height < 0 || !height.isFinite {
        let item: TableGeometry.Item = isHeader ? .header(section) : .footer(section)
        if let view = delegateSupplementView(for: item) {
          height = fittedHeight(of: view)
          preparedSupplements[item] = view
        } else if let title {
          height = placement.height(
            forTitle: title, width: bounds.width, traits: traitCollection)
        } else {
          height = placement.emptyHeight
        }
      }
      if isHeader {
        value.header = height
        value.headerTitle = title
      } else {
        value.footer = height
        value.footerTitle = title
      }
    }
    if style == .plain, value.header > 0 { value.headerTopPadding = plainHeaderTopPadding }
  }

  /// The space above a plain table's section header: ``sectionHeaderTopPadding``, or iOS 15's
  /// 22 points for ``automaticDimension``.
  var plainHeaderTopPadding: CGFloat {
    sectionHeaderTopPadding >= 0 && sectionHeaderTopPadding.isFinite ? sectionHeaderTopPadding : 22
  }

  private func placeTableHeaderAndFooter() {
    var top: CGFloat = 0
    if let tableHeaderView {
      top = tableHeaderView.frame.height
      tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
    }
    let bottom = tableFooterView?.frame.height ?? 0
    if geometry.top != top || geometry.bottom != bottom {
      geometry.top = top
      geometry.bottom = bottom
    }
    if let tableFooterView {
      tableFooterView.frame = CGRect(
        x: 0, y: geometry.contentHeight - bottom, width: bounds.width, height: bottom)
    }
  }

  // MARK: Tiling

  /// The span of content on screen.
  private var visibleSpan: (minY: CGFloat, maxY: CGFloat) {
    (bounds.minY, bounds.maxY)
  }

  func itemsOnScreen() -> [TableGeometry.Item] {
    let span = visibleSpan
    return geometry.items(from: span.minY, to: span.maxY, pinningHeaders: style == .plain)
  }

  /// Shows what is on screen: items that left end their display first (so their cells can be
  /// reused at once), then each item, top to bottom, is sized if it has not been (asking the
  /// delegate, or measuring its view) and shown, its delegate told once it is in place.
  ///
  /// The items on screen are found once a pass, and again only when an item's new height
  /// moved them; what the rows share of their placement is worked out once too. A scrolling
  /// table runs this every frame.
  func tile() {
    var items = itemsOnScreen()
    endDisplaying(notIn: Set(items))
    let list = listPlacement
    // The items shown before a height changed, which the pass after it skips.
    var shown: Set<TableGeometry.Item> = []
    var index = 0
    var restarts = 0
    while index < items.count {
      let item = items[index]
      if !shown.isEmpty, shown.contains(item) {
        index += 1
        continue
      }
      if resolve(item), restarts < 10_000 {
        // The item's height changed: what is on screen may have too.
        restarts += 1
        shown.formUnion(items[..<index])
        items = itemsOnScreen()
        index = 0
        continue
      }
      display(item, list: list)
      index += 1
    }
    if restarts > 0 { endDisplaying(notIn: Set(items)) }
    for (_, cell) in preparedCells { enqueue(cell) }
    preparedCells = [:]
    for (_, view) in preparedSupplements { enqueueSupplement(view) }
    preparedSupplements = [:]
    placeSupplements()
    prefetchAround()
  }

  /// Sizes an item that has only an estimate; returns whether its height changed. Content
  /// above the top of the screen that changes height moves the offset by as much, so the rows
  /// on screen stay where they are.
  private func resolve(_ item: TableGeometry.Item) -> Bool {
    guard case .row(let indexPath) = item,
      !geometry.sections[indexPath.section].rowIsMeasured[indexPath.row]
    else { return false }
    let old = geometry.rowSpan(indexPath)
    var height = old.height
    let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    if let checked = checkedRowHeight(asked, at: indexPath) {
      if checked == UITableView.automaticDimension {
        let cell = displayedCells[indexPath] ?? preparedCells[indexPath] ?? makeCell(at: indexPath)
        if displayedCells[indexPath] !== cell { preparedCells[indexPath] = cell }
        cell.takeListTraitsBeforeMeasuring()
        height = cell.fittingHeight(width: cellWidth)
      } else {
        height = checked
      }
    }
    geometry.setHeight(height, of: item)
    let delta = geometry.rowSpan(indexPath).height - old.height
    guard delta != 0 else { return false }
    UIView.performWithoutAnimation {
      contentSize.height = geometry.contentHeight
      if old.y < bounds.minY { contentOffset.y += delta }
    }
    return true
  }

  /// The height a header or footer view of the delegate's takes: fitted when its content is
  /// laid out with constraints or is a list content configuration, else its own frame's.
  private func fittedHeight(of view: UIView) -> CGFloat {
    view.takeListTraitsBeforeMeasuring()
    let constrained =
      !view.constraints.isEmpty
      || ((view as? UITableViewHeaderFooterView).map { !$0.contentView.constraints.isEmpty }
        ?? false)
    if !constrained, let configured = view as? UITableViewHeaderFooterView {
      configured.runPendingConfigurationUpdate()
      if let list = configured.configuredContent.listView {
        return list.contentHeight(width: bounds.width)
      }
    }
    if !constrained, let titled = view as? UITableViewHeaderFooterView,
      let title = titled.textLabel?.text, !title.isEmpty
    {
      return titled.placement.height(
        forTitle: title, width: bounds.width, traits: traitCollection)
    }
    guard constrained else { return max(0, view.frame.height) }
    return view.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// Places an item on screen, making its view if it has none, and tells the delegate when it
  /// first shows; `list` is what every row's placement shares.
  private func display(_ item: TableGeometry.Item, list: ListPlacement) {
    switch item {
    case .row(let indexPath):
      let frame = swipeActions.shifted(rowFrame(indexPath), at: indexPath)
        .offsetBy(dx: 0, dy: reorderShift(of: item))
      if let cell = displayedCells[indexPath] {
        cell.placement = placement(for: indexPath, in: list)
        // An update animating the cell has set its frame already; a dragged row follows the
        // pointer.
        if cell.frame != frame, cell !== reordering?.cell {
          UIView.performWithoutAnimation { cell.frame = frame }
        }
        return
      }
      let cell = preparedCells.removeValue(forKey: indexPath) ?? makeCell(at: indexPath)
      cell.placement = placement(for: indexPath, in: list)
      show(cell, frame: frame)
      displayedCells[indexPath] = cell
      prefetchedRows.remove(indexPath)
      if isEditing { cell.rowEditing = rowEditing(at: indexPath) }
      cell.setEditing(isEditing, animated: false)
      cell.setSelected(selectedRows.contains(indexPath), animated: false)
      cell.setHighlighted(indexPath == keyboardFocusedRow, animated: false)
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    case .header(let section), .footer(let section):
      let isHeader = item == .header(section)
      if (isHeader ? displayedHeaders[section] : displayedFooters[section]) != nil { return }
      guard let view = preparedSupplements.removeValue(forKey: item) ?? supplementView(for: item)
      else { return }
      if view.superview !== self { addSubview(view) }
      view.isHidden = false
      placeSupplement(view, section: section, isHeader: isHeader)
      if isHeader {
        displayedHeaders[section] = view
        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      } else {
        displayedFooters[section] = view
        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      }
    }
  }

  /// Puts a cell in the table below the section views, at `frame`.
  private func show(_ cell: UITableViewCell, frame: CGRect) {
    UIView.performWithoutAnimation {
      cell.frame = frame
      if cell.superview !== self {
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
      }
      cell.isHidden = false
      cell.layoutIfNeeded()
    }
  }

  /// Asks the data source for the row's cell.
  func makeCell(at indexPath: IndexPath) -> UITableViewCell {
    guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    // Matches UIKit: a cell the data source made itself, not dequeued, has the table's traits
    // too before the table measures it.
    cell.dequeuingList = self
    cell.placement = placement(for: indexPath)
    if cell.frame.width != cellWidth {
      UIView.performWithoutAnimation { cell.frame.size.width = cellWidth }
    }
    return cell
  }

  /// The delegate's view for a section's header or footer, if it has one.
  private func delegateSupplementView(for item: TableGeometry.Item) -> UIView? {
    let section = item.section
    let isHeader = item == .header(section)
    let placement = supplementPlacement(section: section, isHeader: isHeader)
    placementOfSupplementAskedFor = placement
    defer { placementOfSupplementAskedFor = nil }
    let view =
      isHeader
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
    (view as? UITableViewHeaderFooterView)?.placement = placement
    return view
  }

  /// The header or footer view for a section: the delegate's, else one showing the title.
  private func supplementView(for item: TableGeometry.Item) -> UIView? {
    if let view = delegateSupplementView(for: item) { return view }
    let section = item.section
    let isHeader = item == .header(section)
    let placement = supplementPlacement(section: section, isHeader: isHeader)
    let value = geometry.sections[section]
    guard let title = isHeader ? value.headerTitle : value.footerTitle else { return nil }
    let titled =
      supplementQueues[Self.titleViewIdentifier]?.popLast()
      ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
    titled.placement = placement
    titled.textLabel?.text = placement.displayedTitle(title)
    return titled
  }

  /// The reuse identifier of the views the table makes for titles.
  static let titleViewIdentifier = "UITableViewHeaderFooterView-title"

  /// Plain tables' headers float at the top of the visible area while their section is on
  /// screen, pushed up by the next section, and footers at the bottom; other styles' scroll
  /// with their rows. While a row is dragged, those it passed make room for it. `animated`
  /// lets an enclosing animation move them.
  func placeSupplements(animated: Bool = false) {
    for (section, view) in displayedHeaders {
      placeSupplement(view, section: section, isHeader: true, animated: animated)
    }
    for (section, view) in displayedFooters {
      placeSupplement(view, section: section, isHeader: false, animated: animated)
    }
  }

  private func placeSupplement(
    _ view: UIView, section: Int, isHeader: Bool, animated: Bool = false
  ) {
    let insets = adjustedContentInset
    var (y, height) = isHeader ? geometry.headerSpan(section) : geometry.footerSpan(section)
    var overhang: CGFloat = 0
    if style == .plain {
      if isHeader {
        let sectionEnd = geometry.footerSpan(section).y
        y = min(max(y, bounds.minY + insets.top), sectionEnd - height)
      } else {
        let rowsTop = geometry.headerSpan(section).y + geometry.sections[section].header
        let natural = y
        y = max(min(y, bounds.maxY - insets.bottom - height), rowsTop)
        // Floating above its place, the footer's background reaches the table's bottom edge
        // over its section's rows under it (in the bottom safe area, in landscape).
        if y < natural { overhang = max(0, bounds.maxY - y - height) }
      }
    }
    (view as? UITableViewHeaderFooterView)?.backgroundOverhang = overhang
    y += reorderShift(of: isHeader ? .header(section) : .footer(section))
    let frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    guard view.frame != frame else { return }
    if animated {
      view.frame = frame
    } else {
      UIView.performWithoutAnimation { view.frame = frame }
    }
  }

  // MARK: Leaving the screen

  /// Ends the display of what is no longer on screen, rows in order, then section views.
  /// Only what leaves is sorted: usually nothing, or the row that scrolled off.
  private func endDisplaying(notIn onScreen: Set<TableGeometry.Item>) {
    let leavingRows = displayedCells.keys.filter { !onScreen.contains(.row($0)) }
    for indexPath in leavingRows.sorted() {
      guard let cell = displayedCells.removeValue(forKey: indexPath) else { continue }
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      enqueue(cell)
    }
    for section in displayedHeaders.keys.sorted() where !onScreen.contains(.header(section)) {
      guard let view = displayedHeaders.removeValue(forKey: section) else { continue }
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
      enqueueSupplement(view)
    }
    for section in displayedFooters.keys.sorted() where !onScreen.contains(.footer(section)) {
      guard let view = displayedFooters.removeValue(forKey: section) else { continue }
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
      enqueueSupplement(view)
    }
  }

  /// Ends the display of every row and section view (a reload).
  func endDisplayingEverything() {
    endDisplaying(notIn: [])
    for (_, cell) in preparedCells { enqueue(cell) }
    preparedCells = [:]
    for (_, view) in preparedSupplements { enqueueSupplement(view) }
    preparedSupplements = [:]
    if !prefetchedRows.isEmpty {
      prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: prefetchedRows.sorted())
      prefetchedRows = []
    }
  }

  // MARK: Placement

  /// The width of a row's cell.
  var cellWidth: CGFloat {
    let insets = sectionInsets
    return max(0, bounds.width - insets.left - insets.right)
  }

  func rowFrame(_ indexPath: IndexPath, in geometry: TableGeometry? = nil) -> CGRect {
    let (y, height) = (geometry ?? self.geometry).rowSpan(indexPath)
    return CGRect(x: sectionInsets.left, y: y, width: cellWidth, height: height)
  }

  /// What a cell at `indexPath` needs to know of the table to look right.
  func placement(for indexPath: IndexPath) -> ListPlacement {
    placement(for: indexPath, in: listPlacement)
  }

  /// What every row's placement shares: the table's style, separators, margin and safe area.
  var listPlacement: ListPlacement {
    let hasSeparators = separatorStyle != .none
    return ListPlacement(
      appearance: style.listAppearance, showsSeparator: hasSeparators,
      listHasSeparators: hasSeparators, separatorColor: separatorColor,
      separatorInset: cellSeparatorInset, margin: listMargin,
      safeAreaSides: contentSafeAreaSides)
  }

  /// A row's placement: what the rows share, and its place in its section.
  private func placement(for indexPath: IndexPath, in list: ListPlacement) -> ListPlacement {
    var placement = list
    let isLast = indexPath.row == geometry.numberOfRows(inSection: indexPath.section) - 1
    placement.isFirstInSection = indexPath.row == 0
    placement.isLastInSection = isLast
    placement.showsSeparator = list.listHasSeparators && !(isLast && style != .plain)
    return placement
  }

  /// How far rows' and section views' content keeps from their sides for the safe area:
  /// nothing when ``insetsContentViewsToSafeArea`` is off, or for inset-grouped sections,
  /// which are inside it already.
  private var contentSafeAreaSides: UIEdgeInsets {
    guard insetsContentViewsToSafeArea else { return .zero }
    return safeAreaSides(ofRowFrom: sectionInsets.left, to: bounds.width - sectionInsets.right)
  }

  func supplementPlacement(section: Int, isHeader: Bool) -> SectionSupplementPlacement {
    SectionSupplementPlacement(
      style: style, isHeader: isHeader, section: section,
      leading: sectionInsets.left + contentSafeAreaSides.left + listMargin)
  }

  /// Brings the cells on screen up to date with the table's separator settings.
  func refreshPlacements() {
    for (indexPath, cell) in displayedCells { cell.placement = placement(for: indexPath) }
  }

  // MARK: Prefetching

  /// Matches UIKit: tells the prefetching data source about the rows within a screen's height
  /// below (or, scrolling up, above) the visible ones, and cancels those that left that range
  /// without showing.
  private func prefetchAround() {
    guard let prefetchDataSource else { return }
    let span = visibleSpan
    let height = span.maxY - span.minY
    let ahead = geometry.items(from: span.maxY, to: span.maxY + height, pinningHeaders: false)
    let behind = geometry.items(from: span.minY - height, to: span.minY, pinningHeaders: false)
    var wanted: Set<IndexPath> = []
    for case .row(let indexPath) in ahead + behind where displayedCells[indexPath] == nil {
      wanted.insert(indexPath)
    }
    let cancelled = prefetchedRows.subtracting(wanted)
    let fresh = wanted.subtracting(prefetchedRows)
    prefetchedRows = wanted
    if !cancelled.isEmpty {
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted())
    }
    if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh.sorted()) }
  }
}
