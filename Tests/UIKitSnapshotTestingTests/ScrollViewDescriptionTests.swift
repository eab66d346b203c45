import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// Scroll views describe themselves as UIKit's do: after the layer, the content offset, size
/// and adjusted insets (iOS 11 and later), then a table's data source or a collection view's
/// layout and data source. The expected lines are public logs of iOS's own output, with their
/// addresses taken out:
/// - a scroll view found by an LLDB script on an iOS simulator (`frame = (20 337; 374 525)`),
///   and one printed by the public `find_label` LLDB command
///   (`contentSize: {0, 532.66666666666674}; adjustedContentInset: {0, 0, 83, 0}`);
/// - a text view in a notification logged by a public app (`text = ''` after the frame), and
///   text views in public `recursiveDescription` dumps (`text = 'Lorem ipsum dolor sit er ...'`,
///   `text = 'Learn how to hide your fe...'`);
/// - an empty table view printed in a public view-hierarchy dump
///   (`frame = (0 0; 0 0)`, `dataSource: (null)`);
/// - collection views in `UICollectionViewFlowLayout` warnings and update exceptions
///   (`layout: <UICollectionViewFlowLayout: 0x…>; dataSource: <…>`).
@Suite("Scroll views describe themselves as iOS's do", .uiTest)
@MainActor
struct ScrollViewDescriptionTests {
  /// A description without its addresses, as the snapshot strategies print it.
  private func purged(_ text: String) -> String {
    text.replacingOccurrences(of: ":?\\s*0x[0-9a-f]+", with: "", options: .regularExpression)
  }

