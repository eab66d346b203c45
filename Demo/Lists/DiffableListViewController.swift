import UIKit

/// The tour's diffable list: an inset-grouped collection view list whose bar buttons insert,
/// remove and shuffle fruits through snapshots, so the cells of the fruits that stay are kept.
/// A row swipes to show Delete; in edit mode (the Edit button) each row has the delete
/// accessory, which shows that action, and the reorder accessory, which moves the fruit
/// through the data source's reordering handlers.
final class DiffableListViewController: UICollectionViewController {
  private static let fruits = [
    "Apple", "Apricot", "Banana", "Blackberry", "Cherry", "Date", "Elderberry", "Fig", "Grape",
    "Guava", "Kiwi", "Lemon", "Lime", "Mango", "Melon", "Nectarine", "Orange", "Papaya", "Peach",
    "Pear", "Plum", "Quince", "Raspberry", "Strawberry",
  ]
  private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  private var shown = Array(fruits.prefix(8))

  init() {
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    title = "Diffable list"
  }

  required init?(coder: NSCoder) {
    fatalError("built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit
      cell.contentConfiguration = content
      cell.accessories = [
        .delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
      ]
    }
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
      guard let fruit = dataSource.itemIdentifier(for: indexPath) else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") {
        [unowned self] _, _, completion in
        shown.removeAll { $0 == fruit }
        show()
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
      using: configuration)
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, fruit in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      shown = transaction.finalSnapshot.itemIdentifiers
    }
    navigationItem.leftItemsSupplementBackButton = true
    navigationItem.leftBarButtonItem = editButtonItem
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Add", primaryAction: UIAction { [unowned self] _ in add() }),
      UIBarButtonItem(title: "Remove", primaryAction: UIAction { [unowned self] _ in remove() }),
      UIBarButtonItem(title: "Shuffle", primaryAction: UIAction { [unowned self] _ in shuffle() }),
    ]
    show()
  }

  private func show() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(shown)
    dataSource.apply(snapshot)
  }

  private func add() {
    guard let fruit = Self.fruits.first(where: { !shown.contains($0) }) else { return }
    shown.insert(fruit, at: shown.count / 2)
    show()
  }

  private func remove() {
    guard !shown.isEmpty else { return }
    shown.remove(at: shown.count / 2)
    show()
  }

  private func shuffle() {
    shown.shuffle()
    show()
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
