extension UICollectionView {
  /// An item being moved: where it started, where it is now, its cell, and where the cell's
  /// centre is to be.
  struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    let cell: UICollectionViewCell
    /// The cell's centre when the movement began.
    let start: CGPoint
    var position: CGPoint
  }

  /// How long a moved cell takes to settle into its place.
  static let reorderSettleDuration: TimeInterval = 0.2

  /// Matches UIKit: starts moving the item, if the data source lets it
  /// (`collectionView(_:canMoveItemAt:)`) and its cell is on screen; returns whether it did.
  /// Then ``updateInteractiveMovementTargetPosition(_:)`` moves the cell, and
  /// ``endInteractiveMovement()`` or ``cancelInteractiveMovement()`` finishes.
  ///
  /// ```swift
  /// if collectionView.beginInteractiveMovementForItem(at: indexPath) {
  ///   collectionView.updateInteractiveMovementTargetPosition(point)
  ///   collectionView.endInteractiveMovement()
  /// }
  /// ```
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard interactiveMovement == nil, contains(indexPath), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath),
      let cell = cellForItem(at: indexPath)
    else { return false }
    swipeActions.close(animated: false)
    interactiveMovement = InteractiveMovement(
      original: indexPath, current: indexPath, cell: cell, start: cell.center,
      position: cell.center)
    cell.layer.zPosition += 1
    return true
  }

  /// Matches UIKit: puts the moving cell's centre at `targetPosition` (in the collection
  /// view's coordinates). When it is over another item of its section, the delegate is asked
  /// where it goes (`targetIndexPathForMoveOfItemFromOriginalIndexPath:…`) and the other items
  /// make room, animated.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var movement = interactiveMovement else { return }
    movement.position = targetPosition
    interactiveMovement = movement
    UIView.performWithoutAnimation { movement.cell.center = targetPosition }
    guard let proposed = indexPathForItem(at: targetPosition), proposed != movement.current,
      proposed.section == movement.current.section
    else { return }
    let target =
      collectionDelegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
        atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
    // Items move within their section; the data source is told only at the end, so the
    // counts of sections must not change before then.
    guard target != movement.current, target.section == movement.current.section,
      contains(target)
    else { return }
    let from = movement.current
    movement.current = target
    interactiveMovement = movement
    moveDisplayedItem(from: from, to: target, animated: true)
  }

  /// Matches UIKit: the item stays where it was moved; the data source is told
  /// (`collectionView(_:moveItemAt:to:)`, from its original place to its new one) and the
  /// cell settles into its place.
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    if movement.current != movement.original {
      dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
    }
    let cell = movement.cell
    let frame = layoutAttributesForItem(at: movement.current)?.frame ?? cell.frame
    UIView.animate(withDuration: Self.reorderSettleDuration) { cell.frame = frame }
    cell.layer.zPosition = CGFloat(
      layoutAttributesForItem(at: movement.current)?.zIndex ?? 0)
  }

  /// Matches UIKit: the item goes back where it was; the data source is not told.
  public func cancelInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    if movement.current != movement.original {
      moveDisplayedItem(from: movement.current, to: movement.original, animated: true)
    } else {
      let cell = movement.cell
      let frame = layoutAttributesForItem(at: movement.original)?.frame ?? cell.frame
      UIView.animate(withDuration: Self.reorderSettleDuration) { cell.frame = frame }
    }
    movement.cell.layer.zPosition = CGFloat(
      layoutAttributesForItem(at: movement.original)?.zIndex ?? 0)
  }

  /// Moves an item on screen, as a batch with one move.
  private func moveDisplayedItem(from source: IndexPath, to destination: IndexPath, animated: Bool)
  {
    var update = ListUpdate()
    update.movedItems = [(source, destination)]
    perform(update, animated: animated, completion: nil)
  }

  /// Matches UIKit: a drag on a list cell's reorder accessory moves its item, along the
  /// list's axis, through the interactive movement above; releasing ends it.
  func reorder(_ cell: UICollectionViewCell, with pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      guard let indexPath = indexPath(for: cell) else { return }
      beginInteractiveMovementForItem(at: indexPath)
    case .changed:
      guard let movement = interactiveMovement, movement.cell === cell else { return }
      updateInteractiveMovementTargetPosition(
        CGPoint(x: movement.start.x, y: movement.start.y + pan.translation(in: self).y))
    case .ended:
      guard interactiveMovement?.cell === cell else { return }
      endInteractiveMovement()
    case .cancelled, .failed:
      guard interactiveMovement?.cell === cell else { return }
      cancelInteractiveMovement()
    default:
      break
    }
  }
}
