extension UITableView {
  // MARK: Geometry

  /// Matches UIKit: the rows whose rectangles meet `rect`, top to bottom.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    updateGeometryIfNeeded()
    return geometry.items(from: rect.minY, to: rect.maxY, pinningHeaders: false).compactMap {
      if case .row(let indexPath) = $0 { return indexPath }
      return nil
    }
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
