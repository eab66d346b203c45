extension UITableView {
  /// A row being dragged by its reorder control: where it came from, where it would go, and
  /// where its cell started.
  struct Reordering {
    let source: IndexPath
    var target: IndexPath
    let cell: UITableViewCell
    let startY: CGFloat
  }

  /// How long the other rows take to make room.
  static let reorderShiftDuration: TimeInterval = 0.2

  /// Matches UIKit: a drag on a row's reorder control lifts the row and moves it with the
  /// pointer, within its section or into another; the rows it passes make room, the
  /// delegate's `targetIndexPathForMoveFromRowAt` is asked each time it is over a new place,
  /// and on release the data source's `moveRowAt` is told and the row settles in its new place.
  func reorder(_ cell: UITableViewCell, with pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      guard let source = indexPath(for: cell) else { return }
      reordering = Reordering(source: source, target: source, cell: cell, startY: cell.frame.minY)
      cell.layer.zPosition = 1
    case .changed:
      guard var reordering else { return }
      let height = cell.frame.height
      let sections = 0..<geometry.numberOfSections
      let top = sections.first.map { rect(forSection: $0).minY } ?? 0
      let bottom = sections.last.map { rect(forSection: $0).maxY } ?? 0
      let y = min(max(reordering.startY + pan.translation(in: self).y, top), bottom - height)
      UIView.performWithoutAnimation { cell.frame.origin.y = y }
      let proposed = proposedIndexPath(atY: y + height / 2, for: reordering.source)
      guard proposed != reordering.target else { return }
      let target =
        tableDelegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: reordering.source,
          toProposedIndexPath: proposed) ?? proposed
      guard target != reordering.target, accepts(target, for: reordering.source) else { return }
      reordering.target = target
      self.reordering = reordering
      UIView.animate(withDuration: Self.reorderShiftDuration) { self.makeRoom(for: reordering) }
    case .ended, .cancelled:
      guard let reordering else { return }
      self.reordering = nil
      cell.layer.zPosition = 0
      if reordering.target != reordering.source {
        dataSource?.tableView(self, moveRowAt: reordering.source, to: reordering.target)
      }
      var update = ListUpdate()
      update.movedItems = [(reordering.source, reordering.target)]
      perform(update, animated: true) { _ in }
    default:
      break
    }
  }

  /// Where a row from `source` would go with its centre at `y`: in its own section, the row
  /// whose span holds `y`; in another section (UIKit lets a row leave its section), before
  /// the first row whose middle is below `y`, or after the last. An empty section takes the
  /// row when its centre is over it (UIKit drops rows into empty sections); one with no
  /// header or footer is given half a row's height about its place, so the end of the section
  /// above and the start of the one below stay within reach too.
  private func proposedIndexPath(atY y: CGFloat, for source: IndexPath) -> IndexPath {
    let count = geometry.numberOfSections
    let half = rowFrame(source).height / 4
    let empty = (0..<count).first { section in
      guard section != source.section, geometry.numberOfRows(inSection: section) == 0 else {
        return false
      }
      let frame = rect(forSection: section)
      let grow = max(0, half - frame.height / 2)
      return frame.minY - grow <= y && y < frame.maxY + grow
    }
    if let empty { return IndexPath(row: 0, section: empty) }
    let section =
      (0..<count).first { rect(forSection: $0).maxY > y } ?? max(0, count - 1)
    let rows = geometry.numberOfRows(inSection: section)
    if section == source.section {
      for row in 0..<rows where rowFrame(IndexPath(row: row, section: section)).maxY > y {
        return IndexPath(row: row, section: section)
      }
      return IndexPath(row: max(0, rows - 1), section: section)
    }
    let row = (0..<rows).first { rowFrame(IndexPath(row: $0, section: section)).midY > y } ?? rows
    return IndexPath(row: row, section: section)
  }

  /// Whether a row from `source` can go to `target`: a place of its own section, or one of
  /// another section's places including the one after its last row.
  private func accepts(_ target: IndexPath, for source: IndexPath) -> Bool {
    guard target.count == 2, (0..<geometry.numberOfSections).contains(target.section) else {
      return false
    }
    let rows = geometry.numberOfRows(inSection: target.section)
    let places = target.section == source.section ? rows : rows + 1
    return target.row >= 0 && target.row < places
  }

  /// Moves the other rows, and the section headers and footers, up or down by the dragged
  /// row's height where it passed them (as UIKit does): those between where it was and where
  /// it goes close the gap it left or make room for it.
  private func makeRoom(for reordering: Reordering) {
    for (indexPath, other) in displayedCells where other !== reordering.cell {
      other.frame = rowFrame(indexPath).offsetBy(dx: 0, dy: reorderShift(of: .row(indexPath)))
    }
    placeSupplements(animated: true)
  }

  /// How far the dragged row moves `item` from its place: up by the row's height for what
  /// lies between the row's old place and its new one below, down for what lies between its
  /// new place above and its old one. Items are ordered header, rows, footer in each section;
  /// in its own section the target is the row's own new place, so the row there moves, and in
  /// another the place before which it goes, so the row there, and the footer, stay below it.
  func reorderShift(of item: TableGeometry.Item) -> CGFloat {
    guard let reordering else { return 0 }
    let (source, target) = (reordering.source, reordering.target)
    let position: (Int, Double)
    switch item {
    case .header(let section): position = (section, -1)
    case .row(let indexPath): position = (indexPath.section, Double(indexPath.row))
    case .footer(let section): position = (section, .infinity)
    }
    let from = (source.section, Double(source.row))
    let sameSection = source.section == target.section
    let height = rowFrame(source).height
    if from < position, position < (target.section, Double(target.row) + (sameSection ? 0.5 : -0.5))
    {
      return -height
    }
    if (target.section, Double(target.row) - 0.5) <= position, position < from { return height }
    return 0
  }
}
