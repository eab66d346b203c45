import Testing
import UIKit
import UIKitTestSupport

/// A control that logs the touches it gets, then tracks them as any control does.
private final class LoggingControl: UIControl {
  let log: LifecycleLog

  init(log: LifecycleLog, frame: CGRect) {
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("control began")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("control moved")
    super.touchesMoved(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("control ended")
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("control cancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A scroll view whose content hooks answer as told, and log that they were asked.
private final class VettingScrollView: UIScrollView {
  var log: LifecycleLog?
  var letsTouchesBegin = true
  var cancelsControls = false

  override func touchesShouldBegin(
    _ touches: Set<UITouch>, with event: UIEvent?, in view: UIView
  ) -> Bool {
    log?.record("touchesShouldBegin")
    return letsTouchesBegin
  }

  override func touchesShouldCancel(in view: UIView) -> Bool {
    log?.record("touchesShouldCancel \(view is UIControl ? "control" : "view")")
    return cancelsControls && view is UIControl ? true : super.touchesShouldCancel(in: view)
  }
}

/// A view that refuses to let its own recognizers begin.
private final class RefusingView: UIView {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

// Through the public API: a scroll view's wait before its content sees a press
// (`delaysContentTouches`), the hooks that vet and cancel content touches, and the general
// `delaysTouchesBegan` and `UIView.gestureRecognizerShouldBegin(_:)` they rest on.
@Suite("UIScrollView content touches: the press delay and the content hooks", .uiTest)
@MainActor
struct ScrollViewContentTouchTests {
  let log = LifecycleLog()
  fileprivate let scrollView = VettingScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let plain: LoggingView
  fileprivate let control: LoggingControl
  let pointer: Pointer

  init() {
    scrollView.contentSize = CGSize(width: 400, height: 1000)
    scrollView.contentInsetAdjustmentBehavior = .never
    plain = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    control = LoggingControl(log: log, frame: CGRect(x: 200, y: 0, width: 200, height: 300))
    scrollView.addSubview(plain)
    scrollView.addSubview(control)
    pointer = Pointer.over(scrollView)
  }

  /// Drags from `start` upwards by 100 points in ten moves, one frame each, and releases.
  private func drag(from start: CGPoint) {
    for step in 1...10 { pointer.move(CGPoint(x: start.x, y: start.y - CGFloat(step) * 10)) }
    pointer.up(CGPoint(x: start.x, y: start.y - 100))
  }

  /// Presses at `start`, holds past the delay, drags as ``drag(from:)`` does; returns the log.
  private func lateDrag(from start: CGPoint) -> [String] {
    pointer.down(start)
    pointer.clock.advance(by: 0.2)
    drag(from: start)
    return log.take()
  }

  @Test("a quick click reaches the content only as it is released, began then ended")
  func quickClick() {
    var actions = 0
    control.addAction(UIAction { _ in actions += 1 }, for: .touchUpInside)

    pointer.down(CGPoint(x: 300, y: 150))
    pointer.clock.advance(by: 0.1)
    let beforeRelease = log.take()
    pointer.up(CGPoint(x: 300, y: 150))

    #expect(beforeRelease == [])
    #expect(log.take() == ["control began", "control ended"])
    #expect(actions == 1)
  }

  @Test("a press held 0.15 s reaches the content then, and it highlights")
  func heldPress() {
    pointer.down(CGPoint(x: 300, y: 150))
    pointer.clock.advance(by: 0.1)
    let early = (log.take(), control.isHighlighted)
    pointer.clock.advance(by: 0.1)

    #expect(early.0 == [] && early.1 == false)
    #expect(log.take() == ["control began"])
    #expect(control.isHighlighted)
  }

  @Test("a drag that starts within 0.15 s scrolls, and the content never sees the press")
  func quickDrag() {
    pointer.down(CGPoint(x: 300, y: 250))
    drag(from: CGPoint(x: 300, y: 250))

    #expect(log.take() == [])
    #expect(scrollView.contentOffset.y > 50)
  }

  @Test("a drag after the delay over a plain view cancels the view's touch and scrolls")
  func lateDragOverAView() {
    scrollView.log = log
    let entries = lateDrag(from: CGPoint(x: 100, y: 250))

    // The pan begins on the first 10-point move, before the view hears of it.
    #expect(
      entries == [
        "touchesShouldBegin", "view began", "touchesShouldCancel view", "view cancelled",
      ])
    #expect(scrollView.contentOffset.y > 50)
  }

  @Test("a drag after the delay over a control does not scroll: the control keeps the press")
  func lateDragOverAControl() {
    scrollView.log = log
    let entries = lateDrag(from: CGPoint(x: 300, y: 250))

    #expect(entries.first == "touchesShouldBegin")
    #expect(entries.contains("touchesShouldCancel control"))
    #expect(!entries.contains("control cancelled"))
    #expect(entries.last == "control ended")
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test("touchesShouldCancel(in:) returning true for controls lets a late drag scroll")
  func cancellingControls() {
    scrollView.cancelsControls = true
    let entries = lateDrag(from: CGPoint(x: 300, y: 250))

    #expect(entries == ["control began", "control cancelled"])
    #expect(scrollView.contentOffset.y > 50)
  }

  @Test("with canCancelContentTouches false, content that has the press keeps it; no scroll")
  func cannotCancel() {
    scrollView.canCancelContentTouches = false
    let entries = lateDrag(from: CGPoint(x: 100, y: 250))

    #expect(entries.first == "view began")
    #expect(entries.last == "view ended")
    #expect(!entries.contains("view cancelled"))
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test("with delaysContentTouches false, the content sees the press at once")
  func noDelay() {
    scrollView.delaysContentTouches = false

    pointer.down(CGPoint(x: 100, y: 250))

    #expect(log.take() == ["view began"])
  }

  @Test("touchesShouldBegin returning false keeps the press from the content; drags still scroll")
  func refusedContent() {
    scrollView.letsTouchesBegin = false
    scrollView.log = log
    let entries = lateDrag(from: CGPoint(x: 100, y: 250))

    #expect(entries == ["touchesShouldBegin"])
    #expect(scrollView.contentOffset.y > 50)
  }
}

@Suite("Recognizers that delay touchesBegan, and views that veto their recognizers", .uiTest)
@MainActor
struct DelayedTouchesTests {
  let log = LifecycleLog()
  let view: LoggingView
  let pointer: Pointer

  init() {
    view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    pointer = Pointer.over(view)
  }

  @Test("a recognizer that delays touchesBegan and recognises keeps the touch from its view")
  func recognisedDelayKeepsTheTouch() {
    let tap = UITapGestureRecognizer { _ in self.log.record("tapped") }
    tap.delaysTouchesBegan = true
    view.addGestureRecognizer(tap)

    pointer.down(CGPoint(x: 50, y: 50))
    pointer.up(CGPoint(x: 50, y: 50))

    #expect(log.take() == ["tapped"])
  }

  @Test("a recognizer that delays touchesBegan and fails gives the view the whole touch late")
  func failedDelayDeliversLate() {
    let press = UILongPressGestureRecognizer { _ in self.log.record("pressed") }
    press.delaysTouchesBegan = true
    view.addGestureRecognizer(press)

    pointer.down(CGPoint(x: 50, y: 50))
    pointer.move(CGPoint(x: 55, y: 50))
    let early = log.take()
    pointer.move(CGPoint(x: 90, y: 50))
    pointer.up(CGPoint(x: 90, y: 50))

    #expect(early == [])
    // Failing on the far move, the press lets the view have its touch, then that move.
    #expect(log.take() == ["view began", "view moved", "view ended"])
  }

  @Test("a view's gestureRecognizerShouldBegin(_:) returning false fails its recognizer")
  func viewVeto() {
    let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addSubview(refusing)
    let tap = UITapGestureRecognizer { _ in self.log.record("tapped") }
    refusing.addGestureRecognizer(tap)
    var states: [UIGestureRecognizer.State] = []
    let probe = UITapGestureRecognizer { states.append($0.state) }
    view.addGestureRecognizer(probe)

    pointer.down(CGPoint(x: 50, y: 50))
    pointer.up(CGPoint(x: 50, y: 50))

    // The refused tap fails, so the one on the superview, which it would have beaten, wins
    // (and cancels the touch the plain view passed up to its superview).
    #expect(log.take() == ["view began", "view cancelled"])
    #expect(states == [.ended])
  }
}
