import Testing
import UIKit
import UIKitTestSupport

/// An outline list as iOS code writes one: a list layout, a list cell registration and a
/// diffable data source fed section snapshots.
@MainActor
private final class OutlineList {
  let log = LifecycleLog()
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>

  init() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    let log = log
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      log.record("cell \(item) at \(indexPath.item)")
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
  }

  /// The texts of the cells shown, top to bottom.
  var shownTexts: [String?] {
    collectionView.indexPathsForVisibleItems.sorted().map {
      (collectionView.cellForItem(at: $0)?.contentConfiguration as? UIListContentConfiguration)?
        .text
    }
  }
}

/// Fruit and Vegetables, with Fruit's children and one grandchild.
private func produce() -> NSDiffableDataSourceSectionSnapshot<String> {
  var outline = NSDiffableDataSourceSectionSnapshot<String>()
  outline.append(["Fruit", "Vegetables"])
  outline.append(["Apple", "Citrus"], to: "Fruit")
  outline.append(["Lemon"], to: "Citrus")
  outline.append(["Leek"], to: "Vegetables")
  return outline
}

@Suite("NSDiffableDataSourceSectionSnapshot and outlines in a diffable collection view", .uiTest)
@MainActor
struct OutlineSnapshotTests {
  @Test("items are depth first; only the children of expanded parents are visible")
  func visibleItems() {
    var outline = produce()

    #expect(outline.items == ["Fruit", "Apple", "Citrus", "Lemon", "Vegetables", "Leek"])
    #expect(outline.rootItems == ["Fruit", "Vegetables"])
    #expect(outline.visibleItems == ["Fruit", "Vegetables"])

    outline.expand(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Citrus", "Vegetables"])
    outline.expand(["Citrus"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Citrus", "Lemon", "Vegetables"])
    outline.collapse(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Vegetables"])
    #expect(outline.isExpanded("Citrus"))
    #expect(!outline.isVisible("Lemon"))
  }

  @Test("level, parent, contains, index and the part under a parent")
  func structure() {
    var outline = produce()
    outline.expand(["Citrus"])

    #expect(outline.level(of: "Fruit") == 0)
    #expect(outline.level(of: "Lemon") == 2)
    #expect(outline.parent(of: "Lemon") == "Citrus")
    #expect(outline.parent(of: "Vegetables") == nil)
    #expect(outline.contains("Leek"))
    #expect(!outline.contains("Kale"))
    #expect(outline.index(of: "Vegetables") == 4)
    let fruit = outline.snapshot(of: "Fruit")
    #expect(fruit.rootItems == ["Apple", "Citrus"])
    #expect(fruit.visibleItems == ["Apple", "Citrus", "Lemon"])
    #expect(outline.snapshot(of: "Fruit", includingParent: true).rootItems == ["Fruit"])
  }

  @Test("inserting beside an item makes a sibling; deleting takes the descendants too")
  func insertAndDelete() {
    var outline = produce()

    outline.insert(["Banana"], after: "Apple")
    outline.insert(["Nuts"], before: "Vegetables")
    #expect(outline.parent(of: "Banana") == "Fruit")
    #expect(outline.rootItems == ["Fruit", "Nuts", "Vegetables"])

    outline.delete(["Citrus"])
    #expect(outline.items == ["Fruit", "Apple", "Banana", "Nuts", "Vegetables", "Leek"])
    #expect(!outline.contains("Lemon"))
    #expect(
      outline.visualDescription() == "- Fruit\n  Apple\n  Banana\nNuts\n- Vegetables\n  Leek")
  }

  @Test("a duplicate item or an unknown parent raises UIKit's exception and changes nothing")
  func badInput() {
    let recorder = ExceptionRecorder()
    var outline = produce()

    outline.append(["Apple"], to: "Vegetables")
    outline.append(["Kale"], to: "Meat")

    #expect(recorder.names == [.internalInconsistencyException, .internalInconsistencyException])
    #expect(outline.items == produce().items)
    recorder.stop()
  }

  @Test("applying an outline to a section shows its visible items, in order")
  func applyShowsVisibleItems() {
    let list = OutlineList()
    var outline = produce()
    outline.expand(["Fruit"])

    list.dataSource.apply(outline, to: 0, animatingDifferences: false)
    list.collectionView.layoutIfNeeded()

    #expect(
      list.log.take() == [
        "cell Fruit at 0", "cell Apple at 1", "cell Citrus at 2", "cell Vegetables at 3",
      ])
    #expect(list.shownTexts == ["Fruit", "Apple", "Citrus", "Vegetables"])
    #expect(list.dataSource.snapshot(for: 0).isExpanded("Fruit"))
    #expect(list.dataSource.snapshot().itemIdentifiers(inSection: 0) == outline.visibleItems)
  }

  @Test("expanding an applied outline inserts the children's cells; the others are kept")
  func expandInserts() {
    let list = OutlineList()
    list.dataSource.apply(produce(), to: 0, animatingDifferences: false)
    list.collectionView.layoutIfNeeded()
    let vegetables = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    _ = list.log.take()

    var outline = list.dataSource.snapshot(for: 0)
    outline.expand(["Fruit"])
    list.dataSource.apply(outline, to: 0, animatingDifferences: false)
    list.collectionView.layoutIfNeeded()

    #expect(list.log.take() == ["cell Apple at 1", "cell Citrus at 2"])
    #expect(list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === vegetables)
  }

  @Test("a whole snapshot applied afterwards makes the section flat again")
  func wholeSnapshotFlattens() {
    let list = OutlineList()
    var outline = produce()
    outline.expand(["Fruit"])
    list.dataSource.apply(outline, to: 0, animatingDifferences: false)

    list.dataSource.apply(list.dataSource.snapshot(), animatingDifferences: false)

    let flat = list.dataSource.snapshot(for: 0)
    #expect(flat.rootItems == ["Fruit", "Apple", "Citrus", "Vegetables"])
    #expect(flat.level(of: "Apple") == 0)
  }

  @Test("a click on the outline disclosure asks, tells, then expands; a second collapses")
  func disclosureToggles() {
    let list = OutlineList()
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 320, height: 480))
    window.addSubview(list.collectionView)
    list.dataSource.apply(produce(), to: 0, animatingDifferences: false)
    list.collectionView.layoutIfNeeded()
    _ = list.log.take()
    let log = list.log
    list.dataSource.sectionSnapshotHandlers.shouldExpandItem = {
      log.record("shouldExpand \($0)")
      return true
    }
    list.dataSource.sectionSnapshotHandlers.willExpandItem = { log.record("willExpand \($0)") }
    list.dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
      log.record("shouldCollapse \($0)")
      return true
    }
    list.dataSource.sectionSnapshotHandlers.willCollapseItem = {
      log.record("willCollapse \($0)")
    }
    let fruit = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
    let disclosure = fruit.subviews.last {
      !($0 === fruit.contentView) && $0.bounds.width < 20 && $0.bounds.height > 5
    }!
    let center = disclosure.convert(
      CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: window)

    click(at: center, in: window)
    UIApplication.shared.advance(by: 1)

    #expect(
      list.log.take() == [
        "shouldExpand Fruit", "willExpand Fruit", "cell Apple at 1", "cell Citrus at 2",
      ])
    #expect(list.shownTexts == ["Fruit", "Apple", "Citrus", "Vegetables"])
    #expect(fruit.configurationState.isExpanded)
    let apple = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect((apple as? UICollectionViewListCell)?.indentationLevel == 1)

    click(at: center, in: window)
    UIApplication.shared.advance(by: 1)

    #expect(list.log.take() == ["shouldCollapse Fruit", "willCollapse Fruit"])
    #expect(list.shownTexts == ["Fruit", "Vegetables"])
    #expect(!fruit.configurationState.isExpanded)
  }
}
