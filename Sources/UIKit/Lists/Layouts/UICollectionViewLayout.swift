/// Decides where a collection view's cells, supplementary views and decoration views go, as
/// `UICollectionViewLayout`; subclass it for a layout of your own.
///
/// Matches UIKit's contract, in its order: when the layout is invalid the collection view calls
/// ``prepare()``, reads ``collectionViewContentSize``, then asks
/// ``layoutAttributesForElements(in:)`` for the rectangle on screen each time it lays out, and
/// ``shouldInvalidateLayout(forBoundsChange:)`` whenever it scrolls or resizes. Items that size
/// themselves (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``) are offered to
/// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``.
///
/// ```swift
/// final class ColumnLayout: UICollectionViewLayout {
///   private var attributes: [UICollectionViewLayoutAttributes] = []
///   override func prepare() { … }
///   override var collectionViewContentSize: CGSize { … }
///   override func layoutAttributesForElements(in rect: CGRect)
///     -> [UICollectionViewLayoutAttributes]?
///   { attributes.filter { $0.frame.intersects(rect) } }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// Matches UIKit: the collection view using the layout; set when the layout is given to one.
  open internal(set) weak var collectionView: UICollectionView?

  /// Whether ``prepare()`` is due before the layout is next read.
  var needsPreparation = true
  /// The context of the invalidations since the layout was last prepared.
  var pendingInvalidation: UICollectionViewLayoutInvalidationContext?
  /// Decoration view classes registered by kind.
  var decorationClasses: [String: UICollectionReusableView.Type] = [:]

  /// Matches UIKit: a layout with no collection view.
  public override init() {
    super.init()
  }

  /// Matches UIKit's decoding initializer.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Matches UIKit: the class the layout makes its attributes of.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Matches UIKit: the class of the layout's invalidation contexts.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  // MARK: Right to left

  /// Matches UIKit: whether the collection view mirrors the layout's attributes across its
  /// content's width when its layout direction is not ``developmentLayoutDirection``, so that
  /// a layout written left to right reads right to left without a change. `false` here; a
  /// custom layout opts in by overriding it, as ``UICollectionViewFlowLayout`` does.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// Matches UIKit: the layout direction the layout's coordinates are written for, the
  /// direction of the app's development language; left to right here.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  // MARK: Laying out

  /// Matches UIKit: works out the layout; called before anything is read, whenever the layout
  /// was invalidated. Call `super`.
  open func prepare() {}

  /// Matches UIKit: the size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// Matches UIKit: the attributes of every element that meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Matches UIKit: the attributes of one item's cell.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Matches UIKit: the attributes of one supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Matches UIKit: the attributes of one decoration view.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Matches UIKit: where scrolling that would stop at `proposedContentOffset` stops instead.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// Matches UIKit: where a drag released at `velocity` (points per second, positive as the
  /// offset grows) comes to rest instead of `proposedContentOffset`, where it would stop by
  /// itself; by default there. Override it to snap to items. Not asked with paging enabled.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Matches UIKit: where an item moved interactively goes when its centre is at `position`
  /// (in the layout's coordinates): by default the place of the item under it, or
  /// `previousIndexPath` when there is none. A layout overrides it to offer other places, an
  /// empty section's first, say.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    // The position is in the layout's own coordinates, mirrored when the layout flips, so the
    // item under it is looked up among the layout's attributes as they are.
    let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
    return layoutAttributesForElements(in: probe)?.last {
      $0.representedElementCategory == .cell && $0.frame.contains(position)
    }?.indexPath ?? previousIndexPath
  }

  /// Matches UIKit: registers the class of a decoration view the layout's attributes name.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
  }

  // MARK: Invalidating

  /// Matches UIKit: the layout is out of date; ``prepare()`` runs before it is next read.
  open func invalidateLayout() {
    let context =
      (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?
      .init() ?? UICollectionViewLayoutInvalidationContext()
    invalidateLayout(with: context)
  }

  /// Matches UIKit: the layout is out of date as `context` says. Overrides call `super`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    pendingInvalidation = context
    needsPreparation = true
    collectionView?.layoutDidInvalidate(with: context)
  }

  /// Matches UIKit: whether scrolling or resizing to `newBounds` needs the layout redone;
  /// `false` by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Matches UIKit: the context for a bounds change the layout asked to be invalidated for.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = UICollectionViewLayoutInvalidationContext()
    context.narrow()
    return context
  }

  /// Matches UIKit: whether a self-sizing element's preferred attributes change the layout;
  /// `false` by default.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Matches UIKit: the context for a self-sizing element's new size.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [originalAttributes.indexPath])
    return context
  }

  // MARK: Updates

  /// Matches UIKit: the batch of updates about to animate; call `super`.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Matches UIKit: the batch's animations have been set up; call `super`.
  open func finalizeCollectionViewUpdates() {}

  /// Matches UIKit: where an inserted item starts its animation; by default its final place,
  /// faded out.
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Matches UIKit: where a deleted item ends its animation; by default where it was, faded
  /// out.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Makes attributes of the layout's attribute class.
  func makeAttributes(
    _ category: UICollectionViewLayoutAttributes.Category, kind: String? = nil,
    indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    let type =
      type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
      ?? UICollectionViewLayoutAttributes.self
    return type.init(category: category, kind: kind, indexPath: indexPath)
  }
}

/// One change of a batch of collection view updates, as a layout sees it, as
/// `UICollectionViewUpdateItem`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
  /// Matches UIKit: the kind of change.
  public enum Action: Int, Sendable {
    /// Matches UIKit: an insertion.
    case insert = 0
    /// Matches UIKit: a deletion.
    case delete = 1
    /// Matches UIKit: a reload.
    case reload = 2
    /// Matches UIKit: a move.
    case move = 3
    /// Matches UIKit: nothing.
    case none = 4
  }

  /// Matches UIKit: the item (or section, with `NSNotFound` for its item) before the update.
  public let indexPathBeforeUpdate: IndexPath?
  /// Matches UIKit: the item (or section) after the update.
  public let indexPathAfterUpdate: IndexPath?
  /// Matches UIKit: the kind of change.
  public let updateAction: Action

  init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
    super.init()
  }
}
