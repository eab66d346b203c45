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
  /// pointer, within its section; the rows it passes make room, the delegate's
  /// `targetIndexPathForMoveFromRowAt` is asked each time it is over a new place, and on
  /// release the data source's `moveRowAt` is told and the row settles in its new place.
  func reorder(_ cell: UITableViewCell, with pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      guard let source = indexPath(for: cell) else { return }
      reordering = Reordering(source: source, target: source, cell: cell, startY: cell.frame.minY)
      cell.layer.zPosition = 1
    case .changed:
      guard var reordering else { return }
      let section = reordering.source.section
      let sectionTop = rowFrame(IndexPath(row: 0, section: section)).minY
      let lastRow = geometry.numberOfRows(inSection: section) - 1
      let sectionBottom = rowFrame(IndexPath(row: lastRow, section: section)).maxY
      let height = cell.frame.height
      let y = min(
        max(reordering.startY + pan.translation(in: self).y, sectionTop), sectionBottom - height)
      UIView.performWithoutAnimation { cell.frame.origin.y = y }
      let proposed = IndexPath(row: row(atY: y + height / 2, in: section), section: section)
      guard proposed != reordering.target else { return }
      let target =
        tableDelegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: reordering.source,
          toProposedIndexPath: proposed) ?? proposed
      guard target != reordering.target, target.section == section else { return }
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

  /// The row of `section` whose span holds `y`, clamped to the section's rows.
  private func row(atY y: CGFloat, in section: Int) -> Int {
    let count = geometry.numberOfRows(inSection: section)
    for row in 0..<count where rowFrame(IndexPath(row: row, section: section)).maxY > y {
      return row
    }
    return max(0, count - 1)
  }

  /// Moves the other rows of the section up or down by the dragged row's height where it
  /// passed them.
  private func makeRoom(for reordering: Reordering) {
    let (source, target) = (reordering.source, reordering.target)
    let height = rowFrame(source).height
    for (indexPath, other) in displayedCells where other !== reordering.cell {
      guard indexPath.section == source.section else { continue }
      var frame = rowFrame(indexPath)
      if source.row < indexPath.row, indexPath.row <= target.row { frame.origin.y -= height }
      if target.row <= indexPath.row, indexPath.row < source.row { frame.origin.y += height }
      other.frame = frame
    }
  }
}
