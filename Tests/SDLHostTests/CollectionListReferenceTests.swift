import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A settings-like list built the modern way: a list layout, list cells with content
/// configurations and accessories, section headers from a supplementary registration.
private final class ListCatalogController: UICollectionViewController {
  struct Row: Hashable, Sendable {
    let text: String
    var secondary: String? = nil
    var subtitle = false
    var checked = false
  }

  let sections: [(title: String, rows: [Row])] = [
    (
      "Content configurations",
      [
        Row(text: "Cell"), Row(text: "Value cell", secondary: "Detail"),
        Row(text: "Subtitle cell", secondary: "The secondary text, under the text", subtitle: true),
      ]
    ),
    ("Accessories", [Row(text: "Checkmark", checked: true), Row(text: "선택됨 Selected")]),
  ]
  var dataSource: UICollectionViewDiffableDataSource<String, Row>!

  init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
      var content =
        row.subtitle
        ? UIListContentConfiguration.subtitleCell()
        : row.secondary != nil ? .valueCell() : cell.defaultContentConfiguration()
      content.text = row.text
      content.secondaryText = row.secondary
      cell.contentConfiguration = content
      cell.accessories = row.checked ? [.checkmark()] : [.disclosureIndicator()]
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content.text = sections[indexPath.section].title
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
    for section in sections {
      snapshot.appendSections([section.title])
      snapshot.appendItems(section.rows, toSection: section.title)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// The list appearances of a compositional list layout, in light and dark mode and right to
/// left, as a user's `assertSnapshot` draws them.
@Suite("Reference images: collection view list appearances, list cells and accessories", .uiTest)
@MainActor
struct CollectionListReferenceTests {
  @Test(
    "each list appearance, in light and dark mode and right to left",
    arguments: [
      (UICollectionLayoutListConfiguration.Appearance.plain, "plain"), (.grouped, "grouped"),
      (.insetGrouped, "insetGrouped"), (.sidebar, "sidebar"),
    ],
    ["light", "dark", "rtl"])
  func appearances(
    appearance: (UICollectionLayoutListConfiguration.Appearance, String), look: String
  ) {
    let controller = ListCatalogController(appearance: appearance.0)
    controller.title = "Lists"
    controller.clearsSelectionOnViewWillAppear = false
    let navigation = UINavigationController(rootViewController: controller)
    controller.loadViewIfNeeded()
    controller.collectionView.selectItem(
      at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])

    assertSnapshot(
      of: navigation as UIViewController,
      as: .image(
        on: .iPhone13, size: CGSize(width: 390, height: 600),
        traits: UITraitCollection(traitsFrom: [
          UITraitCollection(displayScale: 2),
          UITraitCollection(userInterfaceStyle: look == "dark" ? .dark : .light),
          // The phone's traits say left to right, as upstream's do; an iOS test asks for
          // right to left through the strategy's traits.
          UITraitCollection(layoutDirection: look == "rtl" ? .rightToLeft : .leftToRight),
        ])),
      named: "\(appearance.1)-\(look)")
  }

  @Test(
    "plain and grouped lists in landscape: rows edge to edge, content inside the safe area",
    arguments: [
      (UICollectionLayoutListConfiguration.Appearance.plain, "plain"), (.grouped, "grouped"),
    ])
  func landscape(appearance: (UICollectionLayoutListConfiguration.Appearance, String)) {
    assertLandscapeListSnapshot(
      of: ListCatalogController(appearance: appearance.0), named: "\(appearance.1)-landscape")
  }
}
