import Testing
import UIKit
import UIKitTestSupport

/// Sections that scroll sideways by group, left to right and right to left: a row of ten
/// 150-point groups, 1,500 points of content in a collection view 320 points wide.
@Suite("UICollectionView: sideways sections that come to rest on a group", .uiTest)
@MainActor
struct CollectionViewGroupPagingTests {
  let log = LifecycleLog()

  private func show(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, rightToLeft: Bool
  ) -> (UICollectionView, LoggingCollectionSource, UIWindow) {
    if rightToLeft { UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft) }
    return showCollectionView(sidewaysLayout(behavior), items: [10], log: log)
  }

  /// The scroll view that holds the section's row.
  private func row(of collectionView: UICollectionView) throws -> UIScrollView {
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    return try #require(cell.superview as? UIScrollView)
  }

  /// A drag with the primary button along the row by `distance` (positive to the right), in
  /// eight moves a frame apart, as the host sends a mouse drag; then the row comes to rest.
  private func drag(by distance: CGFloat, in window: UIWindow) {
    let application = UIApplication.shared
    let start = CGPoint(x: 160, y: 50)
    application.enqueueInput { application.sendMouseDown(at: start, in: window, clickCount: 1) }
    application.advance(by: 1.0 / 60)
    for step in 1...8 {
      let point = CGPoint(x: start.x + distance * CGFloat(step) / 8, y: start.y)
      application.enqueueInput {
        application.sendMouseMotion(to: point, in: window, buttons: .primary)
      }
      application.advance(by: 1.0 / 60)
    }
    application.enqueueInput {
      application.sendMouseUp(at: CGPoint(x: start.x + distance, y: start.y), in: window)
    }
    for _ in 0..<240 { application.advance(by: 1.0 / 60) }
  }

  @Test(
    "matches UIKit: a flick toward the row's end turns one group, from the leading end",
    arguments: [false, true])
  func groupPagingTurnsOneGroup(rightToLeft: Bool) throws {
    let (collectionView, source, window) = show(.groupPaging, rightToLeft: rightToLeft)
    defer { withExtendedLifetime((source, window)) {} }
    let row = try row(of: collectionView)

    // Toward the end is to the left left to right, to the right right to left.
    drag(by: rightToLeft ? 60 : -60, in: window)

    // Right to left the row starts at 1,180 (1,500 less 320) and its groups lead from there.
    #expect(row.contentOffset.x == (rightToLeft ? 1030 : 150))
  }

  @Test(
    "matches UIKit: leading-boundary and centred paging come to rest on a group's place",
    arguments: [
      (UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary, false),
      (.continuousGroupLeadingBoundary, true), (.groupPagingCentered, false),
      (.groupPagingCentered, true),
    ])
  func restsOnAGroup(
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, rightToLeft: Bool
  ) throws {
    let (collectionView, source, window) = show(behavior, rightToLeft: rightToLeft)
    defer { withExtendedLifetime((source, window)) {} }
    let row = try row(of: collectionView)

    drag(by: rightToLeft ? 100 : -100, in: window)

    // A group's leading edge at the row's leading edge, or (centred) its centre at the row's:
    // 85 points of the 320 either side of a 150-point group.
    let leading = (0..<10).map { CGFloat($0) * 150 - (behavior == .groupPagingCentered ? 85 : 0) }
    let places = rightToLeft ? leading.map { 1180 - $0 } : leading
    #expect(places.contains(row.contentOffset.x))
    #expect(row.contentOffset.x != (rightToLeft ? 1180 : 0))
  }

  /// Turns the wheel sideways over the row: `turns` deltas of `delta` points in one frame,
  /// then lets the row come to rest.
  private func wheel(by delta: CGFloat, turns: Int = 1, in window: UIWindow) {
    let application = UIApplication.shared
    for _ in 0..<turns {
      application.enqueueInput {
        application.sendScroll(by: CGPoint(x: delta, y: 0), at: CGPoint(x: 160, y: 50), in: window)
      }
    }
    application.advance(by: 1.0 / 60)
    for _ in 0..<60 { application.advance(by: 1.0 / 60) }
  }

  @Test(
    "matches UIKit: a sideways wheel turn of a section that rests on groups rests on the next one",
    arguments: [
      (UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, false),
      (.groupPaging, true), (.continuousGroupLeadingBoundary, false),
      (.continuousGroupLeadingBoundary, true),
    ])
  func wheelRestsOnTheNextGroup(
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, rightToLeft: Bool
  ) throws {
    let (collectionView, source, window) = show(behavior, rightToLeft: rightToLeft)
    defer { withExtendedLifetime((source, window)) {} }
    let row = try row(of: collectionView)
    // Toward the end the offset grows left to right, and shrinks right to left.
    let towardEnd: CGFloat = rightToLeft ? -40 : 40

    wheel(by: towardEnd, in: window)
    let afterOne = row.contentOffset.x
    wheel(by: towardEnd, turns: 2, in: window)
    let afterThree = row.contentOffset.x
    wheel(by: -towardEnd, in: window)

    #expect(afterOne == (rightToLeft ? 1030 : 150))
    #expect(afterThree == (rightToLeft ? 730 : 450))
    #expect(row.contentOffset.x == (rightToLeft ? 880 : 300))
  }

  @Test("a sideways wheel turn of a continuous section scrolls by the wheel's distance")
  func wheelScrollsContinuously() throws {
    let (collectionView, source, window) = show(.continuous, rightToLeft: false)
    defer { withExtendedLifetime((source, window)) {} }
    let row = try row(of: collectionView)

    wheel(by: 40, in: window)

    #expect(row.contentOffset.x == 40)
  }

  @Test(
    "matches UIKit: group paging rests a group at the section's leading inset, by drag and wheel"
  )
  func groupPagingKeepsTheLeadingInset() throws {
    let (collectionView, source, window) = showCollectionView(
      sidewaysLayout(.groupPaging, spacing: 10, inset: 16), items: [10], log: log)
    defer { withExtendedLifetime((source, window)) {} }
    let row = try row(of: collectionView)

    drag(by: -60, in: window)
    let dragged = row.contentOffset.x
    wheel(by: 40, in: window)

    // Groups start at 16, 176, 336, …: 150 points wide, 10 apart, after a 16-point inset.
    #expect(dragged == 160)
    #expect(row.contentOffset.x == 320)
  }
}
