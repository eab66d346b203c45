/// Where everything in a table view's content sits, top to bottom: the table header view, each
/// section (padding, header, rows, footer), then the table footer view.
///
/// Heights start as estimates and are replaced by real ones as rows come on screen, as UIKit's
/// are; each replacement costs O(log n) (see ``HeightIndex``), so a table of 100,000 rows
/// scrolls without walking them.
struct TableGeometry {
  /// One section's heights.
  struct Section {
    var rows: HeightIndex
    /// Whether each row's height is its real one rather than an estimate.
    var rowIsMeasured: [Bool]
    /// The space above the header (``UITableView/sectionHeaderTopPadding``), plain style only.
    var headerTopPadding: CGFloat = 0
    var header: CGFloat = 0
    var footer: CGFloat = 0
    /// The title the data source gave, shown when the delegate gives no view.
    var headerTitle: String?
    var footerTitle: String?

    init(rowHeights: [CGFloat], measured: [Bool]) {
      rows = HeightIndex(heights: rowHeights)
      rowIsMeasured = measured
    }

    var total: CGFloat { headerTopPadding + header + rows.total + footer }
    var rowsOffset: CGFloat { headerTopPadding + header }
  }

  /// Something a table view shows: a section's header or footer, or a row.
  enum Item: Hashable {
    case header(Int)
    case row(IndexPath)
    case footer(Int)
  }

  private(set) var sections: [Section] = []
  /// Each section's total height, for finding sections by offset.
  private var sectionTotals = HeightIndex()
  /// The table header view's height, above the first section.
  var top: CGFloat = 0
  /// The table footer view's height, below the last section.
  var bottom: CGFloat = 0

  init(sections: [Section] = []) {
    self.sections = sections
    sectionTotals = HeightIndex(heights: sections.map(\.total))
  }

  var numberOfSections: Int { sections.count }

  func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
  }

  var contentHeight: CGFloat { top + sectionTotals.total + bottom }

  // MARK: Positions

  func sectionTop(_ section: Int) -> CGFloat { top + sectionTotals.offset(of: section) }

  /// The header's span, without the padding above it.
  func headerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
    (sectionTop(section) + sections[section].headerTopPadding, sections[section].header)
  }

  func footerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
    let value = sections[section]
    return (sectionTop(section) + value.rowsOffset + value.rows.total, value.footer)
  }

  func rowSpan(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
    let value = sections[indexPath.section]
    return (
      sectionTop(indexPath.section) + value.rowsOffset + value.rows.offset(of: indexPath.row),
      value.rows.height(at: indexPath.row)
    )
  }

  func span(of item: Item) -> (y: CGFloat, height: CGFloat) {
    switch item {
    case .header(let section): headerSpan(section)
    case .row(let indexPath): rowSpan(indexPath)
    case .footer(let section): footerSpan(section)
    }
  }

  /// The row whose span contains `y`, if any.
  func row(at y: CGFloat) -> IndexPath? {
    guard y >= top, y < contentHeight - bottom,
      let section = sectionTotals.index(containing: y - top)
    else { return nil }
    let rowsTop = sectionTop(section) + sections[section].rowsOffset
    let rows = sections[section].rows
    guard y >= rowsTop, y < rowsTop + rows.total, let row = rows.index(containing: y - rowsTop)
    else { return nil }
    return IndexPath(row: row, section: section)
  }

  /// The items that overlap `minY ..< maxY`, top to bottom. With `pinningHeaders` (the plain
  /// style's floating headers and footers) a section's header and footer count as soon as any
  /// of the section does.
  func items(from minY: CGFloat, to maxY: CGFloat, pinningHeaders: Bool) -> [Item] {
    guard maxY > minY, var section = sectionTotals.index(containing: max(0, minY - top)) else {
      return []
    }
    func overlaps(_ y: CGFloat, _ height: CGFloat) -> Bool {
      height > 0 && y < maxY && y + height > minY
    }
    var found: [Item] = []
    while section < sections.count {
      let sectionY = sectionTop(section)
      if sectionY >= maxY { break }
      let value = sections[section]
      let sectionShows = overlaps(sectionY, value.total)
      let headerY = sectionY + value.headerTopPadding
      if value.header > 0,
        pinningHeaders ? sectionShows : overlaps(headerY, value.header)
      {
        found.append(.header(section))
      }
      let rowsY = headerY + value.header
      if value.rows.count > 0, rowsY < maxY, rowsY + value.rows.total > minY {
        var row = minY > rowsY ? (value.rows.index(containing: minY - rowsY) ?? 0) : 0
        var y = rowsY + value.rows.offset(of: row)
        while row < value.rows.count, y < maxY {
          let height = value.rows.height(at: row)
          if overlaps(y, height) { found.append(.row(IndexPath(row: row, section: section))) }
          y += height
          row += 1
        }
      }
      let footerY = rowsY + value.rows.total
      if value.footer > 0,
        pinningHeaders ? sectionShows : overlaps(footerY, value.footer)
      {
        found.append(.footer(section))
      }
      section += 1
    }
    return found
  }

  // MARK: Changing heights

  mutating func setHeight(_ height: CGFloat, of item: Item) {
    switch item {
    case .header(let section): sections[section].header = height
    case .footer(let section): sections[section].footer = height
    case .row(let indexPath):
      sections[indexPath.section].rows.setHeight(height, at: indexPath.row)
      sections[indexPath.section].rowIsMeasured[indexPath.row] = true
      sectionTotals.setHeight(sections[indexPath.section].total, at: indexPath.section)
      return
    }
    sectionTotals.setHeight(sections[item.section].total, at: item.section)
  }

  /// Changes a section's bookkeeping that does not move anything (titles, flags).
  mutating func update(section: Int, _ change: (inout Section) -> Void) {
    change(&sections[section])
    sectionTotals.setHeight(sections[section].total, at: section)
  }
}

extension TableGeometry.Item {
  var section: Int {
    switch self {
    case .header(let section), .footer(let section): section
    case .row(let indexPath): indexPath.section
    }
  }
}