  /// The first line of `root`'s `.recursiveDescription` that describes a `className`, without
  /// its indentation.
  private func line(_ className: String, in root: UIView) throws -> String {
    let text = try #require(Snapshotting<UIView, String>.recursiveDescription.taken(of: root))
    let lines = text.split(separator: "\n").map { $0.replacing("   | ", with: "") }
    return String(try #require(lines.first { $0.hasPrefix("<\(className);") }))
  }

  /// `view`'s line, printed inside a 428 × 926 view.
  private func line(of view: UIView) throws -> String {
    let holder = UIView(frame: CGRect(x: 0, y: 0, width: 428, height: 926))
    holder.addSubview(view)
    return try line(String(describing: type(of: view)), in: holder)
  }

  @Test("a scroll view prints its content offset, size and adjusted insets after its layer")
  func scrollView() throws {
    let scrollView = UIScrollView(frame: CGRect(x: 20, y: 337, width: 374, height: 525))
    scrollView.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]

    let description = try line(of: scrollView)

    #expect(
      description
        == purged(
          "<UIScrollView: 0x7f96db028c00; frame = (20 337; 374 525); clipsToBounds = YES; "
            + "autoresize = RM+BM; gestureRecognizers = <NSArray: 0x6000006860d0>; "
            + "layer = <CALayer: 0x600000890aa0>; contentOffset: {0, 0}; contentSize: {0, 0}; "
            + "adjustedContentInset: {0, 0, 0, 0}>"))
  }

  @Test("numbers print as NSStringFromCGSize writes them, to 17 significant digits")
  func numberFormat() throws {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 428, height: 926))
    scrollView.contentSize = CGSize(width: 0, height: 532.66666666666674)
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 83, right: 0)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentOffset = CGPoint(x: 0, y: 1.0 / 3)

    let description = try line(of: scrollView)

    #expect(
      description.hasSuffix(
        "; contentOffset: {0, 0.33333333333333331}; contentSize: {0, 532.66666666666674}; "
          + "adjustedContentInset: {0, 0, 83, 0}>"))
  }

  @Test("a table view prints its data source, (null) without one")
  func tableView() throws {
    let table = UITableView(frame: .zero)

    let description = try line(of: table)

    // The dump predates iOS 16; its background colour field is iOS 17's for a plain table
    // with no data source (`…; gestureRecognizers = <NSArray: 0x600002bd5da0>; backgroundColor =
    // <UIDynamicSystemColor: 0x600003022780; name = tableBackgroundColor>; layer = <CALayer:
    // 0x60000253e1c0>; … dataSource: (null)>`, a public diffable data source warning).
    #expect(
      description
        == purged(
          "<UITableView: 0x7fa3da848800; frame = (0 0; 0 0); clipsToBounds = YES; "
            + "gestureRecognizers = <NSArray: 0x7fa3dba19da0>; backgroundColor = "
            + "<UIDynamicSystemColor: 0x600003022780; name = tableBackgroundColor>; "
            + "layer = <CALayer: 0x7fa3dba13290>; "
            + "contentOffset: {0, 0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, 0, 0}; "
            + "dataSource: (null)>"))
  }

  @Test("a text view prints its text after its frame, and its scroll fields after its layer")
  func textView() throws {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 375, height: 553))

    let description = try line(of: textView)

    // iOS logs `<UITextView: 0x…; frame = (0 0; 375 553); text = ''; clipsToBounds = YES; …;
    // contentOffset: {0, 0}; contentSize: {375, 55}; adjustedContentInset: {0, 0, 0, 0}>`;
    // the content's height follows the font.
    #expect(description.hasPrefix("<UITextView; frame = (0 0; 375 553); text = ''; "))
    #expect(description.contains("; clipsToBounds = YES; "))
    #expect(description.contains("; contentOffset: {0, 0}; contentSize: {375, "))
    #expect(description.hasSuffix("}; adjustedContentInset: {0, 0, 0, 0}>"))
  }

  @Test(
    "a text view quotes its first 25 characters and an ellipsis, as iOS logs them",
    arguments: [
      ("Lorem ipsum dolor sit er elit lamet, consectetaur cillium", "Lorem ipsum dolor sit er ..."),
      ("Learn how to hide your feelings", "Learn how to hide your fe..."),
      ("Exactly twenty-five chars", "Exactly twenty-five chars"),
    ])
  func textViewExcerpt(text: String, quoted: String) throws {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 128))
    textView.text = text

    let description = try line(of: textView)

    #expect(description.hasPrefix("<UITextView; frame = (0 0; 240 128); text = '\(quoted)'; "))
  }

  /// A data source that gives no items.
  private final class EmptySource: NSObject, UICollectionViewDataSource {
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 0 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { UICollectionViewCell() }
  }

  @Test("a collection view prints its layout, then its data source")
  func collectionView() throws {
    let source = EmptySource()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 404, height: 40),
      collectionViewLayout: UICollectionViewFlowLayout())
    collection.dataSource = source

    let description = try line(of: collection)

    #expect(
      description.hasSuffix(
        "; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout>; "
          + "dataSource: \(purged(source.description))>"))
  }

  @Test("the page view controller's queuing view prints the offset, size and insets UIKitCore sets")
  func queuingScrollView() throws {
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10])
    pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
    let window = TestApplication.makeWindow(root: pages, size: CGSize(width: 320, height: 480))
    defer { window.isHidden = true }
    ManualClock().settle()

    let queuing = try line("_UIQueuingScrollView", in: pages.view)

    // `-[_UIQueuingScrollView _boundsDidChangeToSize:]`: content three lengths long, offset by
    // one; `_adjustContentInsets`: a length pulled in on each side with no neighbouring page.
    #expect(
      queuing.hasSuffix(
        "; contentOffset: {330, 0}; contentSize: {990, 480}; "
          + "adjustedContentInset: {0, -330, 0, -330}>"))
  }

  /// Three pages in a row, logging what the page view controller asks for.
  private final class ThreePages: NSObject, UIPageViewControllerDataSource {
    let pages = (0..<3).map { _ in UIViewController() }
    var asked: [String] = []

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      let index = pages.firstIndex(of: viewController)!
      asked.append("before \(index)")
      return index > 0 ? pages[index - 1] : nil
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      let index = pages.firstIndex(of: viewController)!
      asked.append("after \(index)")
      return index < 2 ? pages[index + 1] : nil
    }
  }

  @Test("at rest the queuing view asks for the pages beside the visible one; insets follow")
  func queuingScrollViewNeighbours() throws {
    let source = ThreePages()
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10])
    pages.dataSource = source
    pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    let window = TestApplication.makeWindow(root: pages, size: CGSize(width: 320, height: 480))
    defer { window.isHidden = true }
    let clock = ManualClock()
    clock.settle()
    let insets = {
      try self.line("_UIQueuingScrollView", in: pages.view).firstMatch(
        of: /adjustedContentInset: (\{[^}]*\})/
      ).map { String($0.1) }
    }

    let first = try insets()
    let askedAtFirst = source.asked
    pages.setViewControllers([source.pages[1]], direction: .forward, animated: false)
    clock.settle()
    let middle = try insets()
    pages.setViewControllers([source.pages[2]], direction: .forward, animated: false)
    clock.settle()
    let last = try insets()

    // `-[_UIQueuingScrollView _adjustContentInsets]` asks for the view before (index 0), then
    // the one after (index 2), loading them if needed; a side with a page reaches a hundred
    // lengths out, one without pulls in by a length (330: the page and its 10 points).
    #expect(askedAtFirst == ["before 0", "after 0"])
    #expect(first == "{0, -330, 0, 33000}")
    #expect(middle == "{0, 33000, 0, 33000}")
    #expect(last == "{0, 33000, 0, -330}")
    #expect(source.asked == ["before 0", "after 0", "before 1", "after 1", "before 2", "after 2"])
  }
}
