/// The smallest piece of a compositional layout: one item's size and insets, as
/// `NSCollectionLayoutItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// Matches UIKit: the item's size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Matches UIKit: the space inside the item's slot that the item keeps clear.
  open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Matches UIKit: space added around the item's slot.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// Matches UIKit: an item of `layoutSize`.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }
}

/// Items laid out in a row or a column, repeated along the section, as
/// `NSCollectionLayoutGroup`; a group is itself an item, so groups nest.
///
/// Matches UIKit: a group of `subitems` places them in turn along its axis, over again, as
/// long as they fit; a group made with a `count` places that many, sized to fill it.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis { case horizontal, vertical }
  let axis: Axis
  /// Matches UIKit: the items the group lays out.
  public let subitems: [NSCollectionLayoutItem]
  /// The number of items a group made with a count holds.
  let count: Int?
  /// Matches UIKit: the space between the group's items.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    count: Int?
  ) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Matches UIKit: a row of `subitems`, repeated while they fit.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// Matches UIKit: a row of `count` copies of `subitem`, sized to fill it.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }

  /// Matches UIKit (iOS 16+): a row of `count` copies of `repeatingSubitem`.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
  }

  /// Matches UIKit: a column of `subitems`, repeated while they fit.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }

  /// Matches UIKit: a column of `count` copies of `subitem`, sized to fill it.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }

  /// Matches UIKit (iOS 16+): a column of `count` copies of `repeatingSubitem`.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: subitem, count: count)
  }
}

/// Where a supplementary or boundary view sits against its container, as `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  /// Matches UIKit: no particular edge.
  case none = 0
  /// Matches UIKit: along the top.
  case top = 1
  /// Matches UIKit: the top leading corner.
  case topLeading = 2
  /// Matches UIKit: along the leading edge.
  case leading = 3
  /// Matches UIKit: the bottom leading corner.
  case bottomLeading = 4
  /// Matches UIKit: along the bottom.
  case bottom = 5
  /// Matches UIKit: the bottom trailing corner.
  case bottomTrailing = 6
  /// Matches UIKit: along the trailing edge.
  case trailing = 7
  /// Matches UIKit: the top trailing corner.
  case topTrailing = 8
}

/// A view a compositional layout places beside its items, as
/// `NSCollectionLayoutSupplementaryItem`; its boundary subclass makes section headers and
/// footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// Matches UIKit: the kind of view, as the data source is asked for it.
  public let elementKind: String
  /// Matches UIKit: the view's stacking order.
  open var zIndex = 1

  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
}

/// A header or footer of a section (or of the whole layout), as
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Matches UIKit: which edge of the section the view goes along.
  public let alignment: NSRectAlignment
  /// Matches UIKit: whether the section makes room for the view (`true`).
  open var extendsBoundary = true
  /// Matches UIKit: whether the view stays on screen while its section scrolls.
  open var pinToVisibleBounds = false

  /// Matches UIKit: a view of `elementKind` along `alignment`'s edge.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.alignment = alignment
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}

/// A view the layout itself puts behind a section, as `NSCollectionLayoutDecorationItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// Matches UIKit: the kind of view, registered with the layout.
  public let elementKind: String
  /// Matches UIKit: the view's stacking order (behind the cells).
  open var zIndex = -1

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  }

  /// Matches UIKit: a view of `elementKind` filling the section behind its items.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
