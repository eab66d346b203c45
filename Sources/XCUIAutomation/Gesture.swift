import AutomationChannel
import CoreGraphics

/// The mouse steps of XCUITest's gestures, timed from the gesture's start. Moves come once a
/// frame (1/60 s), as a real pointer's do.
enum Gesture {
  static let stepInterval = 1.0 / 60

  static func tap(at point: CGPoint) -> [PointerStep] {
    [step(0, point, .down), step(0, point, .up)]
  }

  static func doubleTap(at point: CGPoint) -> [PointerStep] {
    [
      step(0, point, .down), step(0, point, .up), step(0.05, point, .down, clicks: 2),
      step(0.05, point, .up),
    ]
  }

  static func press(at point: CGPoint, duration: Double) -> [PointerStep] {
    [step(0, point, .down), step(max(duration, 0), point, .up)]
  }

  /// Down at `start`, held for `holding` seconds, moved to `end` at `velocity` points per
  /// second, held there for `holdAtEnd` seconds, and released.
  static func drag(
    from start: CGPoint, to end: CGPoint, holding: Double, velocity: Double, holdAtEnd: Double
  ) -> [PointerStep] {
    let distance = Double(hypot(end.x - start.x, end.y - start.y))
    let duration = distance / max(velocity, 1)
    let moves = max(Int((duration / stepInterval).rounded(.up)), 1)
    var steps = [step(0, start, .down)]
    for index in 1...moves {
      let fraction = CGFloat(index) / CGFloat(moves)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      steps.append(step(holding + Double(index) * stepInterval, point, .move))
    }
    let last = steps[steps.count - 1].time
    steps.append(step(last + holdAtEnd, end, .up))
    return steps
  }

  private static func step(
    _ time: Double, _ point: CGPoint, _ phase: PointerStep.Phase, clicks: Int = 1
  ) -> PointerStep {
    PointerStep(time: time, x: Double(point.x), y: Double(point.y), phase: phase, clicks: clicks)
  }
}
