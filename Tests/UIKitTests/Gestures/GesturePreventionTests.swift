import Testing
import UIKit
import UIKitTestSupport

// Through the public API, with the host's package-level mouse input (see `Pointer`).

/// Recognises as soon as its touch begins, or when it ends; logs what reaches it.
@MainActor
private class LoggingRecognizer: UIGestureRecognizer {
  let label: String
  let log: LifecycleLog
  var recognizesOnBegin = false
  var ignoresTouch = false
  var preventsOthers = true
  var preventable = true
  var receivesEvents = true

  init(_ name: String, log: LifecycleLog) {
    label = name
    self.log = log
    super.init()
    addTarget { [log] recognizer in log.record("\(name) action \(recognizer.state.rawValue)") }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    log.record("\(label) began")
    if ignoresTouch, let touch = touches.first { ignore(touch, for: event) }
    if recognizesOnBegin { state = .ended }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    log.record("\(label) ended")
    if state == .possible { state = .ended }
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventsOthers
  }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventable
  }

  override func shouldReceive(_ event: UIEvent) -> Bool {
    log.record("\(label) asked about the event")
    return receivesEvents
  }
}

/// A view that logs the touches it is given.
@MainActor
private final class TouchView: UIView {
  var log: LifecycleLog?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.record("view began")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.record("view ended")
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.record("view cancelled")
  }
}

/// A delegate that answers the event and touch filters, logging each question.
@MainActor
private final class FilteringDelegate: UIGestureRecognizerDelegate {
  let log: LifecycleLog
  var acceptsEvent = true

  init(log: LifecycleLog) { self.log = log }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool {
    log.record("delegate asked about the event, type \(event.type.rawValue)")
    return acceptsEvent
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    log.record("delegate asked about the touch")
    return true
  }
}

@Suite("Gesture recognizers: prevention, ignored touches, touch types and event filters", .uiTest)
@MainActor
struct GesturePreventionTests {
  let log = LifecycleLog()
  private let area = TouchView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
  let pointer: Pointer

  init() {
    pointer = Pointer.over(area)
  }

  private func click(_ point: CGPoint = CGPoint(x: 100, y: 100), clicks: Int = 1) {
    pointer.down(point, clicks: clicks)
    pointer.up(point)
  }

  @Test("a single tap does not prevent a double tap: both recognise, the double on click two")
  func singleAndDoubleTap() {
    let single = UITapGestureRecognizer { [log] _ in log.record("single") }
    let double = UITapGestureRecognizer { [log] _ in log.record("double") }
    double.numberOfTapsRequired = 2
    area.addGestureRecognizer(single)
    area.addGestureRecognizer(double)

    click()
    let afterFirst = log.take()
    click(clicks: 2)

    #expect(afterFirst == ["single"])
    #expect(log.take() == ["single", "double"])
    #expect(single.canPrevent(double) == false)
    #expect(double.canPrevent(single) == true)
  }

  @Test("a recognizer that recognises makes another fail, unless either class says it cannot")
  func canPreventAndCanBePrevented() {
    func run(configure: (LoggingRecognizer, LoggingRecognizer) -> Void) -> [String] {
      area.gestureRecognizers?.forEach(area.removeGestureRecognizer)
      let first = LoggingRecognizer("first", log: log)
      first.recognizesOnBegin = true
      let second = LoggingRecognizer("second", log: log)
      configure(first, second)
      area.addGestureRecognizer(first)
      area.addGestureRecognizer(second)
      click()
      return log.take().filter { $0.contains("action") }
    }

    let prevented = run { _, _ in }
    let notPreventing = run { first, _ in first.preventsOthers = false }
    let notPreventable = run { _, second in second.preventable = false }

    #expect(prevented == ["first action 3"])
    #expect(notPreventing == ["first action 3", "second action 3"])
    #expect(notPreventable == ["first action 3", "second action 3"])
  }

  @Test("an ignored touch reaches the recognizer no more and is not cancelled in the view")
  func ignoredTouch() {
    area.log = log
    let ignoring = LoggingRecognizer("ignoring", log: log)
    ignoring.ignoresTouch = true
    ignoring.recognizesOnBegin = true
    area.addGestureRecognizer(ignoring)

    click()

    // It recognised (its touch was ignored first), so the view's touch is not cancelled, and
    // the recognizer gets no `touchesEnded` for it.
    #expect(
      log.take().filter { !$0.contains("asked") } == [
        "ignoring began", "ignoring action 3", "view began", "view ended",
      ])
  }

  @Test("an undecided recognizer that ignored its only touch fails when that touch ends")
  func ignoredTouchFails() {
    let ignoring = LoggingRecognizer("ignoring", log: log)
    ignoring.ignoresTouch = true
    var states: [UIGestureRecognizer.State] = []
    let waiting = UITapGestureRecognizer { tap in states.append(tap.state) }
    waiting.require(toFail: ignoring)
    area.addGestureRecognizer(ignoring)
    area.addGestureRecognizer(waiting)

    click()

    #expect(!log.take().contains("ignoring ended"))
    #expect(states == [.ended])
  }

  @Test("a recognizer whose allowed touch types leave out the pointer never sees the mouse")
  func allowedTouchTypes() {
    area.log = log
    let direct = LoggingRecognizer("direct", log: log)
    direct.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
    area.addGestureRecognizer(direct)
    let everyKind = UIGestureRecognizer()

    click()

    #expect(log.take() == ["view began", "view ended"])
    #expect(everyKind.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
    #expect(everyKind.requiresExclusiveTouchType)
  }

  @Test("the event is asked about first, by the recognizer and then its delegate, then the touch")
  func eventFilters() {
    let delegate = FilteringDelegate(log: log)
    let recognizer = LoggingRecognizer("filtered", log: log)
    recognizer.delegate = delegate
    area.addGestureRecognizer(recognizer)

    click()
    let accepted = log.take()
    delegate.acceptsEvent = false
    click(CGPoint(x: 300, y: 300))
    let declinedByDelegate = log.take()
    recognizer.receivesEvents = false
    click(CGPoint(x: 100, y: 300))

    #expect(
      accepted == [
        "filtered asked about the event", "delegate asked about the event, type 0",
        "delegate asked about the touch", "filtered began", "filtered ended",
        "filtered action 3",
      ])
    #expect(
      declinedByDelegate == [
        "filtered asked about the event", "delegate asked about the event, type 0",
      ])
    #expect(log.take() == ["filtered asked about the event"])
  }
}
