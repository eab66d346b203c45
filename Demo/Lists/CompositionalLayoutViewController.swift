import UIKit

/// The tour's compositional layout: a row of colour cards that scrolls sideways on its own
/// (`orthogonalScrollingBehavior`), each section under a boundary header, above an
/// inset-grouped list section, all in one `UICollectionViewCompositionalLayout`.
final class CompositionalLayoutViewController: UICollectionViewController {
  private static let colours: [(String, UIColor)] = [
    ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow),
    ("Green", .systemGreen), ("Teal", .systemTeal), ("Blue", .systemBlue),
    ("Indigo", .systemIndigo), ("Purple", .systemPurple), ("Pink", .systemPink),
  ]
  private static let settings = ["Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Focus"]
  private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  init() {
    super.init(collectionViewLayout: Self.makeLayout())
    title = "Compositional layout"
  }

  required init?(coder: NSCoder) {
    fatalError("built in code")
  }

  /// Section 0: cards 140 × 100 points at the default text size in a group that scrolls
  /// sideways, stopping at each card; section 1: an inset-grouped list. Both have a header.
  private static func makeLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { section, environment in
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      guard section == 0 else {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      // The cards grow with the text size, as their headline does, but stay narrower than
      // the screen, so that a name never breaks inside a word.
      let metrics = UIFontMetrics(forTextStyle: .headline)
      let traits = environment.traitCollection
      let width = max(
        min(
          metrics.scaledValue(for: 140, compatibleWith: traits),
          environment.container.effectiveContentSize.width - 64), 44)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(width),
          heightDimension: .absolute(metrics.scaledValue(for: 100, compatibleWith: traits))),
        subitems: [item])
      let cards = NSCollectionLayoutSection(group: group)
      cards.orthogonalScrollingBehavior = .groupPaging
      cards.interGroupSpacing = 10
      cards.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      cards.boundarySupplementaryItems = [header]
      return cards
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .systemGroupedBackground
    let card = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
      var content = UIListContentConfiguration.cell()
      content.text = name
      content.textProperties.color = .white
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.clear()
      background.backgroundColor = Self.colours.first { $0.0 == name }?.1
      background.cornerRadius = 12
      cell.backgroundConfiguration = background
    }
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    // The cards' header is a plain cell: a list cell outside a list section would draw a
    // list row's background and separator.
    let cardsHeader = UICollectionView.SupplementaryRegistration<UICollectionViewCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = "Colours — scroll sideways"
      view.contentConfiguration = content
    }
    let listHeader = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in
      var content = view.defaultContentConfiguration()
      content.text = "Settings"
      view.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, name in
      indexPath.section == 0
        ? collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: name)
        : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      indexPath.section == 0
        ? collectionView.dequeueConfiguredReusableSupplementary(using: cardsHeader, for: indexPath)
        : collectionView.dequeueConfiguredReusableSupplementary(using: listHeader, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(Self.colours.map(\.0), toSection: 0)
    snapshot.appendItems(Self.settings, toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
