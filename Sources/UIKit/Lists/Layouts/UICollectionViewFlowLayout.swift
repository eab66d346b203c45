extension UICollectionView {
  /// The axis a layout scrolls along, as `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable {
    /// Matches UIKit: content grows downward; a flow layout fills rows.
    case vertical = 0
    /// Matches UIKit: content grows to the right; a flow layout fills columns.
    case horizontal = 1
  }
}

/// A line-by-line layout: items fill a row (or a column, scrolling sideways) and wrap to the
/// next, sections one after another with optional headers and footers, as
/// `UICollectionViewFlowLayout`.
///
/// Matches UIKit's flow: items keep at least ``minimumInteritemSpacing`` apart and full lines
/// spread out to fill the width, a line with a single item centres it, the last line of a
/// section keeps the minimum spacing; items of different heights are centred on their line;
/// lines keep at least ``minimumLineSpacing`` apart. The delegate, as a
/// ``UICollectionViewDelegateFlowLayout``, sizes items and sections one by one. With
/// ``estimatedItemSize`` set, each cell is sized to its content as it comes on screen.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
/// ```
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Matches UIKit: the estimated size that asks every cell for its own size.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// Matches UIKit: what a section's insets are measured from, as
  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable {
    /// Matches UIKit: the content inset (the default).
    case fromContentInset = 0
    /// Matches UIKit: the safe area.
    case fromSafeArea = 1
    /// Matches UIKit: the layout margins.
    case fromLayoutMargins = 2
  }

  /// Matches UIKit: the axis the layout scrolls along (`.vertical`).
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: the least space between lines (10 points).
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: the least space between items in a line (10 points).
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: every item's size unless the delegate sizes it (50 × 50 points).
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: a starting size for cells that size themselves; `.zero` (the default)
  /// turns self-sizing off.
  open var estimatedItemSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: the space around each section's items.
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: what ``sectionInset`` is measured from.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: the section headers' size (its height scrolling vertically); zero for none.
  open var headerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: the section footers' size; zero for none.
  open var footerReferenceSize: CGSize = .zero {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: whether a section's header stays at the top while the section scrolls.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }
  /// Matches UIKit: whether a section's footer stays at the bottom while the section scrolls.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }

  /// Every element's attributes, in order along the scrolling axis, and the content's size.
  private var elements: [UICollectionViewLayoutAttributes] = []
  /// The longest element along the scrolling axis: how far before a rectangle an element may
  /// start and still reach into it.
  private var longestElement: CGFloat = 0
  private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var supplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
  private var contentSize: CGSize = .zero
  /// The sizes self-sizing cells asked for.
  private var fittedSizes: [IndexPath: CGSize] = [:]

  private var isVertical: Bool { scrollDirection == .vertical }

  /// Matches UIKit: a flow layout is written left to right and mirrored by its collection view
  /// right to left, items filling each line from the right.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

  /// Matches UIKit: works out every element's place, line by line.
  open override func prepare() {
    super.prepare()
    if pendingInvalidation?.invalidateEverything ?? true { fittedSizes = [:] }
    elements = []
    longestElement = 0
    cells = [:]
    supplementaries = [:]
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let viewport = collectionView.bounds.size
    let reference = referenceInsets(of: collectionView)
    let crossLength =
      isVertical
      ? viewport.width - reference.left - reference.right
      : viewport.height - reference.top - reference.bottom
    var main: CGFloat = 0
    var crossExtent: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let header =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let headerLength = isVertical ? header.height : header.width
      if headerLength > 0 {
        let attributes = makeAttributes(
          .supplementaryView, kind: UICollectionView.elementKindSectionHeader,
          indexPath: IndexPath(item: 0, section: section))
        attributes.frame = frame(
          main: main, cross: 0, mainLength: headerLength,
          crossLength: crossLength + referenceStart(reference) * 2)
        attributes.zIndex = 10
        add(attributes)
        main += headerLength
      }
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      main += isVertical ? inset.top : inset.left
      let crossStart = referenceStart(reference) + (isVertical ? inset.left : inset.top)
      let available = max(
        0, crossLength - (isVertical ? inset.left + inset.right : inset.top + inset.bottom))
      let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
        size(of: IndexPath(item: item, section: section), delegate: delegate, in: collectionView)
      }
      var line: [(IndexPath, CGSize)] = []
      func finishLine(isLast: Bool) {
        guard !line.isEmpty else { return }
        let lengths = line.map { isVertical ? $0.1.width : $0.1.height }
        let thickness = line.map { isVertical ? $0.1.height : $0.1.width }.max() ?? 0
        let used = lengths.reduce(0, +)
        var spacing = itemSpacing
        var cross = crossStart
        if line.count == 1 {
          // Matches UIKit: a line with one item centres it.
          cross += max(0, (available - used) / 2)
        } else if !isLast {
          spacing = max(itemSpacing, (available - used) / CGFloat(line.count - 1))
        }
        for (index, (indexPath, size)) in line.enumerated() {
          let length = lengths[index]
          let own = isVertical ? size.height : size.width
          let attributes = makeAttributes(.cell, indexPath: indexPath)
          attributes.frame = frame(
            main: main + (thickness - own) / 2, cross: cross, mainLength: own, crossLength: length)
          if estimatedItemSize != .zero {
            attributes.selfSizingAxes = (true, true)
          }
          add(attributes)
          cross += length + spacing
        }
        main += thickness
        line = []
      }
      var used: CGFloat = 0
      for (item, size) in sizes.enumerated() {
        let length = isVertical ? size.width : size.height
        if !line.isEmpty, used + itemSpacing + length > available + 0.001 {
          finishLine(isLast: false)
          main += lineSpacing
          used = 0
        }
        used += (line.isEmpty ? 0 : itemSpacing) + length
        line.append((IndexPath(item: item, section: section), size))
      }
      finishLine(isLast: true)
      main += isVertical ? inset.bottom : inset.right
      crossExtent = max(crossExtent, crossLength)
      let footer =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      let footerLength = isVertical ? footer.height : footer.width
      if footerLength > 0 {
        let attributes = makeAttributes(
          .supplementaryView, kind: UICollectionView.elementKindSectionFooter,
          indexPath: IndexPath(item: 0, section: section))
        attributes.frame = frame(
          main: main, cross: 0, mainLength: footerLength,
          crossLength: crossLength + referenceStart(reference) * 2)
        attributes.zIndex = 10
        add(attributes)
        main += footerLength
      }
    }
    contentSize =
      isVertical
      ? CGSize(width: viewport.width, height: main) : CGSize(width: main, height: viewport.height)
    elements.sort { self.start(of: $0.frame) < self.start(of: $1.frame) }
  }

  private func add(_ attributes: UICollectionViewLayoutAttributes) {
    elements.append(attributes)
    longestElement = max(longestElement, end(of: attributes.frame) - start(of: attributes.frame))
    if attributes.representedElementCategory == .cell {
      cells[attributes.indexPath] = attributes
    } else {
      supplementaries[attributes.elementKey] = attributes
    }
  }

  /// The insets that ``sectionInsetReference`` adds before the section insets.
  private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
    switch sectionInsetReference {
    case .fromContentInset: .zero
    case .fromSafeArea: collectionView.safeAreaInsets
    case .fromLayoutMargins: collectionView.layoutMargins
    }
  }

  private func referenceStart(_ reference: UIEdgeInsets) -> CGFloat {
    isVertical ? reference.left : reference.top
  }

  private func size(
    of indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?,
    in collectionView: UICollectionView
  ) -> CGSize {
    if let fitted = fittedSizes[indexPath] { return fitted }
    if estimatedItemSize != .zero {
      return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }
    return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
      ?? itemSize
  }

  private func frame(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat)
    -> CGRect
  {
    isVertical
      ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
      : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  private func start(of frame: CGRect) -> CGFloat { isVertical ? frame.minY : frame.minX }
  private func end(of frame: CGRect) -> CGFloat { isVertical ? frame.maxY : frame.maxX }

  /// Matches UIKit: the size of all the sections.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Matches UIKit: the elements that meet `rect`, found by a binary search along the
  /// scrolling axis; pinned headers and footers where they float.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let low = isVertical ? rect.minY : rect.minX
    let high = isVertical ? rect.maxY : rect.maxX
    // Elements start in order; the longest one bounds how far before `low` one may start and
    // still reach into the rectangle. (A rectangle's own length is no bound: a point's probe,
    // as `indexPathForItem(at:)` makes, missed every item that started before it.)
    var first = elements.partitioningIndex { self.start(of: $0.frame) >= low - self.longestElement }
    first = max(0, first - 1)
    var found: [UICollectionViewLayoutAttributes] = []
    var index = first
    while index < elements.count, start(of: elements[index].frame) < high {
      let attributes = elements[index]
      if attributes.frame.intersects(rect), attributes.representedElementCategory == .cell {
        found.append(attributes)
      }
      index += 1
    }
    for attributes in supplementaryAttributes(pinnedIn: rect)
    where attributes.frame.intersects(rect) {
      found.append(attributes)
    }
    return found
  }

  /// The headers and footers, moved where they float when pinned.
  private func supplementaryAttributes(pinnedIn rect: CGRect) -> [UICollectionViewLayoutAttributes]
  {
    let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    guard pins, let collectionView else { return Array(supplementaries.values) }
    let insets = collectionView.adjustedContentInset
    let visible = collectionView.bounds
    return supplementaries.values.map { original in
      let isHeader = original.representedElementKind == UICollectionView.elementKindSectionHeader
      guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds else {
        return original
      }
      let section = original.indexPath.section
      let sectionCells = cells.values.filter { $0.indexPath.section == section }
      let sectionStart = sectionCells.map { start(of: $0.frame) }.min() ?? start(of: original.frame)
      let sectionEnd = sectionCells.map { end(of: $0.frame) }.max() ?? end(of: original.frame)
      let pinned = original.copy(with: nil) as! UICollectionViewLayoutAttributes
      let length = isVertical ? original.frame.height : original.frame.width
      if isHeader {
        let top = (isVertical ? visible.minY + insets.top : visible.minX + insets.left)
        let position = min(max(start(of: original.frame), top), sectionEnd - length)
        pinned.frame = frame(
          main: position, cross: isVertical ? original.frame.minX : original.frame.minY,
          mainLength: length, crossLength: isVertical ? original.frame.width : original.frame.height
        )
      } else {
        let bottom = (isVertical ? visible.maxY - insets.bottom : visible.maxX - insets.right)
        let position = max(min(start(of: original.frame), bottom - length), sectionStart)
        pinned.frame = frame(
          main: position, cross: isVertical ? original.frame.minX : original.frame.minY,
          mainLength: length, crossLength: isVertical ? original.frame.width : original.frame.height
        )
      }
      pinned.zIndex = 1024
      return pinned
    }
  }

  /// Matches UIKit: one item's attributes.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cells[indexPath]
  }

  /// Matches UIKit: one header's or footer's attributes.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplementaries[
      ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }

  /// Matches UIKit: a change of the width (or, scrolling sideways, the height) lays the items
  /// out again, and so does any scroll while headers or footers are pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let old = collectionView.bounds
    if isVertical ? newBounds.width != old.width : newBounds.height != old.height { return true }
    return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
  }

  /// Matches UIKit: a pinned header needs only the header moved; a size change, everything.
  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if let old = collectionView?.bounds, old.size != newBounds.size {
      return UICollectionViewLayoutInvalidationContext()
    }
    return context
  }

  /// Matches UIKit: a self-sizing cell whose size changed moves the items after it.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard originalAttributes.representedElementCategory == .cell else { return false }
    return preferredAttributes.size != originalAttributes.size
  }

  /// Matches UIKit: records the cell's size for the next `prepare()`.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    fittedSizes[originalAttributes.indexPath] = preferredAttributes.size
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }
}

extension Array {
  /// The first index whose element satisfies `predicate`, for a predicate that is false and
  /// then true along the array: a binary search.
  func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if predicate(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
