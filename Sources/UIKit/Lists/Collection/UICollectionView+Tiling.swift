extension UICollectionView {
  /// The layout pass: counts loaded, the layout prepared if it was invalidated, the content
  /// size set, then the elements on screen shown in UIKit's order of calls.
  func layOutCollection() {
    guard !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    loadDataIfNeeded()
    if preparedBoundsSize != bounds.size {
      if preparedBoundsSize != nil,
        collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
      {
        collectionViewLayout.invalidateLayout(
          with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
      }
      preparedBoundsSize = bounds.size
    }
    UIView.performWithoutAnimation { backgroundView?.frame = bounds }
    tile()
  }

  /// Runs the layout's `prepare()` if it is due, and takes its content size.
  func prepareLayoutIfNeeded() {
    let layout = collectionViewLayout
    guard layout.needsPreparation else { return }
    layout.needsPreparation = false
    layout.prepare()
    layout.pendingInvalidation = nil
    let size = layout.collectionViewContentSize
    guard contentSize != size else { return }
    let widening = size.width - contentSize.width
    contentSize = size
    // Matches UIKit: a mirrored layout's content starts at its right end, and keeps what is on
    // screen in place from that end as the content's width changes.
    if widening != 0, layout.mirroringWidth != nil {
      let offset = clamped(CGPoint(x: contentOffset.x + widening, y: contentOffset.y))
      if offset != contentOffset { UIView.performWithoutAnimation { contentOffset = offset } }
    }
  }

  /// Shows what is on screen. Elements whose size the layout estimated are made and asked for
  /// their preferred attributes first; when the layout takes them it is prepared again and
  /// what is on screen worked out again. Then elements that left end their display (so their
  /// views can be reused at once), and each element on screen is shown, its delegate told
  /// once it is in place.
  func tile() {
    var elements: [UICollectionViewLayoutAttributes] = []
    for _ in 0..<64 {
      prepareLayoutIfNeeded()
      elements = collectionViewLayout.shownAttributesForElements(in: bounds)
      guard sizeEstimatedElements(elements) else { break }
    }
    let orthogonal = orthogonalElements()
    var onScreen = Set(elements.map(\.elementKey))
    for (_, (_, section)) in orthogonal { onScreen.formUnion(section.map(\.elementKey)) }
    endDisplaying(notIn: onScreen)
    for attributes in sortedForDisplay(elements) { display(attributes, in: self) }
    for (scroller, section) in orthogonal.values {
      for attributes in sortedForDisplay(section) { display(attributes, in: scroller) }
    }
    for (key, view) in preparedViews {
      preparedViews[key] = nil
      enqueue(view)
    }
    prefetchAround()
  }

  /// Items and supplementary views first by z-index, then in index path order, so that calls
  /// come in UIKit's order: cells before the supplementary views of the same z-index.
  private func sortedForDisplay(_ elements: [UICollectionViewLayoutAttributes])
    -> [UICollectionViewLayoutAttributes]
  {
    elements.sorted { a, b in
      if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
      if a.representedElementCategory != b.representedElementCategory {
        return a.representedElementCategory.rawValue < b.representedElementCategory.rawValue
      }
      return a.indexPath < b.indexPath
    }
  }

  /// Offers each element on screen whose size was estimated, and not yet offered, its view's
  /// preferred attributes; returns whether the layout was invalidated for one.
  private func sizeEstimatedElements(_ elements: [UICollectionViewLayoutAttributes]) -> Bool {
    let layout = collectionViewLayout
    var invalidated = false
    for original in elements {
      let key = original.elementKey
      let axes = original.selfSizingAxes
      guard axes.horizontal || axes.vertical, !sizedElements.contains(key) else { continue }
      sizedElements.insert(key)
      guard let view = displayedViews[key] ?? preparedViews[key] ?? makeView(for: original) else {
        continue
      }
      if displayedViews[key] !== view { preparedViews[key] = view }
      view.takeListTraitsBeforeMeasuring()
      // Measuring sizes the view to the estimate. One on screen (measured again after the
      // layout was invalidated) keeps its frame: the attributes it is placed with next may be
      // the ones it already has, which are not applied again.
      let kept = view.frame
      let preferred = view.preferredLayoutAttributesFitting(
        original.copy(with: nil) as! UICollectionViewLayoutAttributes)
      UIView.performWithoutAnimation { view.frame = kept }
      guard preferred.size != original.size else { continue }
      // The layout hears of its element in its own coordinates.
      let width = layout.mirroringWidth
      let (preferredOwn, originalOwn) =
        width.map { (preferred.mirrored(across: $0), original.mirrored(across: $0)) }
        ?? (preferred, original)
      guard
        layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferredOwn, withOriginalAttributes: originalOwn)
      else { continue }
      let context = layout.invalidationContext(
        forPreferredLayoutAttributes: preferredOwn, withOriginalAttributes: originalOwn)
      layout.invalidateLayout(with: context)
      // Content above the screen that changes size moves the offset by as much, so that what
      // is on screen stays where it is.
      var adjustment = context.contentOffsetAdjustment
      if original.frame.minY < bounds.minY, adjustment == .zero {
        adjustment.y = preferred.size.height - original.size.height
      }
      if adjustment != .zero {
        prepareLayoutIfNeeded()
        UIView.performWithoutAnimation {
          contentOffset = CGPoint(
            x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
      }
      invalidated = true
    }
    return invalidated
  }

  /// Places an element's view, making it if it has none, applies its attributes, and tells
  /// the delegate when it first shows.
  private func display(_ attributes: UICollectionViewLayoutAttributes, in container: UIView) {
    let key = attributes.elementKey
    if let view = displayedViews[key] {
      if view.superview !== container { container.addSubview(view) }
      place(view, attributes)
      return
    }
    guard let view = preparedViews.removeValue(forKey: key) ?? makeView(for: attributes) else {
      return
    }
    if view.superview !== container { container.addSubview(view) }
    view.isHidden = false
    place(view, attributes)
    displayedViews[key] = view
    switch attributes.representedElementCategory {
    case .cell:
      guard let cell = view as? UICollectionViewCell else { return }
      prefetchedItems.remove(attributes.indexPath)
      cell.isSelected = selectedItems.contains(attributes.indexPath)
      cell.isHighlighted = attributes.indexPath == keyboardFocusedItem
      cell.setEditingState(editsItem(at: attributes.indexPath))
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
    case .supplementaryView:
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view,
        forElementKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
    case .decorationView:
      break
    }
  }

  /// Gives a view its attributes: frame, transform, alpha, z-index, visibility, then its own
  /// `apply(_:)`.
  func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
    let key = attributes.elementKey
    let previous = displayedAttributes[key]
    displayedAttributes[key] = attributes
    // Layouts that keep their attributes hand out the same ones until they change.
    guard previous !== attributes else { return }
    if let previous, previous.looksSame(as: attributes),
      previous.listPlacement == attributes.listPlacement
    {
      return
    }
    UIView.performWithoutAnimation {
      view.transform = .identity
      view.frame =
        attributes.representedElementCategory == .cell
        ? swipeActions.shifted(attributes.frame, at: attributes.indexPath) : attributes.frame
      view.transform = attributes.transform
      view.alpha = attributes.alpha
      view.layer.zPosition = CGFloat(attributes.zIndex)
      // The item being moved stays under the pointer, above the others.
      if let movement = interactiveMovement, movement.cell === view {
        view.center = movement.position
        view.layer.zPosition = CGFloat(attributes.zIndex) + 1
      }
      view.isHidden = attributes.isHidden
    }
    view.apply(attributes)
  }

  /// Makes the view for an element: the data source's cell or supplementary view, or the
  /// layout's decoration view.
  func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
    switch attributes.representedElementCategory {
    case .cell:
      return makeCell(at: attributes.indexPath, size: attributes.size)
    case .supplementaryView:
      guard let dataSource, let kind = attributes.representedElementKind else { return nil }
      let view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
      UIView.performWithoutAnimation { view.frame = attributes.frame }
      return view
    case .decorationView:
      guard let kind = attributes.representedElementKind else { return nil }
      if let view = supplementaryQueues[Self.supplementaryKey(Self.decorationKind, kind)]?
        .popLast()
      {
        view.prepareForReuse()
        return view
      }
      guard let type = collectionViewLayout.decorationClasses[kind] else { return nil }
      let view = type.init(registeredWithReuseIdentifier: kind)
      view.reuseKind = Self.decorationKind
      return view
    }
  }

  /// The queue kind decoration views are reused under.
  static let decorationKind = "UICollectionElementKindDecoration"

  /// Asks the data source for the item's cell; UIKit raises when it was not dequeued.
  func makeCell(at indexPath: IndexPath, size: CGSize) -> UICollectionViewCell? {
    guard let dataSource else { return nil }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    if cell.reuseIdentifier == nil {
      UIKitException.raise(
        .internalInconsistencyException,
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
          + "reuseIdentifier - cells must be retrieved by calling "
          + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }
    if cell.frame.size != size {
      UIView.performWithoutAnimation { cell.frame.size = size }
    }
    return cell
  }

  // MARK: Leaving the screen

  /// Ends the display of what is no longer on screen, cells first, in index path order.
  func endDisplaying(notIn onScreen: Set<ElementKey>) {
    let leaving = displayedViews.keys.filter { !onScreen.contains($0) }.sorted {
      $0.category.rawValue != $1.category.rawValue
        ? $0.category.rawValue < $1.category.rawValue : $0.indexPath < $1.indexPath
    }
    for key in leaving {
      guard let view = displayedViews.removeValue(forKey: key) else { continue }
      displayedAttributes[key] = nil
      endDisplay(of: view, key: key)
      enqueue(view)
    }
  }

  /// Tells the delegate an element's view left.
  func endDisplay(of view: UICollectionReusableView, key: ElementKey) {
    switch key.category {
    case .cell:
      if let cell = view as? UICollectionViewCell {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
      }
    case .supplementaryView:
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "",
        at: key.indexPath)
    case .decorationView:
      break
    }
  }

  /// Ends the display of everything (a reload).
  func endDisplayingEverything() {
    endDisplaying(notIn: [])
    for (_, view) in preparedViews { enqueue(view) }
    preparedViews = [:]
    if !prefetchedItems.isEmpty {
      prefetchDataSource?.collectionView(
        self, cancelPrefetchingForItemsAt: prefetchedItems.sorted())
      prefetchedItems = []
    }
  }

  // MARK: Prefetching

  /// Matches UIKit: tells the prefetching data source about the items within a screen's
  /// length past the visible ones, and cancels those that left that range unseen.
  private func prefetchAround() {
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
    let ahead =
      vertical
      ? bounds.offsetBy(dx: 0, dy: bounds.height).union(bounds.offsetBy(dx: 0, dy: -bounds.height))
      : bounds.offsetBy(dx: bounds.width, dy: 0).union(bounds.offsetBy(dx: -bounds.width, dy: 0))
    var wanted: Set<IndexPath> = []
    for attributes in collectionViewLayout.shownAttributesForElements(in: ahead)
    where attributes.representedElementCategory == .cell
      && displayedViews[attributes.elementKey] == nil
    {
      wanted.insert(attributes.indexPath)
    }
    let cancelled = prefetchedItems.subtracting(wanted)
    let fresh = wanted.subtracting(prefetchedItems)
    prefetchedItems = wanted
    if !cancelled.isEmpty {
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
    }
    if !fresh.isEmpty {
      prefetchDataSource.collectionView(self, prefetchItemsAt: fresh.sorted())
    }
  }
}
