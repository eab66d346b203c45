import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Containment: addChild, removeFromParent and refusals", .uiTest)
@MainActor
struct ContainmentTests {
  let log = LifecycleLog()

  @Test("addChild appends the child, sets its parent and sends willMove(toParent:)")
  func addChildSendsWillMove() {
    let parent = LoggingViewController("parent", log: log)
    let child = LoggingViewController("child", log: log)

    parent.addChild(child)

    #expect(parent.children == [child])
    #expect(child.parent === parent)
    #expect(log.take() == ["child willMove(to: parent)"])
  }

  @Test("the container, not addChild, sends didMove(toParent:)")
  func containerSendsDidMove() {
    let parent = LoggingViewController("parent", log: log)
    let child = LoggingViewController("child", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    _ = log.take()

    child.didMove(toParent: parent)

    #expect(log.take() == ["child didMove(to: parent)"])
  }

  @Test("removeFromParent sends didMove(toParent: nil) and no willMove")
  func removeFromParentSendsDidMoveNil() {
    let parent = LoggingViewController("parent", log: log)
    let child = LoggingViewController("child", log: log)
    parent.addChild(child)
    _ = log.take()

    child.removeFromParent()

    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(log.take() == ["child didMove(to: nil)"])
  }

  @Test("children keep insertion order")
  func childrenKeepOrder() {
    let parent = UIViewController()
    let children = (0..<4).map { _ in UIViewController() }

    for child in children { parent.addChild(child) }

    #expect(parent.children == children)
  }

  @Test("adding a child that has another parent moves it, removing it from the old parent first")
  func reparenting() {
    let first = LoggingViewController("first", log: log)
    let second = LoggingViewController("second", log: log)
    let child = LoggingViewController("child", log: log)
    first.addChild(child)
    _ = log.take()

    second.addChild(child)

    #expect(first.children.isEmpty)
    #expect(second.children == [child])
    #expect(child.parent === second)
    #expect(
      log.take() == [
        "child willMove(to: nil)", "child didMove(to: nil)", "child willMove(to: second)",
      ])
  }

  @Test("the parent is not retained by its child")
  func parentIsWeak() {
    let child = UIViewController()
    weak var weakParent: UIViewController?
    do {
      let parent = UIViewController()
      parent.addChild(child)
      weakParent = parent
    }

    #expect(weakParent == nil)
    #expect(child.parent == nil)
  }

  @Test("adding a controller to itself is refused with NSInvalidArgumentException")
  func refusesSelf() {
    let recorder = ExceptionRecorder()
    let controller = UIViewController()

    controller.addChild(controller)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(controller.children.isEmpty)
    #expect(controller.parent == nil)
  }

  @Test("adding an ancestor as a child is refused and the tree is unchanged")
  func refusesAncestor() {
    let recorder = ExceptionRecorder()
    let grandparent = UIViewController()
    let parent = UIViewController()
    let child = UIViewController()
    grandparent.addChild(parent)
    parent.addChild(child)

    child.addChild(grandparent)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(child.children.isEmpty)
    #expect(grandparent.parent == nil)
  }

  @Test("adding a controller whose view sits under another controller's view is refused")
  func refusesViewOwnedElsewhere() {
    let recorder = ExceptionRecorder()
    let other = UIViewController()
    let parent = UIViewController()
    let child = UIViewController()
    other.view.addSubview(child.view)

    parent.addChild(child)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(recorder.exceptions.first?.reason.contains("already in the hierarchy") == true)
    #expect(parent.children.isEmpty)
  }

  @Test("adding a presented controller as a child is refused")
  func refusesPresented() {
    let recorder = ExceptionRecorder()
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    let presented = UIViewController()
    root.present(presented, animated: false)
    let other = UIViewController()

    other.addChild(presented)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(other.children.isEmpty)
    #expect(presented.presentingViewController === root)
    _ = window
  }

  @Test("the Swift 4 names behave as the new ones")
  @available(*, deprecated, message: "exercises the Swift 4 names on purpose")
  func deprecatedNames() {
    let parent = LoggingViewController("parent", log: log)
    let child = LoggingViewController("child", log: log)

    parent.addChildViewController(child)
    child.didMove(toParentViewController: parent)
    child.willMove(toParentViewController: nil)
    child.removeFromParentViewController()

    #expect(
      log.take() == [
        "child willMove(to: parent)", "child didMove(to: parent)", "child willMove(to: nil)",
        "child didMove(to: nil)",
      ])
    #expect(parent.childViewControllers.isEmpty)
  }
}
