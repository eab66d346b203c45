import Testing
import UIKit
import UIKitTestSupport

/// One section of three rows, as iOS code fills a table: a title and a custom accessory view.
private final class ThreeRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    return cell
  }
}

/// Plain and grouped lists in landscape on a phone with a sensor housing: the rows reach the
/// screen's edges, their content stays inside the safe area, as iOS draws them.
@Suite("Lists: plain and grouped rows keep their content inside the side safe area", .uiTest)
@MainActor
struct ListSafeAreaTests {
  /// A landscape screen whose safe area is 47 points on the left and 30 on the right; 844
  /// points is wider than 414, so the list margin is 20.
  private func makeController(rightToLeft: Bool) -> (UIViewController, UIWindow) {
    if rightToLeft { UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft) }
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 30)
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 844, height: 390))
    return (controller, window)
  }

  /// Where content starts and ends: the list margin inside the safe area.
  private let leftEdge: CGFloat = 47 + 20
  private let rightEdge: CGFloat = 844 - 30 - 20
  private let rightSafeArea: CGFloat = 844 - 30

  /// The frame of the label showing `text` inside `view`, in `list`'s coordinates.
  private func frame(ofLabel text: String, in view: UIView, list: UIView) -> CGRect? {
    if let label = view as? UILabel, label.text == text {
      return label.convert(label.bounds, to: list)
    }
    return view.subviews.lazy.compactMap { frame(ofLabel: text, in: $0, list: list) }.first
  }

  @Test(
    "matches iOS: a table's rows span the width, their content and accessory inside the safe area",
    arguments: [UITableView.Style.plain, .grouped], [false, true])
  func table(style: UITableView.Style, rightToLeft: Bool) throws {
    let (controller, window) = makeController(rightToLeft: rightToLeft)
    let table = UITableView(frame: controller.view.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = ThreeRows()
    table.dataSource = source
    controller.view.addSubview(table)
    defer { withExtendedLifetime((source, window)) {} }

    UIApplication.shared.advance(by: 0)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let title = try #require(frame(ofLabel: "Row 0", in: cell, list: table))
    let accessory = try #require(cell.accessoryView).convert(
      try #require(cell.accessoryView).bounds, to: table)

    #expect(cell.frame.minX == 0)
    #expect(cell.frame.width == 844)
    if rightToLeft {
      #expect(cell.contentView.frame.maxX == rightSafeArea)
      #expect(title.maxX == rightEdge)
      #expect(accessory.minX == leftEdge)
    } else {
      #expect(cell.contentView.frame.minX == 47)
      #expect(title.minX == leftEdge)
      #expect(accessory.maxX == rightEdge)
    }
  }

  @Test("with insetsContentViewsToSafeArea off, a table's content reaches under the safe area")
  func tableNotInset() throws {
    let (controller, window) = makeController(rightToLeft: false)
    let table = UITableView(frame: controller.view.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = ThreeRows()
    table.dataSource = source
    table.insetsContentViewsToSafeArea = false
    controller.view.addSubview(table)
    defer { withExtendedLifetime((source, window)) {} }

    UIApplication.shared.advance(by: 0)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))

    #expect(table.insetsContentViewsToSafeArea == false)
    #expect(cell.contentView.frame.minX == 0)
    #expect(frame(ofLabel: "Row 0", in: cell, list: table)?.minX == 20)
  }

  @Test(
    "matches iOS: a list layout's rows span the width, their content inside the safe area",
    arguments: [UICollectionLayoutListConfiguration.Appearance.plain, .grouped], [false, true])
  func list(appearance: UICollectionLayoutListConfiguration.Appearance, rightToLeft: Bool) throws {
    let (controller, window) = makeController(rightToLeft: rightToLeft)
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: appearance))
    let collectionView = UICollectionView(
      frame: controller.view.bounds, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [.checkmark()]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Row 0", "Row 1"])
    dataSource.apply(snapshot, animatingDifferences: false)
    controller.view.addSubview(collectionView)
    defer { withExtendedLifetime((dataSource, window)) {} }

    UIApplication.shared.advance(by: 0)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let title = try #require(frame(ofLabel: "Row 0", in: cell, list: collectionView))

    #expect(cell.frame.minX == 0)
    #expect(cell.frame.width == 844)
    if rightToLeft {
      #expect(title.maxX == rightEdge)
    } else {
      #expect(title.minX == leftEdge)
    }
  }
}
