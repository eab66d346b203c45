import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Appearance callbacks: automatic forwarding, manual forwarding and timing", .uiTest)
@MainActor
struct AppearanceTests {
  let log = LifecycleLog()
  let clock = ManualClock()

  @Test("showing a window sends will-callbacks at once and did-callbacks at the end of the frame")
  func windowShowTiming() {
    let root = LoggingViewController("root", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    _ = log.take()

    window.makeKeyAndVisible()

    #expect(log.take() == ["root willAppear"])
    clock.settle()
    #expect(log.take() == ["root isAppearing", "root didAppear"])
  }

  @Test("a child added to a visible container: willAppear inside addSubview, did at frame end")
  func childAddedToVisibleContainer() {
    let parent = LoggingViewController("parent", log: log)
    let window = TestApplication.makeWindow(root: parent)
    clock.settle()
    let child = LoggingViewController("child", log: log)
    _ = log.take()

    parent.addChild(child)
    parent.view.addSubview(child.view)
    let beforeDidMove = log.take()
    child.didMove(toParent: parent)
    let afterDidMove = log.take()
    clock.settle()

    #expect(
      beforeDidMove == [
        "child willMove(to: parent)", "child viewDidLoad", "child willAppear [movingToParent]",
      ])
    #expect(afterDidMove == ["child didMove(to: parent)"])
    #expect(
      log.take() == [
        "child isAppearing [movingToParent]", "child didAppear [movingToParent]",
      ])
    #expect(child.appearanceState == .appeared)
    _ = window
  }

  @Test("removing a child: willDisappear inside removeFromSuperview, didDisappear at frame end")
  func childRemovedFromVisibleContainer() {
    let parent = LoggingViewController("parent", log: log)
    let child = LoggingViewController("child", log: log)
    let window = TestApplication.makeWindow(root: parent)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    clock.settle()
    _ = log.take()

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    let during = log.take()
    child.removeFromParent()
    clock.settle()

    #expect(during == ["child willMove(to: nil)", "child willDisappear [movingFromParent]"])
    #expect(log.take() == ["child didMove(to: nil)", "child didDisappear [movingFromParent]"])
    _ = window
  }

  @Test("three levels: parents before children, in children order, for every callback")
  func threeLevels() {
    let root = LoggingViewController("A", log: log)
    let middle = LoggingViewController("B", log: log)
    let first = LoggingViewController("C1", log: log)
    let second = LoggingViewController("C2", log: log)
    embed(middle, in: root)
    embed(first, in: middle)
    embed(second, in: middle)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    _ = log.take()

    window.makeKeyAndVisible()
    clock.settle()
    window.isHidden = true
    clock.settle()

    #expect(
      log.take() == [
        "A willAppear", "B willAppear", "C1 willAppear", "C2 willAppear",
        "A isAppearing", "B isAppearing", "C1 isAppearing", "C2 isAppearing",
        "A didAppear", "B didAppear", "C1 didAppear", "C2 didAppear",
        "A willDisappear", "B willDisappear", "C1 willDisappear", "C2 willDisappear",
        "A didDisappear", "B didDisappear", "C1 didDisappear", "C2 didDisappear",
      ])
  }

  @Test("children whose views are outside the parent's hierarchy are not forwarded to")
  func onlyChildrenInHierarchy() {
    let root = LoggingViewController("root", log: log)
    let shown = LoggingViewController("shown", log: log)
    let offstage = LoggingViewController("offstage", log: log)
    embed(shown, in: root)
    root.addChild(offstage)
    offstage.didMove(toParent: root)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    _ = log.take()

    window.makeKeyAndVisible()
    clock.settle()

    #expect(
      log.take() == [
        "root willAppear", "shown willAppear", "root isAppearing", "shown isAppearing",
        "root didAppear", "shown didAppear",
      ])
    #expect(offstage.appearanceState == .disappeared)
  }

  @Test("a container that does not forward automatically forwards by hand (seed 003)")
  func manualForwarding() {
    let root = LoggingViewController("root", log: log)
    let manual = ManualContainer("manual", log: log)
    let child = LoggingViewController("child", log: log)
    embed(manual, in: root)
    embed(child, in: manual)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    _ = log.take()

    window.makeKeyAndVisible()
    clock.settle()

    #expect(
      log.take() == [
        "root willAppear", "manual willAppear", "child willAppear",
        "root isAppearing", "manual isAppearing", "child isAppearing",
        "root didAppear", "manual didAppear", "child didAppear",
      ])
  }

  @Test("without manual forwarding, a non-forwarding container's children get nothing")
  func nonForwardingStopsRecursion() {
    let root = LoggingViewController("root", log: log)
    let silent = SilentContainer("silent", log: log)
    let child = LoggingViewController("child", log: log)
    embed(silent, in: root)
    embed(child, in: silent)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    _ = log.take()

    window.makeKeyAndVisible()
    clock.settle()
    silent.view.addSubview(UIView())
    let grandchild = LoggingViewController("late", log: log)
    silent.addChild(grandchild)
    silent.view.addSubview(grandchild.view)
    clock.settle()

    #expect(
      log.take() == [
        "root willAppear", "silent willAppear", "root isAppearing", "silent isAppearing",
        "root didAppear", "silent didAppear", "late willMove(to: silent)", "late viewDidLoad",
      ])
    #expect(child.appearanceState == .disappeared)
  }

  @Test("begin(true), begin(false), end is a cancelled appearance: no didAppear")
  func cancelledAppearance() {
    let child = LoggingViewController("child", log: log)
    let grandchild = LoggingViewController("grandchild", log: log)
    embed(grandchild, in: child)
    _ = log.take()

    child.beginAppearanceTransition(true, animated: true)
    child.beginAppearanceTransition(false, animated: true)
    child.endAppearanceTransition()
    clock.settle()

    #expect(
      log.take() == [
        "child willAppear", "grandchild willAppear", "child willDisappear",
        "grandchild willDisappear", "child didDisappear", "grandchild didDisappear",
      ])
    #expect(child.appearanceState == .disappeared)
  }

  @Test("manual begin and end drive the controller and its forwarding descendants")
  func manualBeginEnd() {
    let child = LoggingViewController("child", log: log)
    let grandchild = LoggingViewController("grandchild", log: log)
    embed(grandchild, in: child)
    _ = log.take()

    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()

    #expect(
      log.take() == [
        "child willAppear", "grandchild willAppear", "child isAppearing", "child didAppear",
        "grandchild isAppearing", "grandchild didAppear",
      ])
  }

  @Test("an unbalanced end logs UIKit's warning and still delivers its callback")
  func unbalancedEnd() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    let child = LoggingViewController("child", log: log)

    child.endAppearanceTransition()

    #expect(warnings == ["Unbalanced calls to begin/end appearance transitions for child."])
    #expect(log.take() == ["child didDisappear"])
  }

  @Test("isMovingToParent is true only inside the callbacks of the move")
  func movingFlagsScope() {
    let parent = UIViewController()
    let window = TestApplication.makeWindow(root: parent)
    clock.settle()
    let child = FlagProbe()

    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let outside = child.isMovingToParent
    clock.settle()

    #expect(outside == false)
    #expect(child.seen == ["willAppear true", "isAppearing true", "didAppear true"])
    #expect(child.isMovingToParent == false)
    _ = window
  }

  private func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    child.view.frame = parent.view.bounds
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
  }
}

/// Forwards appearance by hand, as seed 003's sample does.
@MainActor
private final class ManualContainer: LoggingViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    children.forEach { $0.beginAppearanceTransition(true, animated: animated) }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    children.forEach { $0.endAppearanceTransition() }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    children.forEach { $0.beginAppearanceTransition(false, animated: animated) }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    children.forEach { $0.endAppearanceTransition() }
  }
}

/// Turns automatic forwarding off and forwards nothing.
@MainActor
private final class SilentContainer: LoggingViewController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// Records `isMovingToParent` inside each appearance callback.
@MainActor
private final class FlagProbe: UIViewController {
  var seen: [String] = []
  override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isMovingToParent)") }
  override func viewIsAppearing(_ animated: Bool) {
    seen.append("isAppearing \(isMovingToParent)")
  }
  override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isMovingToParent)") }
}
