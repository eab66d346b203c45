/// How a compositional layout's list section looks: its appearance, separators, header and
/// footer modes and swipe actions, as `UICollectionLayoutListConfiguration`.
///
/// Matches UIKit (iOS 14+): ``UICollectionViewCompositionalLayout/list(using:)`` makes a layout
/// whose every section is such a list; rows are full width and size themselves (44 points for
/// a single line), ``UICollectionViewListCell``s take the appearance's background, separators
/// and corners.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
public struct UICollectionLayoutListConfiguration {
  /// The look of a list, as `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: Int, Sendable {
    /// Matches UIKit: rows edge to edge on the system background.
    case plain = 0
    /// Matches UIKit: sections apart on the grouped background.
    case grouped = 1
    /// Matches UIKit: grouped sections inset from the edges, with rounded corners.
    case insetGrouped = 2
    /// Matches UIKit: an iPad sidebar: rows with rounded selection, no separators.
    case sidebar = 3
    /// Matches UIKit: a sidebar without the grouped background.
    case sidebarPlain = 4
  }

  /// Where a list section's header or footer comes from, as
  /// `UICollectionLayoutListConfiguration.HeaderMode` and `FooterMode`.
  public enum HeaderMode: Int, Sendable {
    /// Matches UIKit: none.
    case none = 0
    /// Matches UIKit: a supplementary view of `UICollectionView.elementKindSectionHeader` (or
    /// footer), which the data source gives.
    case supplementary = 1
    /// Matches UIKit: the section's first item is its header (headers only).
    case firstItemInSection = 2
  }

  /// Matches UIKit: the list's appearance.
  public var appearance: Appearance
  /// Matches UIKit: whether rows have separators (`true`, except in sidebars).
  public var showsSeparators: Bool
  /// Matches UIKit: the list's background colour; `nil` for the appearance's.
  public var backgroundColor: UIColor?
  /// Matches UIKit: where each section's header comes from.
  public var headerMode: HeaderMode = .none
  /// Matches UIKit: where each section's footer comes from (`.none` or `.supplementary`).
  public var footerMode: HeaderMode = .none
  /// Matches UIKit (iOS 15+): extra space above each section's header; `nil` for the
  /// appearance's.
  public var headerTopPadding: CGFloat?
  /// Matches UIKit: the trailing swipe actions of a row, by its index path.
  public var trailingSwipeActionsConfigurationProvider:
    (@MainActor (IndexPath) -> UISwipeActionsConfiguration?)?
  /// Matches UIKit: the leading swipe actions of a row, by its index path.
  public var leadingSwipeActionsConfigurationProvider:
    (@MainActor (IndexPath) -> UISwipeActionsConfiguration?)?

  /// Matches UIKit: a list of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
  }

  /// The list look of rows of this configuration.
  var listAppearance: ListPlacement.Appearance {
    switch appearance {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    case .sidebar: .sidebar
    case .sidebarPlain: .sidebarPlain
    }
  }

  /// The list's background: the system background, or the grouped one.
  var resolvedBackgroundColor: UIColor {
    backgroundColor
      ?? (appearance == .plain || appearance == .sidebarPlain
        ? .systemBackground : .systemGroupedBackground)
  }

  /// A list section for `container`: full-width rows estimated at 44 points. Matches UIKit: an
  /// inset-grouped section keeps its margin inside the container's insets, which are the
  /// collection view's safe area at its sides, so in landscape it clears the sensor housing.
  @MainActor func makeSection(in container: any NSCollectionLayoutContainer)
    -> NSCollectionLayoutSection
  {
    let width = container.contentSize.width
    let outer = container.effectiveContentInsets
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let margin: CGFloat = width >= 414 ? 20 : 16
    switch appearance {
    case .insetGrouped:
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 0, leading: outer.leading + margin, bottom: 0, trailing: outer.trailing + margin)
    case .sidebar, .sidebarPlain:
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    case .plain, .grouped:
      break
    }
    var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
    let supplementarySize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    if headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
      header.pinToVisibleBounds = appearance == .plain
      boundary.append(header)
    }
    if footerMode == .supplementary {
      boundary.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundary
    section.listConfiguration = self
    return section
  }
}
