import UIKit

/// The first screen of a tab: an inset-grouped list of the tab's screens, each row pushing its
/// screen, as an iOS settings-style list is built: a `UICollectionView` with a list layout,
/// subtitle cells and disclosure chevrons, and a header over each titled section. A click
/// pushes; ↑/↓ move the highlight from row to row and Return pushes the highlighted one. The
/// row that pushed stays selected while its screen is shown and fades back as it is popped.
final class TourListViewController: TourViewController, UICollectionViewDelegate {
  let sections: [TourCatalog.Section]
  /// Every row, section after section; a row's item identifier is its index here.
  let items: [TourItem]
  private var collectionView: UICollectionView?
  private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

  init(title: String, sections: [TourCatalog.Section]) {
    self.sections = sections
    items = sections.flatMap(\.items)
    super.init(nibName: nil, bundle: nil)
    self.title = title
    navigationItem.largeTitleDisplayMode = .always
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override var logName: String { "List[\(title ?? "")]" }

  /// The list's own arrow keys and Return, as a `UICollectionViewController` offers them while
  /// nothing else has the keyboard: this screen holds its collection view instead, so that it
  /// keeps the tour's lifecycle log.
  override var keyCommands: [UIKeyCommand]? {
    (super.keyCommands ?? []) + (collectionView?.keyCommands ?? [])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout { [sections] section, environment in
      var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      list.headerMode = sections[section].header == nil ? .none : .supplementary
      return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
    }
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)
    self.collectionView = collectionView
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, TourItem> {
      cell, _, item in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = item.title
      content.secondaryText = item.subtitle
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
      // How UI tests find a row, as iOS tests query `app.cells["…"]`.
      cell.accessibilityIdentifier = item.title
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { [unowned self] collectionView, indexPath, index in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: items[index])
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [sections] view, _, indexPath in
      var content = view.defaultContentConfiguration()
      content.text = sections[indexPath.section].header
      view.contentConfiguration = content
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var first = 0
    for (index, section) in sections.enumerated() {
      snapshot.appendSections([index])
      snapshot.appendItems(Array(first..<first + section.items.count), toSection: index)
      first += section.items.count
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }

  // Matches `UICollectionViewController.clearsSelectionOnViewWillAppear`: the row that pushed
  // fades back as its screen is popped.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let collectionView else { return }
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let index = dataSource?.itemIdentifier(for: indexPath) else { return }
    open(index)
  }

  /// Pushes the screen of the item at `index` (or presents it full screen, a split view), its
  /// row selected, as a list's selection does.
  func open(_ index: Int, animated: Bool = true) {
    guard items.indices.contains(index), let navigationController,
      navigationController.topViewController === self
    else { return }
    loadViewIfNeeded()
    collectionView?.selectItem(
      at: dataSource?.indexPath(for: index), animated: false, scrollPosition: [])
    let screen = items[index].makeScreen()
    screen.title = screen.title ?? items[index].title
    if items[index].presentsFullScreen {
      DemoLog.record("present \(items[index].title)")
      present(screen, animated: animated)
      return
    }
    screen.navigationItem.largeTitleDisplayMode = .never
    // The screens were written to fill a window; here they sit between the bars, as screens
    // written before safe areas do with `edgesForExtendedLayout = []`.
    screen.edgesForExtendedLayout = []
    DemoLog.record("push \(items[index].title)")
    navigationController.pushViewController(screen, animated: animated)
  }
}
