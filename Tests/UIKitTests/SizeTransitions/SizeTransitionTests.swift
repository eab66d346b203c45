import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Size transitions: viewWillTransition, coordinators and resize", .uiTest)
@MainActor
struct SizeTransitionTests {
  let log = LifecycleLog()
  let clock = ManualClock()

  /// A three-level tree A → B → C, every level logging its environment events.
  private func tree() -> (LoggingViewController, LoggingViewController, LoggingViewController) {
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    for controller in [a, b, c] { controller.logsEnvironment = true }
    embed(b, in: a)
    embed(c, in: b)
    return (a, b, c)
  }

  private func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    child.view.frame = parent.view.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
  }

  @Test("a resize reaches the root first, then children, with custom child sizes, before frames")
  func threeLevelsWithCustomChildSize() {
    let (a, b, _) = tree()
    b.childSize = { CGSize(width: $0.width / 2, height: $0.height) }
    let window = TestApplication.makeWindow(root: a, size: CGSize(width: 300, height: 600))
    clock.settle()
    _ = log.take()

    window.resize(to: CGSize(width: 700, height: 600))
    let synchronous = log.take()
    let rootSizeDuringCallbacks = synchronous.isEmpty ? .zero : a.view.bounds.size

    #expect(
      synchronous == [
        "A willTransition(to: Hregular Vregular)", "B willTransition(to: Hregular Vregular)",
        "C willTransition(to: Hregular Vregular)", "A viewWillTransition(to: 700x600)",
        "B viewWillTransition(to: 700x600)", "C viewWillTransition(to: 350x600)",
        "A traitCollectionDidChange(light, Hregular)",
        "B traitCollectionDidChange(light, Hregular)",
        "C traitCollectionDidChange(light, Hregular)",
      ])
    #expect(rootSizeDuringCallbacks == CGSize(width: 700, height: 600))
  }

  @Test("callbacks arrive before the window's frame changes")
  func callbacksBeforeFrames() {
    let probe = SizeProbe()
    let window = TestApplication.makeWindow(root: probe, size: CGSize(width: 300, height: 400))
    clock.settle()

    window.resize(to: CGSize(width: 320, height: 480))

    #expect(probe.sizeSeenInCallback == CGSize(width: 300, height: 400))
    #expect(probe.view.bounds.size == CGSize(width: 320, height: 480))
  }

  @Test("a child whose size does not change is not told")
  func unchangedChildSkipped() {
    let (a, b, _) = tree()
    b.childSize = { _ in CGSize(width: 100, height: 100) }
    let window = TestApplication.makeWindow(root: a, size: CGSize(width: 300, height: 400))
    b.children[0].view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    b.children[0].view.autoresizingMask = []
    clock.settle()
    _ = log.take()

    window.resize(to: CGSize(width: 310, height: 400))

    #expect(
      log.take() == ["A viewWillTransition(to: 310x400)", "B viewWillTransition(to: 310x400)"])
  }

  @Test("an override that skips super stops the forwarding")
  func skippingSuper() {
    let (a, b, _) = tree()
    b.skipsSuperForSizeTransitions = true
    let window = TestApplication.makeWindow(root: a, size: CGSize(width: 300, height: 400))
    clock.settle()
    _ = log.take()

    window.resize(to: CGSize(width: 310, height: 400))

    #expect(
      log.take() == ["A viewWillTransition(to: 310x400)", "B viewWillTransition(to: 310x400)"])
  }

  @Test("alongside blocks from every level run in registration order, then the completions")
  func coordinatorOrdering() {
    let (a, b, c) = tree()
    for controller in [a, b, c] {
      controller.logsEnvironment = false
      controller.usesCoordinator = true
      controller.logsLayout = true
    }
    let window = TestApplication.makeWindow(root: a, size: CGSize(width: 300, height: 400))
    clock.settle()
    _ = log.take()

    window.resize(to: CGSize(width: 310, height: 400))
    let synchronous = log.take()
    clock.settle()

    #expect(synchronous == ["A alongside", "B alongside", "C alongside"])
    #expect(
      log.take() == [
        "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "B viewWillLayoutSubviews",
        "B viewDidLayoutSubviews", "C viewWillLayoutSubviews", "C viewDidLayoutSubviews",
        "A completion", "B completion", "C completion",
      ])
  }

  @Test("setting a different preferredContentSize tells the parent at once; an equal one does not")
  func preferredContentSize() {
    let parent = ContentSizeParent()
    let child = UIViewController()
    parent.addChild(child)

    child.preferredContentSize = CGSize(width: 100, height: 50)
    child.preferredContentSize = CGSize(width: 100, height: 50)
    child.preferredContentSize = CGSize(width: 120, height: 50)

    #expect(parent.notifications == 2)
  }

  @Test("a zero-size (minimised) window is ignored and nothing divides by zero")
  func zeroSize() {
    let (a, _, _) = tree()
    let window = TestApplication.makeWindow(root: a, size: CGSize(width: 300, height: 400))
    clock.settle()
    _ = log.take()

    window.resize(to: .zero)
    clock.settle()

    #expect(log.take() == [])
    #expect(window.bounds.size == CGSize(width: 300, height: 400))
  }
}

@MainActor
private final class SizeProbe: UIViewController {
  var sizeSeenInCallback: CGSize?
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    sizeSeenInCallback = view.window?.bounds.size
    super.viewWillTransition(to: size, with: coordinator)
  }
}

@MainActor
private final class ContentSizeParent: UIViewController {
  var notifications = 0
  override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    notifications += 1
  }
}
