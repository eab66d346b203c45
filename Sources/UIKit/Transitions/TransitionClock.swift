/// The time of an interactive transition: held still and scrubbed while the user drags, then
/// run forward to the end or backward to the start.
///
/// Matches what UIKit does with the container layer's `speed` and `timeOffset`: every
/// animation made while the clock is ambient (see `AnimationEngine.withAmbientDriver`) reads
/// the transition's elapsed time instead of the media clock, so animations with their own
/// delays and durations keep their relative timing while scrubbed. Reaching either end ends
/// them all there: at the end with their new values, at the start with the model moved back.
@MainActor
final class TransitionClock: AnimationDriver {
  /// The media time the transition's animations were made at.
  let origin: TimeInterval
  /// The transition's duration: elapsed time runs from 0 to this.
  let duration: TimeInterval
  /// Called once, when a run reaches the end (`true`) or the start (`false`).
  var onRest: ((_ atEnd: Bool) -> Void)?

  private(set) var elapsed: TimeInterval = 0
  /// While running: when the run started, from what elapsed time, and at what speed (negative
  /// runs back).
  private var run: (time: TimeInterval, elapsed: TimeInterval, speed: Double)?
  private var hasRested = false

  init(origin: TimeInterval, duration: TimeInterval) {
    self.origin = origin
    self.duration = max(duration, 0)
  }

  /// How far along the transition is, from 0 to 1.
  var fraction: Double { duration > 0 ? elapsed / duration : 1 }

  /// Holds the animations at `fraction` of the duration.
  func scrub(to fraction: Double) {
    guard !hasRested else { return }
    run = nil
    elapsed = min(max(fraction, 0), 1) * duration
    AnimationEngine.shared.refreshPresentations(drivenBy: self)
  }

  /// Stops where the animations are, for an interaction to take over.
  func pause() {
    guard let run else { return }
    elapsed = elapsedTime(at: UIApplication.shared.mediaTime, run)
    self.run = nil
  }

  /// Runs on to the end (`forward`) or back to the start at `speed` times normal speed.
  func play(forward: Bool, speed: Double) {
    guard !hasRested else { return }
    let rate = max(speed, 0.01) * (forward ? 1 : -1)
    run = (UIApplication.shared.mediaTime, elapsed, rate)
    UIApplication.shared.setNeedsFrame()
  }

  // MARK: AnimationDriver

  package func progress(of animation: PropertyAnimation, at time: TimeInterval) -> Double {
    let now = run.map { elapsedTime(at: time, $0) } ?? elapsed
    return animation.timing.progress(at: origin + now).progress
  }

  package var needsFrames: Bool { run != nil }

  package func frameDidAdvance(to time: TimeInterval) {
    guard let run else { return }
    elapsed = elapsedTime(at: time, run)
    if run.speed > 0 && elapsed >= duration - 1e-9 {
      rest(atEnd: true)
    } else if run.speed < 0 && elapsed <= 1e-9 {
      rest(atEnd: false)
    }
  }

  private func elapsedTime(
    at time: TimeInterval, _ run: (time: TimeInterval, elapsed: TimeInterval, speed: Double)
  ) -> TimeInterval {
    min(max(run.elapsed + (time - run.time) * run.speed, 0), duration)
  }

  private func rest(atEnd: Bool) {
    run = nil
    hasRested = true
    AnimationEngine.shared.endAnimations(drivenBy: self, at: atEnd ? .end : .start)
    onRest?(atEnd)
  }
}
