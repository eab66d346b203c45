/// The last few seconds of frames: how long each took and when it was presented.
///
/// The heads-up display reads it every frame, so it is a fixed ring: no allocation per frame.
struct FrameTimeline {
  /// Seconds of history, at 60 frames per second.
  static let capacity = 180

  private var intervals = [Double](repeating: 0, count: capacity)
  private var workTimes = [Double](repeating: 0, count: capacity)
  private var next = 0
  private(set) var count = 0
  private var lastPresent: Double?

  /// Records a frame that took `work` seconds and was presented at `time`.
  mutating func record(work: Double, presentedAt time: Double) {
    let interval = lastPresent.map { time - $0 } ?? 0
    lastPresent = time
    intervals[next] = interval
    workTimes[next] = work
    next = (next + 1) % Self.capacity
    count = min(count + 1, Self.capacity)
  }

  /// Forgets the gap while the host slept, so an idle pause does not show as a slow frame.
  mutating func resume() {
    lastPresent = nil
  }

  /// Intervals between presented frames, oldest first.
  var recentIntervals: [Double] { ordered(intervals) }

  var recentWorkTimes: [Double] { ordered(workTimes) }

  private func ordered(_ ring: [Double]) -> [Double] {
    (0..<count).map { ring[(next - count + $0 + Self.capacity) % Self.capacity] }
  }

  /// Frames per second over the last second of presented frames.
  var framesPerSecond: Double {
    var elapsed = 0.0
    var frames = 0
    for interval in recentIntervals.reversed() where interval > 0 {
      elapsed += interval
      frames += 1
      if elapsed >= 1 { break }
    }
    return elapsed > 0 ? Double(frames) / elapsed : 0
  }
}
