/// How a section of a compositional layout scrolls across the layout's own scrolling, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// Matches UIKit: the section does not scroll on its own; its groups stack.
  case none = 0
  /// Matches UIKit: the section's groups form a row that scrolls freely.
  case continuous = 1
  /// Matches UIKit: scrolls freely and comes to rest with a group at the leading edge.
  case continuousGroupLeadingBoundary = 2
  /// Matches UIKit: scrolls a page (the section's width) at a time.
  case paging = 3
  /// Matches UIKit: scrolls a group at a time.
  case groupPaging = 4
  /// Matches UIKit: scrolls a group at a time, the group centred.
  case groupPagingCentered = 5
}

/// A section of a compositional layout: a group repeated over the section's items, its
/// insets and spacing, its headers and footers, and how it scrolls, as
/// `NSCollectionLayoutSection`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// Matches UIKit: the group repeated over the section's items.
  public let group: NSCollectionLayoutGroup
  /// Matches UIKit: the space around the section's groups.
  open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Matches UIKit: the space between the section's groups.
  open var interGroupSpacing: CGFloat = 0
  /// Matches UIKit: whether the section scrolls sideways on its own, and how.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none
  /// Matches UIKit: the section's headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Matches UIKit: views the layout puts behind the section.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Matches UIKit: whether headers and footers keep to the content insets (`true`).
  open var supplementariesFollowContentInsets = true
  /// The list configuration the section was made from, which sets its rows' look.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// Matches UIKit: a section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// Matches UIKit (iOS 14+): a list section: full-width rows that size themselves, with the
  /// configuration's appearance, separators, headers and footers.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    configuration.makeSection(in: layoutEnvironment.container)
  }
}

/// What a section provider knows of where its section goes, as
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
  /// Matches UIKit: the space the layout fills.
  var container: any NSCollectionLayoutContainer { get }
  /// Matches UIKit: the collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// The space a compositional layout fills, as `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
  /// Matches UIKit: the space's size.
  var contentSize: CGSize { get }
  /// Matches UIKit: the space's size inside its insets.
  var effectiveContentSize: CGSize { get }
  /// Matches UIKit: the space's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// Matches UIKit: the insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment and container a compositional layout gives its section provider.
struct CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  var contentSize: CGSize
  var traitCollection: UITraitCollection
  /// The collection view's safe area at its sides, as UIKit's default `.safeArea` reference
  /// for content insets gives the container.
  var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: contentSize.height)
  }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// A compositional layout's settings beyond its sections, as
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// Matches UIKit: the axis the layout scrolls along. Only `.vertical` is laid out here;
  /// sections scroll sideways with their orthogonal scrolling behaviour.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// Matches UIKit: the space between sections.
  open var interSectionSpacing: CGFloat = 0
  /// Matches UIKit: headers and footers of the whole layout.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// Matches UIKit: the default configuration.
  public override init() {
    super.init()
  }
}
