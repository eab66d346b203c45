import Testing
import UIKitTestSupport

@testable import UIKit

// The code samples of ../shared/seeds/, compiled as their authors wrote them (with the
// `override` keywords iOS requires), plus the helpers they assume. Each test checks that the
// sample behaves as its seed says. The samples that the demo's screens run as written (seed
// 001's, on its welcome and storyboard pages, and seed 003's stacked children) are tested with
// the demo: DemoTests' SeedScreenTests and StoryboardSeedTests.

/// Seed 000: a container written with the Swift 4 names. Marked deprecated, as are the tests
/// that drive it, so that its deliberate use of the old names does not warn.
@available(*, deprecated, message: "seed 000's Swift 4 names, kept as written")
@MainActor
private final class Seed000Container: UIViewController {
  var child: UIViewController!

  // Helpers the samples assume.
  private var currentClientView: UIView { children.last!.view }
  func frameForContentController() -> CGRect { view.bounds.insetBy(dx: 10, dy: 10) }
  func newViewStartFrame() -> CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }
  func oldViewEndFrame() -> CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }

  func displayContentController(_ content: UIViewController?) {
    if let aContent = content {
      addChildViewController(aContent)
    }
    content?.view.frame = frameForContentController()
    view.addSubview(currentClientView)
    content?.didMove(toParentViewController: self)
  }

  func hideContentController(_ content: UIViewController?) {
    content?.willMove(toParentViewController: nil)
    content?.view.removeFromSuperview()
    content?.removeFromParentViewController()
  }

  func cycle(from oldVC: UIViewController?, to newVC: UIViewController?) {
    // Prepare the two view controllers for the change.
    oldVC?.willMove(toParentViewController: nil)
    if let aVC = newVC {
      addChildViewController(aVC)
    }
    // Get the start frame of the new view controller and the end frame
    // for the old view controller. Both rectangles are offscreen.
    newVC?.view.frame = newViewStartFrame()
    let endFrame: CGRect = oldViewEndFrame()
    // Queue up the transition animation.
    if let aVC = oldVC, let aVC1 = newVC {
      transition(
        from: aVC, to: aVC1, duration: 0.25, options: [],
        animations: { () -> Void in
          // Animate the views to their final positions.
          newVC?.view.frame = oldVC!.view.frame
          oldVC?.view.frame = endFrame
        },
        completion: { (_ finished: Bool) -> Void in
          oldVC?.removeFromParentViewController()
          newVC?.didMove(toParentViewController: self)
        })
    }
  }
}

/// Seed 000 and 003: a container that forwards appearance by hand to one `child`.
@MainActor
private final class ManualForwardingContainer: LoggingViewController {
  var child: UIViewController!

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    return false
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    child.beginAppearanceTransition(true, animated: animated)
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    child.endAppearanceTransition()
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    child.beginAppearanceTransition(false, animated: animated)
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    child.endAppearanceTransition()
  }
}

/// Seed 003: replace(fromContent:toContent:) with trailing closures.
@MainActor
private final class Seed003Container: UIViewController {
  func replace(fromContent: UIViewController, toContent: UIViewController) {
    //1.
    fromContent.willMove(toParent: nil)

    //2.
    addChild(toContent)

    //3.
    transition(from: fromContent, to: toContent, duration: 0.25) {
      //do set frame
    } completion: { (_) in
      fromContent.removeFromParent()
      toContent.didMove(toParent: self)
    }
  }
}

@Suite("The seeds' code samples", .uiTest)
@MainActor
struct SeedSampleTests {
  let log = LifecycleLog()
  let clock = ManualClock()

