import Testing
import UIKit
import UIKitTestSupport

/// Apple's `UIScrollView.ContentInsetAdjustmentBehavior.automatic`: like `.scrollableAxes`, and
/// for backward compatibility the top and bottom too when the scroll view's controller is in a
/// navigation controller (or, as iOS does, a tab bar controller).
@Suite("Automatic content inset adjustment", .uiTest)
@MainActor
struct ScrollViewAutomaticInsetTests {
  private let windows = WindowHolder()

  /// A controller whose view is a horizontally paging scroll view of three pages.
  private final class PagerController: UIViewController {
    let scrollView = UIScrollView()

    override func loadView() {
      scrollView.isPagingEnabled = true
      view = scrollView
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      scrollView.contentSize = CGSize(
        width: scrollView.bounds.width * 3, height: scrollView.bounds.height)
    }
  }

  @Test("a pager filling a plain controller adjusts no vertical inset and stays at y = 0")
  func plainController() {
    let pager = PagerController()
    windows.keep(TestApplication.makeWindow(root: pager))
    UIApplication.shared.advance(by: 0)

    #expect(pager.scrollView.safeAreaInsets.top > 0)
    #expect(pager.scrollView.adjustedContentInset.top == 0)
    #expect(pager.scrollView.adjustedContentInset.bottom == 0)
    #expect(pager.scrollView.contentOffset.y == 0)
  }

  @Test("the same pager shown by a navigation controller adjusts its top and bottom")
  func inNavigationController() {
    let pager = PagerController()
    windows.keep(
      TestApplication.makeWindow(root: UINavigationController(rootViewController: pager)))
    UIApplication.shared.advance(by: 0)

    let top = pager.scrollView.safeAreaInsets.top
    #expect(top > 0)
    #expect(pager.scrollView.adjustedContentInset.top == top)
    #expect(pager.scrollView.contentOffset.y == -top)
  }

  @Test("a controller that turns automaticallyAdjustsScrollViewInsets off is not adjusted")
  func turnedOff() {
    let pager = PagerController()
    pager.automaticallyAdjustsScrollViewInsets = false
    windows.keep(
      TestApplication.makeWindow(root: UINavigationController(rootViewController: pager)))
    UIApplication.shared.advance(by: 0)

    #expect(pager.scrollView.adjustedContentInset.top == 0)
  }
}
