/// One section of a compositional layout, laid out: its extent, its elements in the collection
/// view's coordinates, and, for a section that scrolls sideways, its strip.
struct CompositionalSectionLayout {
  var frame: CGRect
  var elements: [UICollectionViewLayoutAttributes] = []
  /// Headers and footers that stay on screen while their section scrolls.
  var pinned: [UICollectionViewLayoutAttributes] = []
  var strip: OrthogonalStrip?
  /// The list configuration the section was made from, whose swipe actions its rows offer.
  var listConfiguration: UICollectionLayoutListConfiguration?
}

@MainActor
extension CompositionalSectionLayout {
  /// Mirrors the section for a right-to-left layout, as UIKit's compositional layout does
  /// itself (so its collection view does not flip it again): each element's frame across
  /// `width`, and the items of a sideways strip across the strip's content, which then
  /// starts at its right end.
  mutating func mirror(across width: CGFloat) {
    for attributes in elements { attributes.frame = attributes.frame.mirrored(across: width) }
    frame = frame.mirrored(across: width)
    guard var strip else { return }
    strip.frame = strip.frame.mirrored(across: width)
    for attributes in strip.items {
      attributes.frame = attributes.frame.mirrored(across: strip.contentSize.width)
    }
    strip.isMirrored = true
    self.strip = strip
  }
}

/// The row of an orthogonally scrolling section: where it shows (in the collection view's
/// coordinates), how wide its content is, and its items in its own coordinates.
struct OrthogonalStrip {
  var frame: CGRect
  var contentSize: CGSize
  var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// Where each group starts, for paging by group.
  var groupStarts: [CGFloat]
  var items: [UICollectionViewLayoutAttributes]
  /// Whether the strip is laid out right to left, its first item at the right end.
  var isMirrored = false
}

/// Lays out a compositional layout's sections: each section's group repeated over its items,
/// groups placing their subitems along their axis, estimated sizes replaced by the sizes the
/// cells asked for.
@MainActor
struct CompositionalSolver {
  let layout: UICollectionViewLayout
  /// The collection view's size, which fractional heights are of.
  let viewport: CGSize
  /// The sizes self-sizing elements asked for.
  let fitted: [ElementKey: CGSize]

  /// An item a group placed: its index among the section's items, its frame in the group,
  /// and the axes its size was estimated along.
  struct PlacedItem {
    var item: Int
    var frame: CGRect
    var estimated: (horizontal: Bool, vertical: Bool)
  }

