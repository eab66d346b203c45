import AutomationChannel
import Testing

@testable import SDLHost

/// A UI test's pointer steps leave in the gesture's order, those due together included.
@Suite("Pointer steps leave in the gesture's order")
struct PointerStepQueueTests {
  private func step(_ time: Double, _ phase: PointerStep.Phase, clicks: Int = 1) -> PointerStep {
    PointerStep(time: time, x: 10, y: 20, phase: phase, clicks: clicks)
  }

  @Test("a double tap's second press leaves before its release, both due at once")
  func doubleTapKeepsItsOrder() {
    let steps = [
      step(0, .down), step(0, .up), step(0.05, .down, clicks: 2), step(0.05, .up),
    ]
    var queue = PointerStepQueue(steps)

    #expect(queue.takeDue(by: 0) == [step(0, .down), step(0, .up)])
    #expect(queue.nextTime == 0.05)
    #expect(queue.takeDue(by: 0.04) == [])
    #expect(queue.takeDue(by: 0.06) == [step(0.05, .down, clicks: 2), step(0.05, .up)])
    #expect(queue.nextTime == nil)
  }

  @Test("steps listed out of time order leave by time, ties in the listed order")
  func ordersByTimeThenListing() {
    let steps = [step(0.2, .up), step(0.1, .move), step(0, .down), step(0.1, .down)]
    var queue = PointerStepQueue(steps)

    #expect(
      queue.takeDue(by: 1) == [step(0, .down), step(0.1, .move), step(0.1, .down), step(0.2, .up)])
  }
}
