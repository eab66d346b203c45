import Testing
import UIKit
import UIKitTestSupport

/// A table of two one-row sections whose headers and footers are made as `make` says.
private final class SectionedTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  enum Supplement {
    /// `titleForHeaderInSection` and `titleForFooterInSection`.
    case titles
    /// A dequeued `UITableViewHeaderFooterView` whose `textLabel` shows the title.
    case textLabel
    /// A dequeued `UITableViewHeaderFooterView` with its `defaultContentConfiguration()`.
    case configuration
  }

  let supplement: Supplement

  init(_ supplement: Supplement) { self.supplement = supplement }

  func numberOfSections(in tableView: UITableView) -> Int { 2 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.section)"
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    supplement == .titles ? "Head \(section)" : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    supplement == .titles ? "Foot \(section)" : nil
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    view(tableView, "Head \(section)")
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    view(tableView, "Foot \(section)")
  }

  private func view(_ tableView: UITableView, _ title: String) -> UIView? {
    guard supplement != .titles,
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Section")
    else { return nil }
    if supplement == .textLabel {
      view.textLabel?.text = title
    } else {
      var content = view.defaultContentConfiguration()
      content.text = title
      view.contentConfiguration = content
    }
    return view
  }
}

/// A list collection view of two one-item sections with supplementary headers and footers,
/// each a `UICollectionViewListCell` configured with `header` or `footer`.
@MainActor
private final class SectionedList {
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>

  init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    collectionView = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
    }
    let headers = Self.registration(
      UICollectionView.elementKindSectionHeader, "Head",
      appearance == .plain ? .header() : .groupedHeader())
    let footers = Self.registration(
      UICollectionView.elementKindSectionFooter, "Foot",
      appearance == .plain ? .footer() : .groupedFooter())
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, text in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: kind == UICollectionView.elementKindSectionHeader ? headers : footers,
        for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["Row 0"], toSection: 0)
    snapshot.appendItems(["Row 1"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// List cells of `kind` showing `content` with "`title` <section>".
  private static func registration(
    _ kind: String, _ title: String, _ content: UIListContentConfiguration
  ) -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell> {
    UICollectionView.SupplementaryRegistration(elementKind: kind) { view, _, indexPath in
      var content = content
      content.text = "\(title) \(indexPath.section)"
      view.contentConfiguration = content
    }
  }
}

/// What VoiceOver reads in `window`, in its order: each element's label and traits, lowercased
/// (grouped headers show, and read, their text uppercased; the case is tested with their look).
@MainActor
private func readout(_ window: UIWindow) -> [String] {
  AccessibilityHierarchy.elements(of: window).map {
    AccessibilityHierarchy.line(for: $0).lowercased()
  }
}

/// Section headers read as headers: iOS gives a table's and a list collection view's section
/// header text the `.header` trait, which VoiceOver's Headings rotor moves by; footers and rows
/// are static text only.
@Suite("Lists: section headers read with the header trait", .uiTest)
@MainActor
struct ListSectionHeaderAccessibilityTests {
  private static let expected = [
    "\"head 0\" (static text, header)", "\"row 0\" (static text)",
    "\"foot 0\" (static text)", "\"head 1\" (static text, header)", "\"row 1\" (static text)",
    "\"foot 1\" (static text)",
  ]

  @Test(
    "a table's section headers are headers, in VoiceOver's order, however they are made",
    arguments: [
      (UITableView.Style.plain, SectionedTable.Supplement.titles),
      (.plain, .textLabel), (.plain, .configuration),
      (.grouped, .titles), (.grouped, .textLabel), (.grouped, .configuration),
      (.insetGrouped, .configuration),
    ])
  fileprivate func table(style: UITableView.Style, supplement: SectionedTable.Supplement) {
    let table = UITableView(frame: .zero, style: style)
    table.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Section")
    let source = SectionedTable(supplement)
    table.dataSource = source
    table.delegate = source

    let window = showInWindow(table, size: CGSize(width: 320, height: 480))

    #expect(readout(window) == Self.expected)
  }

  @Test(
    "a list collection view's supplementary headers are headers, its footers are not",
    arguments: [
      UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped,
    ])
  func collectionList(appearance: UICollectionLayoutListConfiguration.Appearance) {
    let list = SectionedList(appearance)

    let window = showInWindow(list.collectionView, size: CGSize(width: 320, height: 480))

    #expect(readout(window) == Self.expected)
  }

  @Test("a label in a header the app marks otherwise keeps what the app set")
  func appOverride() throws {
    let table = UITableView(frame: .zero, style: .plain)
    let source = SectionedTable(.titles)
    table.dataSource = source
    table.delegate = source
    let window = showInWindow(table, size: CGSize(width: 320, height: 480))
    let header = try #require(table.headerView(forSection: 0))

    header.textLabel?.accessibilityTraits = .staticText

    #expect(readout(window).first == "\"head 0\" (static text)")
  }

  @Test("the table's own header view and a cell's label are not section headers")
  func tableHeaderView() {
    let table = UITableView(frame: .zero, style: .plain)
    let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
    banner.text = "Banner"
    table.tableHeaderView = banner
    let source = SectionedTable(.titles)
    table.dataSource = source
    table.delegate = source

    let window = showInWindow(table, size: CGSize(width: 320, height: 480))

    #expect(
      Array(readout(window).prefix(3)) == [
        "\"banner\" (static text)", "\"head 0\" (static text, header)", "\"row 0\" (static text)",
      ])
  }
}
