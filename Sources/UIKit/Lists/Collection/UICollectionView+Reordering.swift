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
  /// view's coordinates). When the layout places it somewhere new
  /// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`, by default over another
  /// item, of its section or another), the delegate is asked where it goes
  /// (`targetIndexPathForMoveOfItemFromOriginalIndexPath:…`) and the other items make room,
  /// animated.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var movement = interactiveMovement else { return }
    movement.position = targetPosition
    interactiveMovement = movement
    UIView.performWithoutAnimation { movement.cell.center = targetPosition }
    let proposed = collectionViewLayout.targetIndexPath(
      forMovingItem: movement.current, at: targetPosition)
    guard proposed != movement.current else { return }
    let target =
      collectionDelegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
        atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
    guard target != movement.current, acceptsMovement(to: target, from: movement.current)
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

  /// Whether the moving item, now at `current`, can go to `target`: a place of its section,
  /// or one of another section's places including the one after its last item.
  private func acceptsMovement(to target: IndexPath, from current: IndexPath) -> Bool {
    guard target.count == 2, itemCounts.indices.contains(target.section) else { return false }
    let count = itemCounts[target.section]
    let places = target.section == current.section ? count : count + 1
    return target.item >= 0 && target.item < places
  }

  /// How many items section `section` shows beyond what the data source counts while an item
  /// is moved out of its section: one more where it is, one fewer where it came from. The data
  /// source hears of the move only at the end, as in UIKit, so until then the counts it gives
  /// are those before the move.
  func interactiveMovementCountOffset(inSection section: Int) -> Int {
    guard let movement = interactiveMovement,
      movement.current.section != movement.original.section
    else { return 0 }
    if section == movement.current.section { return 1 }
    if section == movement.original.section { return -1 }
    return 0
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
