import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Memory: nothing is kept alive through parent, superview, next or completions", .uiTest)
@MainActor
struct MemoryTests {
  let clock = ManualClock()

  @Test("a removed child and its view are freed when the last reference goes")
  func removedChildIsFreed() {
    let parent = UIViewController()
    weak var weakChild: UIViewController?
    weak var weakView: UIView?
    do {
      let child = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      weakChild = child
      weakView = child.view
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }

    #expect(weakChild == nil)
    #expect(weakView == nil)
  }

  @Test("a view removed mid repeating animation is freed with its layer, and frames stop")
  func repeatingAnimationDoesNotKeepTheLayer() {
    let window = TestApplication.makeWindow(root: nil)
    clock.settle()
    weak var weakView: UIView?
    weak var weakLayer: CALayer?
    var finished: [Bool] = []
    do {
      let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      window.addSubview(spinner)
      UIView.animate(
        withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse],
        animations: { spinner.alpha = 0.2 }, completion: { finished.append($0) })
      clock.tick(frames: 3)
      spinner.removeFromSuperview()
      weakView = spinner
      weakLayer = spinner.layer
    }

    clock.tick()
    clock.tick()

    #expect(weakView == nil)
    #expect(weakLayer == nil)
    #expect(finished == [false])
    #expect(!UIApplication.shared.needsFrame)
    _ = window
  }

  @Test("freeing a container frees its children and their views")
  func containerFreesChildren() {
    weak var weakParent: UIViewController?
    weak var weakChild: UIViewController?
    weak var weakGrandchild: UIViewController?
    do {
      let parent = UIViewController()
      let child = UIViewController()
      let grandchild = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.addChild(grandchild)
      child.view.addSubview(grandchild.view)
      weakParent = parent
      weakChild = child
      weakGrandchild = grandchild
    }

    #expect(weakParent == nil)
    #expect(weakChild == nil)
    #expect(weakGrandchild == nil)
  }

  @Test("a window's whole tree is freed after a transition and a presentation have finished")
  func everythingFreedAfterUse() {
    weak var weakWindow: UIWindow?
    weak var weakRoot: UIViewController?
    weak var weakFirst: UIViewController?
    weak var weakSecond: UIViewController?
    weak var weakModal: UIViewController?
    do {
      let root = UIViewController()
      let first = UIViewController()
      let second = UIViewController()
      let modal = UIViewController()
      let window = TestApplication.makeWindow(root: root)
      root.addChild(first)
      root.view.addSubview(first.view)
      first.didMove(toParent: root)
      first.willMove(toParent: nil)
      root.addChild(second)
      root.transition(
        from: first, to: second, duration: 0.25,
        animations: { second.view.alpha = 0.5 },
        completion: { _ in
          first.removeFromParent()
          second.didMove(toParent: root)
        })
      clock.advance(by: 0.3)
      root.present(modal, animated: true) { modal.view.backgroundColor = .red }
      clock.advance(by: 0.6)
      modal.dismiss(animated: true)
      clock.advance(by: 0.6)
      window.isHidden = true
      weakWindow = window
      weakRoot = root
      weakFirst = first
      weakSecond = second
      weakModal = modal
    }
    clock.settle()

    #expect(weakWindow == nil)
    #expect(weakRoot == nil)
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
    #expect(weakModal == nil)
  }

  @Test("a pending animation completion does not keep a view alive beyond the animation")
  func completionsReleaseCaptures() {
    weak var weakView: UIView?
    do {
      let view = UIView()
      let window = TestApplication.makeWindow(root: nil)
      window.addSubview(view)
      UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }) { _ in
        view.removeFromSuperview()
      }
      weakView = view
      clock.advance(by: 0.25)
      window.isHidden = true
    }
    clock.settle()

    #expect(weakView == nil)
  }
}
