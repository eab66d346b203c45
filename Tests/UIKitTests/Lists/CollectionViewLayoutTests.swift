import Testing
import UIKit
import UIKitTestSupport

/// A layout as iOS code subclasses one: a single column of 40-point rows, logging the calls
/// the collection view makes.
private final class ColumnLayout: UICollectionViewLayout {
  let log: LifecycleLog
  private var attributes: [UICollectionViewLayoutAttributes] = []

  init(log: LifecycleLog) {
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) {
    fatalError("made in code")
  }

  override func prepare() {
    log.record("prepare")
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    attributes = (0..<count).map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: CGFloat(item) * 40, width: 320, height: 40)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 320, height: CGFloat(attributes.count) * 40)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    log.record("layoutAttributesForElements")
    return attributes.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    attributes[indexPath.item]
  }
}

@Suite("UICollectionView layouts: flow, compositional, orthogonal and custom", .uiTest)
@MainActor
struct CollectionViewLayoutTests {
  let log = LifecycleLog()

  private func show(_ layout: UICollectionViewLayout, items: [Int]) -> (
    UICollectionView, LoggingCollectionSource, UIWindow
  ) {
    showCollectionView(layout, items: items, log: log)
  }

  private func frame(_ collectionView: UICollectionView, _ item: Int) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test("a flow layout spreads a full line over the width; the last line keeps the minimum")
  func flowLines() {
    let (collectionView, source, window) = show(UICollectionViewFlowLayout(), items: [7])
    defer { withExtendedLifetime((source, window)) {} }

    let xs = (0..<7).compactMap { frame(collectionView, $0)?.minX }
    let ys = (0..<7).compactMap { frame(collectionView, $0)?.minY }

    #expect(xs == [0, 67.5, 135, 202.5, 270, 0, 60])
    #expect(ys == [0, 0, 0, 0, 0, 60, 60])
  }

  @Test(
    "a flow layout finds the item under any point of it, scrolling either way",
    arguments: [UICollectionView.ScrollDirection.vertical, .horizontal])
  func flowHitTesting(direction: UICollectionView.ScrollDirection) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 40)
    layout.sectionInset = UIEdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
    layout.scrollDirection = direction
    let (collectionView, source, window) = show(layout, items: [30])
    defer { withExtendedLifetime((source, window)) {} }

    let misses = (0..<30).filter { item in
      guard let frame = frame(collectionView, item) else { return true }
      return [
        CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.midX, y: frame.midY),
        CGPoint(x: frame.maxX - 0.5, y: frame.maxY - 0.5),
      ].contains { collectionView.indexPathForItem(at: $0)?.item != item }
    }

    #expect(misses == [])
  }

  @Test("a compositional grid of half-width items puts two in each row")
  func compositionalGrid() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))

    let (collectionView, source, window) = show(layout, items: [4])
    defer { withExtendedLifetime((source, window)) {} }

    #expect(
      (0..<4).compactMap { frame(collectionView, $0) } == [
        CGRect(x: 0, y: 0, width: 160, height: 100), CGRect(x: 160, y: 0, width: 160, height: 100),
        CGRect(x: 0, y: 100, width: 160, height: 100),
        CGRect(x: 160, y: 100, width: 160, height: 100),
      ])
    #expect(collectionView.contentSize == CGSize(width: 320, height: 200))
  }

  @Test(
    "matches iOS: an inset-grouped list keeps its margin inside the safe area at its sides",
    arguments: [false, true])
  func insetGroupedInsideTheSafeArea(rightToLeft: Bool) throws {
    if rightToLeft { UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft) }
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let controller = UIViewController()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 30)
    let window = TestApplication.makeWindow(
      root: controller, size: CGSize(width: 844, height: 390))
    let collectionView = UICollectionView(
      frame: controller.view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
    let source = LoggingCollectionSource(log: log, items: [2])
    collectionView.dataSource = source
    controller.view.addSubview(collectionView)
    defer { withExtendedLifetime((source, window)) {} }

    UIApplication.shared.advance(by: 0)
    let row = try #require(frame(collectionView, 0))

    // 844 points is wider than 414, so the margin is 20: 47 + 20 on the left, 30 + 20 on the
    // right.
    #expect(row.minX == 67)
    #expect(row.maxX == 794)
  }

  @Test("an orthogonally scrolling section lays its groups out sideways in a row of its own")
  func orthogonalSection() {
    let layout = sidewaysLayout()

    let (collectionView, source, window) = show(layout, items: [10])
    defer { withExtendedLifetime((source, window)) {} }

    #expect(collectionView.contentSize.height == 100)
    #expect(frame(collectionView, 2)?.minX == 300)
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.superview is UIScrollView)
    #expect(cell?.superview !== collectionView)
  }

  @Test(
    "matches UIKit: right to left, a compositional layout mirrors its sections",
    arguments: [false, true])
  func compositionalMirrors(rightToLeft: Bool) {
    if rightToLeft { UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft) }
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / 4), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
    let layout = UICollectionViewCompositionalLayout(section: section)

    let (collectionView, source, window) = show(layout, items: [5])
    defer { withExtendedLifetime((source, window)) {} }

    // 320 points less the insets leave 280: four items of 70 a row.
    let firstRow = (0..<4).compactMap { frame(collectionView, $0)?.minX }
    #expect(firstRow == (rightToLeft ? [240, 170, 100, 30] : [10, 80, 150, 220]))
    #expect(frame(collectionView, 4)?.minX == (rightToLeft ? 240 : 10))
  }

  @Test("matches UIKit: right to left, a sideways section starts with its first item at the right")
  func orthogonalMirrors() throws {
    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    let layout = sidewaysLayout()

    let (collectionView, source, window) = show(layout, items: [10])
    defer { withExtendedLifetime((source, window)) {} }
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))

    #expect(first.convert(first.bounds, to: collectionView).maxX == collectionView.bounds.maxX)
    #expect(
      second.convert(second.bounds, to: collectionView).maxX == collectionView.bounds.maxX - 150)
  }

  @Test("a custom layout is prepared, then asked for the elements on screen")
  func customLayout() {
    let (collectionView, source, window) = show(ColumnLayout(log: log), items: [100])
    defer { withExtendedLifetime((source, window)) {} }

    let calls = log.take()

    #expect(
      Array(calls.prefix(4)) == [
        "numberOfSections", "numberOfItems 0", "prepare", "layoutAttributesForElements",
      ])
    #expect(collectionView.contentSize == CGSize(width: 320, height: 4000))
    #expect(collectionView.indexPathsForVisibleItems.count == 6)
  }

  @Test("dequeuing an identifier nothing was registered for raises UIKit's message")
  func unregistered() {
    let recorder = ExceptionRecorder()
    let (collectionView, source, window) = show(UICollectionViewFlowLayout(), items: [1])
    defer { withExtendedLifetime((source, window)) {} }

    _ = collectionView.dequeueReusableCell(
      withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))

    #expect(recorder.names == [.internalInconsistencyException])
    #expect(
      recorder.exceptions.first?.reason
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing "
        + "- must register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard")
    recorder.stop()
  }
}
