extension UITableView {
  // MARK: Rows on screen

  /// Matches UIKit: the cells on screen, top to bottom, laid out first if scrolling moved them.
  public var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return displayedCells.keys.sorted().compactMap { displayedCells[$0] }
  }

  /// Matches UIKit: the rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return displayedCells.keys.sorted()
  }

  /// Matches UIKit: the row a cell on screen shows, or `nil`.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    displayedCells.first { $0.value === cell }?.key
  }

  /// Matches UIKit: the header view of a section on screen, if it is a
  /// `UITableViewHeaderFooterView`.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return displayedHeaders[section] as? UITableViewHeaderFooterView
  }

  /// Matches UIKit: the footer view of a section on screen, if it is a
  /// `UITableViewHeaderFooterView`.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return displayedFooters[section] as? UITableViewHeaderFooterView
  }

  // MARK: Geometry

  /// Matches UIKit: the row at `point` (in the table's coordinates), or `nil`.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    updateGeometryIfNeeded()
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return geometry.row(at: point.y)
  }

  /// Matches UIKit: the rows whose rectangles meet `rect`, top to bottom.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    updateGeometryIfNeeded()
    return geometry.items(from: rect.minY, to: rect.maxY, pinningHeaders: false).compactMap {
      if case .row(let indexPath) = $0 { return indexPath }
      return nil
    }
  }

  /// Matches UIKit: where the row is in the table's content, with its height so far (an
  /// estimate until it has been on screen); `.zero` for a row that does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    updateGeometryIfNeeded()
    guard geometry.contains(indexPath) else { return .zero }
    return rowFrame(indexPath)
  }

  /// Matches UIKit: the rectangle of a whole section, header and footer included.
  public func rect(forSection section: Int) -> CGRect {
    updateGeometryIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: geometry.sectionTop(section), width: bounds.width,
      height: geometry.sections[section].total)
  }

  /// Matches UIKit: the rectangle of a section's header, where it sits in the content.
  public func rectForHeader(inSection section: Int) -> CGRect {
    updateGeometryIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let (y, height) = geometry.headerSpan(section)
    return CGRect(x: 0, y: y, width: bounds.width, height: height)
  }

  /// Matches UIKit: the rectangle of a section's footer.
  public func rectForFooter(inSection section: Int) -> CGRect {
    updateGeometryIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let (y, height) = geometry.footerSpan(section)
    return CGRect(x: 0, y: y, width: bounds.width, height: height)
  }

  // MARK: Scrolling

  /// UIKit's range checks for scrolling to a row.
  func checkScrollTarget(_ indexPath: IndexPath) -> Bool {
    let sections = geometry.numberOfSections
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections else {
      UIKitException.raise(
        .rangeException,
        "Attempted to scroll the table view to an out-of-bounds section "
          + "(\(indexPath.count == 2 ? indexPath.section : -1)) when there are only \(sections) "
          + "sections. Table view: \(self)")
      return false
    }
    let rows = geometry.numberOfRows(inSection: indexPath.section)
    guard indexPath.row >= 0, indexPath.row < rows else {
      UIKitException.raise(
        .rangeException,
        "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there "
          + "are only \(rows) rows in section \(indexPath.section). Table view: \(self)")
      return false
    }
    return true
  }
}
