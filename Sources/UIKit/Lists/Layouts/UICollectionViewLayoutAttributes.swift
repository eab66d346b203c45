/// Where a layout puts one element of a collection view (a cell, a supplementary view or a
/// decoration view) and how it looks there, as `UICollectionViewLayoutAttributes`.
///
/// Matches UIKit: a layout makes these in `prepare()` and hands them out from
/// `layoutAttributesForElements(in:)`; the collection view sets its views' frames, alpha,
/// transform and stacking from them, and gives them to each view's
/// ``UICollectionReusableView/apply(_:)``.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// Matches UIKit: what kind of element the attributes are for.
  public enum Category: UInt, Sendable {
    /// Matches UIKit: a cell, for an item.
    case cell = 0
    /// Matches UIKit: a supplementary view (a header, a footer, a badge).
    case supplementaryView = 1
    /// Matches UIKit: a decoration view the layout itself owns (a section background).
    case decorationView = 2
  }

  /// Matches UIKit: the element's frame in the collection view's content.
  open var frame: CGRect = .zero
  /// Matches UIKit: the frame's centre; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// Matches UIKit: the frame's size; setting it keeps the centre.
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }
  /// Matches UIKit: the element's bounds, at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  /// Matches UIKit: the element's transform about its centre.
  open var transform: CGAffineTransform = .identity
  /// Matches UIKit: the element's 3D transform (drawn through its affine part).
  open var transform3D: CATransform3D {
    get { CATransform3DMakeAffineTransform(transform) }
    set { transform = CATransform3DGetAffineTransform(newValue) }
  }
  /// Matches UIKit: the element's opacity.
  open var alpha: CGFloat = 1
  /// Matches UIKit: which elements draw over which; higher is in front.
  open var zIndex = 0
  /// Matches UIKit: a hidden element is not shown.
  open var isHidden = false
  /// Matches UIKit: the item, or the section (and item) of a supplementary view.
  open var indexPath: IndexPath
  /// Matches UIKit: the kind of element.
  public let representedElementCategory: Category
  /// Matches UIKit: the supplementary or decoration view's kind; `nil` for a cell.
  public let representedElementKind: String?

  /// Matches UIKit: attributes for the cell of the item at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// Matches UIKit: attributes for a supplementary view of `elementKind`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
  }

  /// Matches UIKit: attributes for a decoration view of `decorationViewKind`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
  }

  /// The designated initializer every kind goes through; `required`, so that a layout's
  /// `layoutAttributesClass` can be made and copied.
  public required init(category: Category, kind: String?, indexPath: IndexPath) {
    representedElementCategory = category
    representedElementKind = kind
    self.indexPath = indexPath
    super.init()
  }

  /// Matches UIKit (`NSCopying`): a copy of the same class, for a layout to change without
  /// changing its own. Subclasses with properties of their own override it and call `super`.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init(
      category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    copy.frame = frame
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.selfSizingAxes = selfSizingAxes
    copy.listPlacement = listPlacement
    return copy
  }

  /// Matches UIKit: `copy()` gives a copy through ``copy(with:)``, as for any `NSCopying`
  /// object.
  open override func copy() -> Any {
    nonisolated(unsafe) var copy: Any = self
    MainActor.assumeIsolated { copy = self.copy(with: nil) }
    return copy
  }

  /// The axes along which the layout estimated the element's size, so that the element is
  /// asked for its own (see ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``).
  var selfSizingAxes: (horizontal: Bool, vertical: Bool) = (false, false)
  /// Where a list layout puts a cell in its section, which sets the cell's look.
  var listPlacement: ListPlacement?

  /// Whether the attributes place and show the element the same as `other`.
  func looksSame(as other: UICollectionViewLayoutAttributes) -> Bool {
    frame == other.frame && transform == other.transform && alpha == other.alpha
      && zIndex == other.zIndex && isHidden == other.isHidden
  }

  /// Which element the attributes are for: its category, kind and index path.
  var elementKey: ElementKey {
    ElementKey(
      category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
  }
}

/// One element of a collection view, as the views on screen are kept by.
struct ElementKey: Hashable {
  var category: UICollectionViewLayoutAttributes.Category
  var kind: String?
  var indexPath: IndexPath
}