  @Test("seed 000: displayContentController embeds the child and sizes its view")
  @available(*, deprecated, message: "drives seed 000's Swift 4 names")
  func displayContent() {
    let container = Seed000Container()
    let window = TestApplication.makeWindow(root: container)
    clock.settle()
    let content = LoggingViewController("content", log: log)

    container.displayContentController(content)
    clock.settle()

    #expect(container.children == [content])
    #expect(content.view.superview === container.view)
    #expect(content.view.frame == container.view.bounds.insetBy(dx: 10, dy: 10))
    #expect(
      log.take() == [
        "content willMove(to: <Seed000Container>)".replacingPlaceholder(container),
        "content viewDidLoad", "content willAppear [movingToParent]",
        "content didMove(to: <Seed000Container>)".replacingPlaceholder(container),
        "content isAppearing [movingToParent]", "content didAppear [movingToParent]",
      ])
    _ = window
  }

  @Test("seed 000: hideContentController removes the child and its view")
  @available(*, deprecated, message: "drives seed 000's Swift 4 names")
  func hideContent() {
    let container = Seed000Container()
    let window = TestApplication.makeWindow(root: container)
    let content = LoggingViewController("content", log: log)
    container.displayContentController(content)
    clock.settle()
    _ = log.take()

    container.hideContentController(content)
    clock.settle()

    #expect(container.children.isEmpty)
    #expect(content.view.superview == nil)
    #expect(
      log.take() == [
        "content willMove(to: nil)", "content willDisappear [movingFromParent]",
        "content didMove(to: nil)", "content didDisappear [movingFromParent]",
      ])
    _ = window
  }

  @Test("seed 000: cycle(from:to:) slides the new child in and finishes in the completion")
  @available(*, deprecated, message: "drives seed 000's Swift 4 names")
  func cycle() {
    let container = Seed000Container()
    let window = TestApplication.makeWindow(root: container)
    let old = LoggingViewController("old", log: log)
    let new = LoggingViewController("new", log: log)
    container.displayContentController(old)
    clock.settle()
    let oldFrame = old.view.frame
    _ = log.take()

    container.cycle(from: old, to: new)
    clock.advance(by: 0.25)

    #expect(container.children == [new])
    #expect(new.view.frame == oldFrame)
    #expect(old.view.superview == nil)
    let name = "\(container)"
    #expect(
      log.take() == [
        "old willMove(to: nil)", "new willMove(to: \(name))", "new viewDidLoad",
        "old willDisappear [movingFromParent]", "new willAppear [movingToParent]",
        "new isAppearing [movingToParent]", "old didDisappear [movingFromParent]",
        "new didAppear [movingToParent]", "old didMove(to: nil)", "new didMove(to: \(name))",
      ])
    _ = window
  }

  @Test("seeds 000 and 003: manual forwarding brackets the child's callbacks with the parent's")
  func manualForwarding() {
    let container = ManualForwardingContainer("container", log: log)
    let child = LoggingViewController("child", log: log)
    container.child = child
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = container
    _ = log.take()

    window.makeKeyAndVisible()
    clock.settle()
    window.isHidden = true
    clock.settle()

    #expect(
      log.take() == [
        "container willAppear", "child willAppear", "container isAppearing", "child isAppearing",
        "container didAppear", "child didAppear", "container willDisappear",
        "child willDisappear", "container didDisappear", "child didDisappear",
      ])
  }

  @Test("seed 003: replace(fromContent:toContent:) with trailing closures")
  func replace() {
    let container = Seed003Container()
    let window = TestApplication.makeWindow(root: container)
    let from = UIViewController()
    container.addChild(from)
    container.view.addSubview(from.view)
    from.didMove(toParent: container)
    let to = UIViewController()

    container.replace(fromContent: from, toContent: to)
    clock.advance(by: 0.25)

    #expect(container.children == [to])
    #expect(to.view.superview === container.view)
    #expect(from.view.superview == nil)
    #expect(to.appearanceState == .appeared)
    #expect(from.appearanceState == .disappeared)
    _ = window
  }
}

extension String {
  /// Puts a controller's description where a sample's log names its container.
  fileprivate func replacingPlaceholder(_ controller: UIViewController) -> String {
    replacingOccurrences(of: "<Seed000Container>", with: "\(controller)")
  }
}
