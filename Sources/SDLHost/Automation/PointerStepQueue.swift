import AutomationChannel

/// A UI test's pointer steps waiting for their times, in the gesture's order.
///
/// Steps due at the same time (a double tap's second press and release) leave in the order the
/// gesture lists them. One timer per step did not promise that: timers due at the same moment
/// may fire in either order, and a release pushed before its press left the press held and the
/// double tap's second click unfinished when the test typed on.
struct PointerStepQueue {
  private var steps: ArraySlice<PointerStep>

  init(_ steps: [PointerStep]) {
    let ordered = steps.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    self.steps = ArraySlice(ordered.map(\.element))
  }

  /// When the next step is due, in seconds from the gesture's start; `nil` once none is left.
  var nextTime: Double? { steps.first?.time }

  /// Takes the steps due by `elapsed` seconds from the gesture's start, in order.
  mutating func takeDue(by elapsed: Double) -> [PointerStep] {
    let due = steps.prefix { $0.time <= elapsed }
    steps.removeFirst(due.count)
    return Array(due)
  }
}
