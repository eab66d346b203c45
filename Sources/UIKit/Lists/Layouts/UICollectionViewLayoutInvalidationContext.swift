/// What part of a layout is out of date, as `UICollectionViewLayoutInvalidationContext`: a
/// layout's ``UICollectionViewLayout/invalidateLayout(with:)`` reads it to redo only what it
/// must.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  private var storedEverything = true
  private var storedCounts = true

  /// Matches UIKit: a context that invalidates everything until told otherwise.
  public required override init() {
    super.init()
  }

  /// Matches UIKit: whether everything is to be laid out again (the data changed).
  open var invalidateEverything: Bool { storedEverything }

  /// Matches UIKit: whether the data source's counts are to be asked for again.
  open var invalidateDataSourceCounts: Bool { storedCounts }

  /// Matches UIKit: the items whose attributes are out of date.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?

  /// Matches UIKit: the supplementary views out of date, by kind.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

  /// Matches UIKit: how far the content offset moves with the invalidation.
  open var contentOffsetAdjustment: CGPoint = .zero

  /// Matches UIKit: how much the content size changes with the invalidation.
  open var contentSizeAdjustment: CGSize = .zero

  /// Matches UIKit: marks items out of date (and the context as not invalidating everything).
  open func invalidateItems(at indexPaths: [IndexPath]) {
    narrow()
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Matches UIKit: marks supplementary views out of date.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    narrow()
    var invalidated = invalidatedSupplementaryIndexPaths ?? [:]
    invalidated[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = invalidated
  }

  /// A context for a change that leaves the data alone (a bounds change, a self-sized item).
  func narrow() {
    storedEverything = false
    storedCounts = false
  }
}
