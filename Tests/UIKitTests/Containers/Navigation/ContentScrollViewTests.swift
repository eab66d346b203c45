import Testing
import UIKitTestSupport

@testable import UIKit

/// A controller whose scroll view is not where UIKit looks for one: under a header.
@MainActor
private final class HeaderedListController: UIViewController {
  let header = UIView()
  let list = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    header.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
    list.frame = CGRect(x: 0, y: 60, width: 390, height: 784)
    list.contentSize = CGSize(width: 390, height: 2000)
    view.addSubview(header)
    view.addSubview(list)
  }
}

/// A controller that keeps the bars from following its scroll view, as UIKit documents.
@MainActor
private final class UnfollowedController: UIViewController {
  override func loadView() {
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    view = scrollView
  }

  override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { nil }
}

@Suite("contentScrollView(for:): the scroll view a navigation bar follows", .uiTest)
@MainActor
struct ContentScrollViewTests {
  let clock = ManualClock()
  private let windows = WindowHolder()

  private func onScreen(_ root: UIViewController) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: root)
    windows.keep(TestApplication.makeWindow(root: navigation))
    clock.settle()
    return navigation
  }

  @Test("by default the root view or its first subview; the bar ignores a scroll view further in")
  func defaultLookup() {
    let root = HeaderedListController()
    let navigation = onScreen(root)

    root.list.contentOffset.y += 100
    clock.settle()

    #expect(root.contentScrollView(for: .top) == nil)
    #expect(navigation.navigationBar.isAtScrollEdge)
  }

  @Test("setContentScrollView names the scroll view, and the bar follows it at once")
  func setScrollView() {
    let root = HeaderedListController()
    let navigation = onScreen(root)

    root.setContentScrollView(root.list, for: .top)
    let atTop = navigation.navigationBar.isAtScrollEdge
    root.list.contentOffset.y += 100
    clock.settle()

    #expect(root.contentScrollView(for: .top) === root.list)
    #expect(root.contentScrollView(for: .bottom) == nil)
    #expect(atTop)
    #expect(!navigation.navigationBar.isAtScrollEdge)
  }

  @Test("setting nil goes back to looking for one; .all sets both edges")
  func resetToAutomatic() {
    let root = HeaderedListController()
    _ = onScreen(root)

    root.setContentScrollView(root.list)
    let both = (root.contentScrollView(for: .top), root.contentScrollView(for: .bottom))
    root.setContentScrollView(nil, for: .top)

    #expect(both.0 === root.list && both.1 === root.list)
    #expect(root.contentScrollView(for: .top) == nil)
    #expect(root.contentScrollView(for: .bottom) === root.list)
  }

  @Test("an override that answers nil keeps the bar at its scroll-edge look while it scrolls")
  func overrideAnswersNil() {
    let root = UnfollowedController()
    let navigation = onScreen(root)

    (root.view as? UIScrollView)?.contentOffset.y += 100
    clock.settle()

    #expect(navigation.navigationBar.isAtScrollEdge)
  }

  @Test("an edge other than .top or .bottom raises NSInvalidArgumentException")
  func badEdge() {
    let root = HeaderedListController()
    let recorder = ExceptionRecorder()

    let answers = [root.contentScrollView(for: .leading), root.contentScrollView(for: .all)]

    #expect(recorder.names == [.invalidArgumentException, .invalidArgumentException])
    #expect(answers.allSatisfy { $0 == nil })
  }
}
