/// When an animation runs and how far along it is at a given time.
package struct AnimationTiming: Sendable {
  /// The absolute media time at which the motion starts, after any delay.
  var beginTime: TimeInterval
  var duration: TimeInterval
  var curve: TimingCurve
  var repeats = false
  var autoreverses = false

  package init(
    beginTime: TimeInterval, duration: TimeInterval, curve: TimingCurve, repeats: Bool = false,
    autoreverses: Bool = false
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.curve = curve
    self.repeats = repeats
    self.autoreverses = autoreverses
  }

  /// The eased progress from the old value (0) to the new one (1), and whether the animation
  /// is over. An autoreversing animation goes out and back; a repeating one never ends.
  package func progress(at time: TimeInterval) -> (progress: Double, finished: Bool) {
    let elapsed = time - beginTime
    if elapsed < 0 { return (0, false) }
    guard duration > 0 else { return (1, true) }
    let cycle = autoreverses ? 2 * duration : duration
    if !repeats && elapsed >= cycle - 1e-9 { return (1, true) }
    let phase = elapsed.truncatingRemainder(dividingBy: cycle)
    let fraction = phase <= duration ? phase / duration : (cycle - phase) / duration
    return (curve.progress(at: fraction, duration: duration), false)
  }
}
