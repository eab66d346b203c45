/// A layout built from sections of groups of items, each sized absolutely, as a fraction of
/// its container, or estimated and sized by its cell, as
/// `UICollectionViewCompositionalLayout`.
///
/// Matches UIKit (iOS 13+): give one section for every section, or a provider that makes each
/// section knowing the layout's environment; sections stack down the collection view, a
/// section with an ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` scrolls sideways
/// on its own, and ``list(using:)`` makes lists. Estimated items and headers are sized by their
/// views as they come on screen.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Matches UIKit: makes the section at an index, knowing the layout's environment.
  public typealias SectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let sectionProvider: SectionProvider
  /// Matches UIKit: the layout's settings; setting them lays it out again.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  private var sections: [CompositionalSectionLayout] = []
  /// Every element outside sideways-scrolling sections, ordered by where it starts.
  private var ordered: [UICollectionViewLayoutAttributes] = []
  private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  private var supplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
  private var contentSize: CGSize = .zero
  /// The sizes self-sizing elements asked for.
  private var fittedSizes: [ElementKey: CGSize] = [:]
  /// The list configuration of a layout made by ``list(using:)``, whose background it sets.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// Matches UIKit: every section laid out as `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Matches UIKit: every section laid out as `section`, with `configuration`.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Matches UIKit: each section laid out as `sectionProvider` makes it.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Matches UIKit: each section laid out as `sectionProvider` makes it, with `configuration`.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// Matches UIKit's decoding initializer: a layout of one full-width item per row.
  public required init?(coder: NSCoder) {
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    sectionProvider = { _, environment in
      UICollectionLayoutListConfiguration(appearance: .plain).makeSection(
        in: environment.container)
    }
    super.init(coder: coder)
  }

  /// Matches UIKit (iOS 14+): a layout whose every section is a list of `configuration`.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      configuration.makeSection(in: environment.container)
    }
    layout.listConfiguration = configuration
    return layout
  }

  // MARK: Laying out

  /// Matches UIKit: lays out every section, asking the provider for each.
  open override func prepare() {
    super.prepare()
    if pendingInvalidation?.invalidateEverything ?? true { fittedSizes = [:] }
    sections = []
    ordered = []
    cells = [:]
    supplementaries = [:]
    guard let collectionView else {
      contentSize = .zero
      return
    }
    if let listConfiguration {
      collectionView.backgroundColor = listConfiguration.resolvedBackgroundColor
    }
    let width = collectionView.bounds.width
    // The sections are laid out from the left (leading insets are left ones) and mirrored
    // afterwards right to left, so the safe area's leading side is its left one until then.
    let mirrored = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let safeArea = collectionView.listSafeAreaSides
    let environment = CompositionalEnvironment(
      contentSize: collectionView.bounds.size, traitCollection: collectionView.traitCollection,
      contentInsets: NSDirectionalEdgeInsets(
        top: 0, leading: mirrored ? safeArea.right : safeArea.left, bottom: 0,
        trailing: mirrored ? safeArea.left : safeArea.right))
    let solver = CompositionalSolver(
      layout: self, viewport: collectionView.bounds.size, fitted: fittedSizes)
    var y: CGFloat = 0
    let count = collectionView.numberOfSections
    for index in 0..<count {
      guard let section = sectionProvider(index, environment) else {
        UIKitException.raise(
          .internalInconsistencyException,
          "UICollectionViewCompositionalLayout: the section provider returned nil for section "
            + "\(index); a section is required.")
        continue
      }
      if index > 0 { y += configuration.interSectionSpacing }
      var laidOut = solver.solve(
        section, index: index, itemCount: collectionView.numberOfItems(inSection: index), top: y,
        width: width)
      if mirrored { laidOut.mirror(across: width) }
      y = laidOut.frame.maxY
      sections.append(laidOut)
      for attributes in laidOut.elements {
        ordered.append(attributes)
        if attributes.representedElementCategory == .cell {
          cells[attributes.indexPath] = attributes
        } else {
          supplementaries[attributes.elementKey] = attributes
        }
      }
      for attributes in laidOut.strip?.items ?? [] {
        cells[attributes.indexPath] = attributes
      }
    }
    ordered.sort { $0.frame.minY < $1.frame.minY }
    contentSize = CGSize(width: width, height: y)
  }

  /// The list configuration section `index` was made from, if it is a list.
  func listConfiguration(forSection index: Int) -> UICollectionLayoutListConfiguration? {
    sections.indices.contains(index) ? sections[index].listConfiguration : nil
  }

  /// Matches UIKit: the size of all the sections.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Matches UIKit: the elements that meet `rect`, found by a binary search; pinned headers
  /// where they float. Items of sideways-scrolling sections are shown by their section's own
  /// scroll view (see `orthogonalStrips`).
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    // No element is taller than the collection view's content, and most are much shorter:
    // elements start in order, so the search starts a screen before the rectangle.
    let reach = rect.minY - max(rect.height, collectionView?.bounds.height ?? 0)
    var index = max(0, ordered.partitioningIndex { $0.frame.minY >= reach } - 1)
    var found: [UICollectionViewLayoutAttributes] = []
    var pinnedKeys: Set<ElementKey> = []
    for section in sections {
      for attributes in section.pinned { pinnedKeys.insert(attributes.elementKey) }
    }
    while index < ordered.count, ordered[index].frame.minY < rect.maxY {
      let attributes = ordered[index]
      if attributes.frame.intersects(rect), !pinnedKeys.contains(attributes.elementKey) {
        found.append(attributes)
      }
      index += 1
    }
    found += pinnedAttributes().filter { $0.frame.intersects(rect) }
    return found
  }

  /// Headers that stay at the top of the visible area while their section is on screen.
  private func pinnedAttributes() -> [UICollectionViewLayoutAttributes] {
    guard let collectionView else { return [] }
    let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
    var result: [UICollectionViewLayoutAttributes] = []
    for section in sections {
      for original in section.pinned {
        let pinned = original.copy(with: nil) as! UICollectionViewLayoutAttributes
        pinned.frame.origin.y = min(
          max(original.frame.minY, top), section.frame.maxY - original.frame.height)
        pinned.zIndex = max(original.zIndex, 1024)
        result.append(pinned)
      }
    }
    return result
  }

  /// The rows of the sections that scroll sideways, by section.
  var orthogonalStrips: [Int: OrthogonalStrip] {
    var strips: [Int: OrthogonalStrip] = [:]
    for (index, section) in sections.enumerated() {
      if let strip = section.strip { strips[index] = strip }
    }
    return strips
  }

  /// Matches UIKit: one item's attributes (an item of a sideways-scrolling section in its
  /// row's coordinates, offset by the row's place).
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let attributes = cells[indexPath] else { return nil }
    guard sections.indices.contains(indexPath.section),
      let strip = sections[indexPath.section].strip
    else { return attributes }
    let placed = attributes.copy(with: nil) as! UICollectionViewLayoutAttributes
    placed.frame = attributes.frame.offsetBy(dx: strip.frame.minX, dy: strip.frame.minY)
    return placed
  }

  /// Matches UIKit: one header's or footer's attributes.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplementaries[
      ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }

  /// Matches UIKit: the layout follows the collection view's width.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }

  /// Matches UIKit: an estimated element whose view asked for another size lays the sections
  /// out again.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.size != originalAttributes.size
  }

  /// Matches UIKit: records the element's size for the next `prepare()`.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    fittedSizes[originalAttributes.elementKey] = preferredAttributes.size
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }
}