  /// Lays out `group` in a container of `container`'s size from the section's item `first`,
  /// placing at most `available` items; returns the group's size and its items.
  func place(
    _ group: NSCollectionLayoutGroup, in container: CGSize, first: Int, available: Int,
    section: Int
  ) -> (size: CGSize, items: [PlacedItem]) {
    var size = group.layoutSize.resolved(in: container)
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    var cursor: CGFloat = 0
    var across: CGFloat = 0
    var placed: [PlacedItem] = []
    var slot = 0
    while placed.count < available, !group.subitems.isEmpty {
      if let count = group.count, slot >= count { break }
      let child = group.subitems[slot % group.subitems.count]
      var childSize = child.layoutSize.resolved(in: size)
      if let count = group.count {
        let each = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        if horizontal { childSize.width = each } else { childSize.height = each }
      }
      let lead = (horizontal ? child.edgeSpacing?.leading : child.edgeSpacing?.top)?.spacing ?? 0
      let along = (horizontal ? childSize.width : childSize.height)
      if group.count == nil, slot > 0, cursor + lead + along > length + 0.5 { break }
      cursor += lead
      let origin = horizontal ? CGPoint(x: cursor, y: 0) : CGPoint(x: 0, y: cursor)
      if let nested = child as? NSCollectionLayoutGroup {
        let (nestedSize, items) = place(
          nested, in: size, first: first + placed.count, available: available - placed.count,
          section: section)
        guard !items.isEmpty else { break }
        childSize = nestedSize
        placed += items.map {
          PlacedItem(
            item: $0.item, frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y),
            estimated: $0.estimated)
        }
      } else {
        let item = first + placed.count
        let estimated = (
          child.layoutSize.widthDimension.isEstimated, child.layoutSize.heightDimension.isEstimated
        )
        if let fit = fitted[
          ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section))
        ] {
          if estimated.0 { childSize.width = fit.width }
          if estimated.1 { childSize.height = fit.height }
        }
        let insets = child.contentInsets
        let frame = CGRect(
          x: origin.x + insets.leading, y: origin.y + insets.top,
          width: max(0, childSize.width - insets.leading - insets.trailing),
          height: max(0, childSize.height - insets.top - insets.bottom))
        placed.append(PlacedItem(item: item, frame: frame, estimated: estimated))
      }
      let trail =
        (horizontal ? child.edgeSpacing?.trailing : child.edgeSpacing?.bottom)?.spacing ?? 0
      cursor += (horizontal ? childSize.width : childSize.height) + trail + spacing
      across = max(across, horizontal ? childSize.height : childSize.width)
      slot += 1
      // A subitem with no length would fill the group for ever.
      if along <= 0, group.count == nil { break }
    }
    let used = max(0, cursor - spacing)
    if group.interItemSpacing?.isFlexibleSpacing == true, placed.count > 1, used < length {
      let extra = (length - used) / CGFloat(placed.count - 1)
      for index in placed.indices {
        let shift = extra * CGFloat(index)
        placed[index].frame = placed[index].frame.offsetBy(
          dx: horizontal ? shift : 0, dy: horizontal ? 0 : shift)
      }
    }
    if group.layoutSize.heightDimension.isEstimated { size.height = horizontal ? across : used }
    if group.layoutSize.widthDimension.isEstimated { size.width = horizontal ? used : across }
    return (size, placed)
  }

  /// Lays out one section from `top`, `width` wide.
  func solve(
    _ section: NSCollectionLayoutSection, index: Int, itemCount: Int, top: CGFloat,
    width: CGFloat
  ) -> CompositionalSectionLayout {
    let list = section.listConfiguration
    let insets = section.contentInsets
    let spacing = listSpacing(list, section: index)
    var y = top + spacing.top
    var result = CompositionalSectionLayout(frame: .zero)
    result.listConfiguration = section.listConfiguration
    let supplementaryWidth =
      section.supplementariesFollowContentInsets ? width - insets.leading - insets.trailing : width
    let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
    func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
      let key = ElementKey(
        category: .supplementaryView, kind: item.elementKind,
        indexPath: IndexPath(item: 0, section: index))
      var size = item.layoutSize.resolved(
        in: CGSize(width: supplementaryWidth, height: viewport.height))
      let estimated = item.layoutSize.heightDimension.isEstimated
      if estimated, let fit = fitted[key] { size.height = fit.height }
      let attributes = layout.makeAttributes(
        .supplementaryView, kind: item.elementKind, indexPath: key.indexPath)
      var x = supplementaryX
      if [.trailing, .topTrailing, .bottomTrailing].contains(item.alignment) {
        x += supplementaryWidth - size.width
      }
      attributes.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
      attributes.zIndex = item.zIndex
      attributes.selfSizingAxes = (false, estimated)
      if let list {
        attributes.listPlacement = ListPlacement(
          appearance: list.listAppearance, showsSeparator: false, margin: listMargin(width),
          safeAreaSides: safeAreaSides(of: attributes.frame))
      }
      result.elements.append(attributes)
      if item.pinToVisibleBounds { result.pinned.append(attributes) }
      if item.extendsBoundary { y += size.height }
    }
    let headers = section.boundarySupplementaryItems.filter {
      [.top, .topLeading, .topTrailing].contains($0.alignment)
    }
    let footers = section.boundarySupplementaryItems.filter {
      [.bottom, .bottomLeading, .bottomTrailing].contains($0.alignment)
    }
    headers.forEach(boundary)
    let contentTop = y
    y += insets.top
    let contentWidth = max(0, width - insets.leading - insets.trailing)
    let container = CGSize(width: contentWidth, height: viewport.height)
    var cells: [UICollectionViewLayoutAttributes] = []
    func cell(_ placed: PlacedItem, at origin: CGPoint) -> UICollectionViewLayoutAttributes {
      let attributes = layout.makeAttributes(
        .cell, indexPath: IndexPath(item: placed.item, section: index))
      attributes.frame = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
      attributes.selfSizingAxes = placed.estimated
      if let list {
        let isLast = placed.item == itemCount - 1
        attributes.listPlacement = ListPlacement(
          appearance: list.listAppearance, isFirstInSection: placed.item == 0,
          isLastInSection: isLast,
          showsSeparator: list.showsSeparators && !(isLast && list.listAppearance.isGrouped),
          listHasSeparators: list.showsSeparators, margin: listMargin(width),
          safeAreaSides: safeAreaSides(of: attributes.frame))
      }
      return attributes
    }
    if section.orthogonalScrollingBehavior != .none {
      var x = insets.leading
      var height: CGFloat = 0
      var starts: [CGFloat] = []
      var consumed = 0
      while consumed < itemCount {
        let (size, items) = place(
          section.group, in: container, first: consumed, available: itemCount - consumed,
          section: index)
        guard !items.isEmpty else { break }
        starts.append(x)
        cells += items.map { cell($0, at: CGPoint(x: x, y: 0)) }
        consumed += items.count
        x += size.width + section.interGroupSpacing
        height = max(height, size.height)
      }
      let contentLength = max(
        width, x - (starts.isEmpty ? 0 : section.interGroupSpacing) + insets.trailing)
      result.strip = OrthogonalStrip(
        frame: CGRect(x: 0, y: y, width: width, height: height),
        contentSize: CGSize(width: contentLength, height: height),
        behavior: section.orthogonalScrollingBehavior, groupStarts: starts, items: cells)
      y += height
    } else {
      var consumed = 0
      var groups = 0
      while consumed < itemCount {
        let (size, items) = place(
          section.group, in: container, first: consumed, available: itemCount - consumed,
          section: index)
        guard !items.isEmpty else { break }
        if groups > 0 { y += section.interGroupSpacing }
        cells += items.map { cell($0, at: CGPoint(x: insets.leading, y: y)) }
        consumed += items.count
        y += size.height
        groups += 1
      }
      result.elements += cells
    }
    y += insets.bottom
    let contentBottom = y
    footers.forEach(boundary)
    for decoration in section.decorationItems {
      let attributes = layout.makeAttributes(
        .decorationView, kind: decoration.elementKind, indexPath: IndexPath(item: 0, section: index)
      )
      let decorationInsets = decoration.contentInsets
      attributes.frame = CGRect(
        x: decorationInsets.leading, y: contentTop + decorationInsets.top,
        width: max(0, width - decorationInsets.leading - decorationInsets.trailing),
        height: max(0, contentBottom - contentTop - decorationInsets.top - decorationInsets.bottom))
      attributes.zIndex = decoration.zIndex
      result.elements.append(attributes)
    }
    y += spacing.bottom
    result.frame = CGRect(x: 0, y: top, width: width, height: y - top)
    return result
  }

  /// How far a list row at `frame` keeps its content from its sides for the collection
  /// view's safe area: plain and grouped rows span the width, so in landscape their content
  /// moves in as their cells' layout margins do on iOS; inset-grouped rows are inside it.
  private func safeAreaSides(of frame: CGRect) -> UIEdgeInsets {
    layout.collectionView?.safeAreaSides(ofRowFrom: frame.minX, to: frame.maxX) ?? .zero
  }

  /// iOS's list margin: 16 points, 20 on screens 414 points wide or more.
  private func listMargin(_ width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

  /// The space a grouped list keeps above and below a section, as a grouped table does: 35
  /// points above the first section and 17.5 between, unless a header or footer brings its
  /// own; the header top padding above a header.
  private func listSpacing(_ list: UICollectionLayoutListConfiguration?, section: Int) -> (
    top: CGFloat, bottom: CGFloat
  ) {
    guard let list else { return (0, 0) }
    let grouped = list.listAppearance.isGrouped
    var top: CGFloat
    if list.headerMode == .supplementary {
      top = list.headerTopPadding ?? (grouped && section == 0 ? 18 : 0)
    } else {
      top = grouped ? (section == 0 ? 35 : 17.5) : 0
    }
    if list.appearance == .sidebar || list.appearance == .sidebarPlain { top = max(top, 8) }
    let bottom: CGFloat = grouped && list.footerMode != .supplementary ? 17.5 : 0
    return (top, bottom)
  }
}
