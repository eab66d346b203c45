import Testing
import UIKit
import UIKitTestSupport

/// Two sections of groceries in rows of a flow layout, as iOS code writes a data source that
/// lets every item move into either section; it logs what the collection view asks and tells.
private final class GroceryGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  let log: LifecycleLog
  var groceries: [[String]]

  init(log: LifecycleLog, groceries: [[String]]) {
    self.log = log
    self.groceries = groceries
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { groceries.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { groceries[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.accessibilityLabel = groceries[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    let (from, to) = (currentIndexPath, proposedIndexPath)
    log.record("target \(from.section)-\(from.item) to \(to.section)-\(to.item)")
    return proposedIndexPath
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let (from, to) = (sourceIndexPath, destinationIndexPath)
    log.record("move \(from.section)-\(from.item) to \(to.section)-\(to.item)")
    groceries[to.section].insert(groceries[from.section].remove(at: from.item), at: to.item)
  }
}

/// A flow layout, as iOS code subclasses one, that offers the empty last section's first
/// place for a position below every item.
private final class EmptySectionLayout: UICollectionViewFlowLayout {
  override func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    guard let collectionView, position.y > collectionViewContentSize.height else {
      return super.targetIndexPath(
        forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }
    return IndexPath(item: 0, section: collectionView.numberOfSections - 1)
  }
}

@Suite("UICollectionView: an interactive movement from one section into another", .uiTest)
@MainActor
struct CollectionViewCrossSectionMoveTests {
  let log = LifecycleLog()
  private let grid: GroceryGrid
  let collectionView: UICollectionView
  let window: UIWindow

  init() {
    grid = GroceryGrid(
      log: log, groceries: [["Apple", "Banana", "Cherry"], ["Carrot", "Leek"], []])
    let layout = EmptySectionLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = grid
    collectionView.delegate = grid
    window = showInWindow(collectionView, size: CGSize(width: 320, height: 360))
  }

  /// The items' labels on screen, top to bottom.
  private var shown: [String] {
    collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
      .compactMap(\.accessibilityLabel)
  }

  private func centre(_ item: Int, _ section: Int) -> CGPoint {
    let frame =
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
      ?? .zero
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  @Test("over an item of the next section the item moves there; the data source hears at the end")
  func moveIntoTheNextSection() {
    let target = centre(1, 1)

    let began = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
    collectionView.updateInteractiveMovementTargetPosition(target)
    let counts = (
      collectionView.numberOfItems(inSection: 0), collectionView.numberOfItems(inSection: 1)
    )
    let during = (log.take(), grid.groceries)
    collectionView.endInteractiveMovement()
    UIApplication.shared.advance(by: 0.5)

    #expect(began)
    #expect(during.0 == ["target 0-1 to 1-1"])
    #expect(during.1 == [["Apple", "Banana", "Cherry"], ["Carrot", "Leek"], []])
    #expect(counts == (2, 3))
    #expect(log.take() == ["move 0-1 to 1-1"])
    #expect(grid.groceries == [["Apple", "Cherry"], ["Carrot", "Banana", "Leek"], []])
    #expect(shown == ["Apple", "Cherry", "Carrot", "Banana", "Leek"])
  }

  @Test("a cancelled movement into another section puts the item back and tells nothing")
  func cancelAcrossSections() {
    let began = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
    collectionView.updateInteractiveMovementTargetPosition(centre(0, 1))
    collectionView.cancelInteractiveMovement()
    UIApplication.shared.advance(by: 0.5)

    #expect(began)
    #expect(log.take() == ["target 0-1 to 1-0"])
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(collectionView.numberOfItems(inSection: 1) == 2)
    #expect(shown == ["Apple", "Banana", "Cherry", "Carrot", "Leek"])
  }

  @Test("a layout's target index path takes the item into an empty section")
  func moveIntoAnEmptySection() {
    let below = CGPoint(x: 160, y: collectionView.contentSize.height + 20)

    collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1))
    collectionView.updateInteractiveMovementTargetPosition(below)
    let counts = (0..<3).map(collectionView.numberOfItems(inSection:))
    collectionView.endInteractiveMovement()
    UIApplication.shared.advance(by: 0.5)

    #expect(counts == [3, 1, 1])
    #expect(log.take() == ["target 1-0 to 2-0", "move 1-0 to 2-0"])
    #expect(grid.groceries == [["Apple", "Banana", "Cherry"], ["Leek"], ["Carrot"]])
    #expect(shown == ["Apple", "Banana", "Cherry", "Leek", "Carrot"])
  }

  @Test("while an item moves into the next section, that section's header moves up with it")
  func headerMakesRoom() throws {
    let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    layout.headerReferenceSize = CGSize(width: 320, height: 30)
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    UIApplication.shared.advance(by: 0)
    let kind = UICollectionView.elementKindSectionHeader
    let header = try #require(
      collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
    let rest = header.frame

    collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
    collectionView.updateInteractiveMovementTargetPosition(centre(0, 1))
    UIApplication.shared.advance(by: 0.5)
    let during = header.frame
    collectionView.endInteractiveMovement()
    UIApplication.shared.advance(by: 0.5)

    #expect(during == rest.offsetBy(dx: 0, dy: -44))
    #expect(log.take() == ["target 0-2 to 1-0", "move 0-2 to 1-0"])
    #expect(header.frame == during)
  }
}
