import Testing
import UIKit
import UIKitTestSupport

/// A list under a header: its scroll view is not where UIKit looks for one by itself.
@MainActor
private final class HeaderedListViewController: UIViewController {
  let list = UIScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 60))
    list.frame = CGRect(
      x: 0, y: 60, width: view.bounds.width, height: view.bounds.height - 60)
    list.contentSize = CGSize(width: view.bounds.width, height: 2000)
    view.addSubview(header)
    view.addSubview(list)
  }
}

/// iOS 15's content scroll view, as a user's screen names it for the navigation bar.
@Suite("setContentScrollView(_:for:) through the public API", .uiTest)
@MainActor
struct ContentScrollViewTests {
  @Test("a large title collapses with the scroll view a controller names, and not before")
  func largeTitleFollowsTheNamedScrollView() {
    let list = HeaderedListViewController()
    list.title = "Mailboxes"
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    let window = TestApplication.makeWindow(root: navigation)
    let clock = ManualClock()
    clock.settle()

    list.list.contentOffset.y += 100
    clock.settle()
    let unnamed = navigation.navigationBar.frame.height
    list.setContentScrollView(list.list, for: .top)
    clock.settle()

    #expect(unnamed == 96)
    #expect(list.contentScrollView(for: .top) === list.list)
    #expect(navigation.navigationBar.frame.height == 44)
    withExtendedLifetime(window) {}
  }
}
