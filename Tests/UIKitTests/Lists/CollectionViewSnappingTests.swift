import Testing
import UIKit
import UIKitTestSupport

/// A carousel's layout: a released drag comes to rest on a 100-point item boundary. It logs
/// what it is asked.
@MainActor
private final class SnappingLayout: UICollectionViewFlowLayout {
  var asked: [(proposed: CGPoint, velocity: CGPoint)] = []

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    asked.append((proposedContentOffset, velocity))
    return CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: proposedContentOffset.y)
  }
}

/// Twenty items.
@MainActor
private final class Items: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 20 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
}

@Suite("A collection view's layout decides where a released drag rests", .uiTest)
@MainActor
struct CollectionViewSnappingTests {
  @Test(
    "a drag released at speed rests where the layout's targetContentOffset(…withScrollingVelocity:) says"
  )
  func releasedDragSnaps() {
    let layout = SnappingLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 300, height: 100), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    let items = Items()
    collection.dataSource = items
    let pointer = Pointer.over(collection)

    // 130 points leftwards in a tenth of a second: the content moves on past the release.
    pointer.down(CGPoint(x: 250, y: 150))
    for step in 1...6 { pointer.move(CGPoint(x: 250 - CGFloat(step) * 130 / 6, y: 150)) }
    pointer.up(CGPoint(x: 120, y: 150))
    pointer.clock.advance(by: 10)

    #expect(layout.asked.count == 1)
    let asked = layout.asked.first
    // Points per second, positive as the offset grows (the content moves left).
    #expect((asked?.velocity.x ?? 0) > 100)
    #expect((asked?.proposed.x ?? 0) > 130)
    #expect(collection.contentOffset.x == ((asked?.proposed.x ?? 0) / 100).rounded() * 100)
  }
}
