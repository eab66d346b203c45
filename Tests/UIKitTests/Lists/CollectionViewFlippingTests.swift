import Testing
import UIKit
import UIKitTestSupport

/// A layout as iOS code writes one for a row that scrolls sideways: three 80-point items,
/// 100 points apart from the left, in content 400 points wide; it says whether it flips and
/// which direction it was written for, and keeps the rectangles it was asked about.
private final class RowLayout: UICollectionViewLayout {
  private let flips: Bool
  private let direction: UIUserInterfaceLayoutDirection
  private var attributes: [UICollectionViewLayoutAttributes] = []
  var askedRects: [CGRect] = []

  init(flips: Bool, writtenFor direction: UIUserInterfaceLayoutDirection = .leftToRight) {
    self.flips = flips
    self.direction = direction
    super.init()
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }

  override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
  override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { direction }

  override func prepare() {
    attributes = (0..<3).map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: CGFloat(item) * 100, y: 0, width: 80, height: 80)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 80) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    askedRects.append(rect)
    return attributes.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes[indexPath.item]
  }
}

/// A data source whose every item moves, keeping the moves it was told of.
private final class MovingSource: NSObject, UICollectionViewDataSource {
  var moves: [String] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 7 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
  }
}

@Suite("UICollectionView right to left: layouts that flip", .uiTest)
@MainActor
struct CollectionViewFlippingTests {
  let log = LifecycleLog()

  private func show(_ layout: UICollectionViewLayout, items: Int, rightToLeft: Bool) -> (
    UICollectionView, LoggingCollectionSource, UIWindow
  ) {
    if rightToLeft { UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft) }
    return showCollectionView(layout, items: [items], log: log)
  }

  private func frame(_ collectionView: UICollectionView, _ item: Int) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test("matches UIKit: only a flow layout flips by default, and layouts are written left to right")
  func defaults() {
    let base = UICollectionViewLayout()
    let flow = UICollectionViewFlowLayout()
    let compositional = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))

    let flips = [base, flow, compositional].map(\.flipsHorizontallyInOppositeLayoutDirection)

    #expect(flips == [false, true, false])
    #expect(base.developmentLayoutDirection == .leftToRight)
    #expect(flow.developmentLayoutDirection == .leftToRight)
  }

  @Test(
    "matches UIKit: right to left, a flow layout fills each line from the right",
    arguments: [false, true])
  func flowMirrors(rightToLeft: Bool) {
    let (collectionView, source, window) = show(
      UICollectionViewFlowLayout(), items: 7, rightToLeft: rightToLeft)
    defer { withExtendedLifetime((source, window)) {} }

    let xs = (0..<7).compactMap { frame(collectionView, $0)?.minX }
    let ys = (0..<7).compactMap { frame(collectionView, $0)?.minY }
    let shown = (0..<7).compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX
    }

    // 320 points wide: each item of 50 at x shows at 320 - x - 50.
    #expect(
      xs
        == (rightToLeft
          ? [270, 202.5, 135, 67.5, 0, 270, 210] : [0, 67.5, 135, 202.5, 270, 0, 60]))
    #expect(ys == [0, 0, 0, 0, 0, 60, 60])
    #expect(shown == xs)
  }

  @Test("matches UIKit: a flow layout on screen flips when the app turns right to left")
  func flipsWhenTheDirectionChanges() {
    let (collectionView, source, window) = show(
      UICollectionViewFlowLayout(), items: 7, rightToLeft: false)
    defer { withExtendedLifetime((source, window)) {} }

    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    UIApplication.shared.advance(by: 0)

    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 270)
  }

  @Test("right to left, the item under a point of a flipped layout is the one shown there")
  func flippedHitTesting() {
    let (collectionView, source, window) = show(
      UICollectionViewFlowLayout(), items: 7, rightToLeft: true)
    defer { withExtendedLifetime((source, window)) {} }

    let right = collectionView.indexPathForItem(at: CGPoint(x: 300, y: 25))
    let left = collectionView.indexPathForItem(at: CGPoint(x: 20, y: 25))

    #expect(right?.item == 0)
    #expect(left?.item == 4)
  }

  @Test(
    "matches UIKit: a custom layout that opts in is mirrored across its content right to left",
    arguments: [false, true])
  func customLayoutOptsIn(flips: Bool) {
    let layout = RowLayout(flips: flips)

    let (collectionView, source, window) = show(layout, items: 3, rightToLeft: true)
    defer { withExtendedLifetime((source, window)) {} }

    let xs = (0..<3).compactMap { frame(collectionView, $0)?.minX }
    // 400 points of content: an item of 80 at x shows at 400 - x - 80, and the content starts
    // scrolled to its right end, 80 points in. The layout is asked about the screen in its own
    // coordinates: the screen's 320 points from 80 are its first 320.
    #expect(xs == (flips ? [320, 220, 120] : [0, 100, 200]))
    #expect(collectionView.contentOffset.x == (flips ? 80 : 0))
    #expect(layout.askedRects.first?.minX == 0)
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX
        == (flips ? 320 : 0))
  }

  @Test(
    "matches UIKit: a layout is flipped only in the direction opposite the one it was written for",
    arguments: [false, true])
  func developmentDirection(rightToLeft: Bool) {
    let layout = RowLayout(flips: true, writtenFor: .rightToLeft)

    let (collectionView, source, window) = show(layout, items: 3, rightToLeft: rightToLeft)
    defer { withExtendedLifetime((source, window)) {} }

    #expect(frame(collectionView, 0)?.minX == (rightToLeft ? 0 : 320))
  }

  @Test("right to left, an item moved over another of a flow layout takes its place")
  func flippedInteractiveMovement() throws {
    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let source = MovingSource()
    collectionView.dataSource = source
    let window = showInWindow(collectionView)
    defer { withExtendedLifetime((source, window)) {} }
    let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))

    collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
    collectionView.updateInteractiveMovementTargetPosition(third.center)
    collectionView.endInteractiveMovement()

    #expect(source.moves == ["0 → 2"])
  }
}
