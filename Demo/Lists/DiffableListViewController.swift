import UIKit

/// The tour's diffable list: an inset-grouped collection view list whose bar buttons insert,
/// remove and shuffle fruits through snapshots, so the cells of the fruits that stay are kept.
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
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, fruit in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
    }
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
