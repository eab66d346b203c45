import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("transition(from:to:duration:options:animations:completion:)", .uiTest)
@MainActor
struct TransitionTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  let container: LoggingViewController
  let from: LoggingViewController
  let to: LoggingViewController
  let window: UIWindow

  init() {
    container = LoggingViewController("container", log: log)
    from = LoggingViewController("from", log: log)
    to = LoggingViewController("to", log: log)
    window = TestApplication.makeWindow(root: container)
    container.addChild(from)
    from.view.frame = container.view.bounds
    container.view.addSubview(from.view)
    from.didMove(toParent: container)
    clock.settle()
    _ = log.take()
  }

  /// The seeds' cycle(from:to:): willMove(nil), addChild, transition, then finish in the
  /// completion.
  private func cycle(duration: TimeInterval) {
    from.willMove(toParent: nil)
    container.addChild(to)
    let endFrame = from.view.frame.offsetBy(dx: -from.view.frame.width, dy: 0)
    to.view.frame = from.view.frame.offsetBy(dx: from.view.frame.width, dy: 0)
    let container = container
    let from = from
    let to = to
    let log = log
    container.transition(
      from: from, to: to, duration: duration, options: [],
      animations: {
        to.view.frame = from.view.frame
        from.view.frame = endFrame
      },
      completion: { finished in
        log.record("completion(\(finished))")
        from.removeFromParent()
        to.didMove(toParent: container)
      })
  }

  @Test("before returning it adds to's view and sends from's willDisappear and to's willAppear")
  func synchronousPart() {
    cycle(duration: 0.25)

    #expect(
      log.take() == [
        "from willMove(to: nil)", "to willMove(to: container)", "to viewDidLoad",
        "from willDisappear [movingFromParent]", "to willAppear [movingToParent]",
      ])
    #expect(to.view.superview === container.view)
    #expect(from.view.superview === container.view)
  }

  @Test("the did-callbacks and completion wait for the end of the animation")
  func didCallbacksAfterAnimation() {
    cycle(duration: 0.25)
    _ = log.take()

    clock.advance(by: 0.2)
    let midway = log.take()
    clock.advance(by: 0.05)

    #expect(midway == ["to isAppearing [movingToParent]"])
    #expect(
      log.take() == [
        "from didDisappear [movingFromParent]", "to didAppear [movingToParent]",
        "completion(true)", "from didMove(to: nil)", "to didMove(to: container)",
      ])
    #expect(from.view.superview == nil)
    #expect(to.view.superview === container.view)
    #expect(container.children == [to])
  }

  @Test("the animations block animates: half-way the views are half-way")
  func framesAnimate() {
    let width = container.view.bounds.width

    cycle(duration: 0.5)
    clock.advance(by: 0.25)

    let presented = to.view.layer.presentation()!.frame.minX
    #expect(abs(presented - width / 2) < 1)
    #expect(to.view.frame.minX == 0)
  }

  @Test("a zero duration still delivers the did-callbacks in the next frame")
  func zeroDuration() {
    cycle(duration: 0)
    _ = log.take()

    clock.settle()

    #expect(
      log.take() == [
        "to isAppearing [movingToParent]", "from didDisappear [movingFromParent]",
        "to didAppear [movingToParent]", "completion(true)", "from didMove(to: nil)",
        "to didMove(to: container)",
      ])
  }

  @Test(
    "controllers that are not both children raise NSInvalidArgumentException and change nothing")
  func refusesNonChildren() {
    let recorder = ExceptionRecorder()
    let stranger = LoggingViewController("stranger", log: log)

    container.transition(from: from, to: stranger, duration: 0.25, animations: nil)
    clock.advance(by: 0.3)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(log.take() == [])
    #expect(!stranger.isViewLoaded)
    #expect(from.view.superview === container.view)
  }

  @Test("a transition from a child to itself raises NSInvalidArgumentException and changes nothing")
  func refusesSameChild() {
    let recorder = ExceptionRecorder()

    container.transition(from: from, to: from, duration: 0.25, animations: nil)
    clock.advance(by: 0.3)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(recorder.exceptions.first?.reason.contains("two different children") == true)
    #expect(log.take() == [])
    #expect(from.parent === container)
    #expect(from.view.superview === container.view)
    #expect(from.view.window === window)
  }
}
