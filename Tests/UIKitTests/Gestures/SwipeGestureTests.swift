import Testing
import UIKit
import UIKitTestSupport

// Through the public API, with the host's package-level mouse input (see `Pointer`): each move
// is one frame, 1/60 s, after the last.

@Suite("UISwipeGestureRecognizer and failure requirements", .uiTest)
@MainActor
struct SwipeGestureTests {
  let log = LifecycleLog()
  let area = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
  let pointer: Pointer

  init() {
    pointer = Pointer.over(area)
  }

  /// A swipe recognizer on `area` that logs each action with its state and where it began.
  @discardableResult
  private func swipe(_ direction: UISwipeGestureRecognizer.Direction = .right)
    -> UISwipeGestureRecognizer
  {
    let recognizer = UISwipeGestureRecognizer { [log, area] swipe in
      let start = swipe.location(in: area)
      log.record(
        "swipe \(swipe.state.rawValue) from \(Int(start.x.rounded())),\(Int(start.y.rounded()))")
    }
    recognizer.direction = direction
    area.addGestureRecognizer(recognizer)
    return recognizer
  }

  /// Presses at `start`, moves by each of `steps` in turn (one frame apart), and releases.
  private func drag(from start: CGPoint, by steps: [CGPoint]) {
    pointer.down(start)
    var point = start
    for step in steps {
      point = CGPoint(x: point.x + step.x, y: point.y + step.y)
      pointer.move(point)
    }
    pointer.up(point)
  }

  @Test("defaults and direction raw values are UIKit's")
  func defaults() {
    let recognizer = UISwipeGestureRecognizer()
    #expect(recognizer.direction == .right)
    #expect(recognizer.numberOfTouchesRequired == 1)
    #expect(
      [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
  }

  @Test("a quick drag of 60 points to the right is recognised once, reporting where it began")
  func quickSwipe() {
    swipe()

    drag(from: CGPoint(x: 100, y: 300), by: [CGPoint(x: 20, y: 2), CGPoint(x: 40, y: 3)])

    #expect(log.take() == ["swipe 3 from 100,300"])
  }

  @Test("a drag against the only allowed direction fails, however far it goes")
  func wrongDirection() {
    let recognizer = swipe(.right)
    var states: [UIGestureRecognizer.State] = []
    pointer.down(CGPoint(x: 300, y: 300))
    pointer.move(CGPoint(x: 280, y: 300))
    states.append(recognizer.state)
    pointer.move(CGPoint(x: 100, y: 300))
    pointer.up(CGPoint(x: 100, y: 300))

    #expect(states == [.failed])
    #expect(log.take().isEmpty)
  }

  @Test("with both horizontal directions allowed, either one is recognised")
  func eitherWay() {
    swipe([.left, .right])

    drag(from: CGPoint(x: 300, y: 300), by: [CGPoint(x: -30, y: 0), CGPoint(x: -30, y: 0)])
    drag(from: CGPoint(x: 100, y: 200), by: [CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 0)])

    #expect(log.take() == ["swipe 3 from 300,300", "swipe 3 from 100,200"])
  }

  @Test("vertical directions: up is towards smaller y, down towards larger")
  func vertical() {
    swipe(.up)

    drag(from: CGPoint(x: 200, y: 500), by: [CGPoint(x: 0, y: 60)])
    drag(from: CGPoint(x: 200, y: 500), by: [CGPoint(x: 3, y: -60)])

    #expect(log.take() == ["swipe 3 from 200,500"])
  }

  @Test("a fast drag that strays too far across its axis fails before it goes far enough")
  func tooCrooked() {
    swipe()

    // 40 points along and 199 across in one frame: across is over the limit, 196.7 points at
    // 1/60 s, while along is still short of the 49.2 points needed.
    drag(from: CGPoint(x: 50, y: 50), by: [CGPoint(x: 40, y: 199), CGPoint(x: 60, y: 0)])

    #expect(log.take().isEmpty)
  }

  @Test("a slow swipe needs less distance: 30 points is too little at once, enough after 0.5 s")
  func slowSwipe() {
    swipe()

    drag(from: CGPoint(x: 100, y: 100), by: [CGPoint(x: 30, y: 0)])
    #expect(log.take().isEmpty)

    pointer.down(CGPoint(x: 100, y: 100))
    pointer.clock.advance(by: 0.5)
    pointer.move(CGPoint(x: 130, y: 100))
    pointer.up(CGPoint(x: 130, y: 100))
    #expect(log.take() == ["swipe 3 from 100,100"])
  }

  @Test("directions are the view's: a view turned half a turn sees a drag left as a swipe right")
  func turnedView() {
    area.transform = CGAffineTransform(rotationAngle: .pi)
    swipe(.right)

    drag(from: CGPoint(x: 300, y: 300), by: [CGPoint(x: -60, y: 0)])

    #expect(log.take() == ["swipe 3 from 100,300"])
  }

  @Test("two required touches cannot be met by the mouse's one: the swipe fails")
  func twoTouches() {
    let recognizer = swipe()
    recognizer.numberOfTouchesRequired = 2

    drag(from: CGPoint(x: 100, y: 300), by: [CGPoint(x: 60, y: 0)])

    #expect(log.take().isEmpty)
  }

  @Test("a pan that requires the swipe to fail waits for it, and runs when it does")
  func panWaitsForSwipe() {
    let recognizer = swipe()
    let pan = UIPanGestureRecognizer { [log] pan in log.record("pan \(pan.state.rawValue)") }
    pan.require(toFail: recognizer)
    area.addGestureRecognizer(pan)

    drag(from: CGPoint(x: 100, y: 300), by: [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)])
    #expect(log.take() == ["swipe 3 from 100,300"])

    drag(from: CGPoint(x: 100, y: 300), by: [CGPoint(x: -20, y: 0), CGPoint(x: -20, y: 0)])
    #expect(log.take() == ["pan 1", "pan 2", "pan 3"])
  }

  /// Says, through UIKit's delegate or subclass hooks, that the swipe must fail first.
  final class Deferring: UIGestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      otherGestureRecognizer is UIPanGestureRecognizer
    }
  }

  final class PatientPan: UIPanGestureRecognizer {
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      otherGestureRecognizer is UISwipeGestureRecognizer
    }
  }

  @Test(
    "shouldBeRequiredToFailBy and shouldRequireFailure(of:) hold a pan back like require(toFail:)")
  func failureHooks() {
    let delegate = Deferring()
    let recognizer = swipe()
    recognizer.delegate = delegate
    let pan = UIPanGestureRecognizer { [log] pan in log.record("pan \(pan.state.rawValue)") }
    area.addGestureRecognizer(pan)

    drag(from: CGPoint(x: 100, y: 300), by: [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)])
    #expect(log.take() == ["swipe 3 from 100,300"])

    recognizer.delegate = nil
    area.removeGestureRecognizer(pan)
    let patient = PatientPan { [log] pan in log.record("patient \(pan.state.rawValue)") }
    area.addGestureRecognizer(patient)

    drag(from: CGPoint(x: 100, y: 300), by: [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)])
    #expect(log.take() == ["swipe 3 from 100,300"])
  }

  @Test("without a failure requirement, the pan begins first and the swipe fails")
  func panFirst() {
    swipe()
    area.addGestureRecognizer(
      UIPanGestureRecognizer { [log] pan in log.record("pan \(pan.state.rawValue)") })

    drag(from: CGPoint(x: 100, y: 300), by: [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)])

    #expect(log.take() == ["pan 1", "pan 2", "pan 3"])
  }
}
