import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("The responder chain and show routing", .uiTest)
@MainActor
struct ResponderChainTests {
  @Test("a root view's next responder is its controller; other views' is their superview")
  func viewNext() {
    let controller = UIViewController()
    let subview = UIView()
    controller.view.addSubview(subview)

    #expect(subview.next === controller.view)
    #expect(controller.view.next === controller)
  }

  @Test("a child's next responder is its view's superview, or its parent when not in a hierarchy")
  func controllerNext() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)

    let detached = child.next
    parent.view.addSubview(child.view)

    #expect(detached === parent)
    #expect(child.next === parent.view)
  }

  @Test("a window's root controller leads to the window, and the window to the application")
  func rootChain() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)

    #expect(root.next === window)
    #expect(window.next === UIApplication.shared)
  }

  @Test("show goes up to the first ancestor that overrides it")
  func showRouting() {
    let handler = ShowHandler()
    let middle = UIViewController()
    let leaf = UIViewController()
    handler.addChild(middle)
    middle.addChild(leaf)
    let shown = UIViewController()

    leaf.show(shown, sender: nil)
    leaf.showDetailViewController(shown, sender: nil)

    #expect(handler.shown === shown)
    #expect(handler.detail === shown)
  }

  @Test("with no container that handles show, the receiver presents")
  func showPresents() {
    let root = UIViewController()
    let leaf = UIViewController()
    root.addChild(leaf)
    root.view.addSubview(leaf.view)
    leaf.didMove(toParent: root)
    let window = TestApplication.makeWindow(root: root)
    let shown = UIViewController()

    leaf.show(shown, sender: nil)

    #expect(root.presentedViewController === shown)
    _ = window
  }
}

@MainActor
private final class ShowHandler: UIViewController {
  var shown: UIViewController?
  var detail: UIViewController?
  override func show(_ vc: UIViewController, sender: Any?) { shown = vc }
  override func showDetailViewController(_ vc: UIViewController, sender: Any?) { detail = vc }
}
