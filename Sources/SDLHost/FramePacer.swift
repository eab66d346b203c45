import CSDL2
import Foundation

/// Keeps frames on a steady 60 Hz grid when the renderer has no vsync.
///
/// Deadlines are computed from a fixed origin (`origin + n / 60`) rather than from the last
/// frame, so small sleep overshoots do not accumulate into drift; after a long stall the grid
/// restarts instead of rushing to catch up.
package struct FramePacer {
  package static let interval = 1.0 / 60

  private var origin: Double
  private var frame: Int64 = 0

  package init(now: Double) {
    origin = now
  }

  /// Sleeps until the next frame boundary after `now`.
  package mutating func waitForNextFrame(now: Double) {
    frame += 1
    var deadline = origin + Double(frame) * Self.interval
    if now - deadline > 2 * Self.interval {
      origin = now
      frame = 0
      deadline = now
    }
    let remaining = deadline - now
    if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
  }

  /// Starts the grid again after the host slept waiting for events: the frame the wake-up runs
  /// presents as soon as it is drawn, unless that would come less than an interval after the
  /// last present, and the frames after it follow on the grid from there.
  ///
  /// Waiting a whole interval first would add a frame of latency to the first response to
  /// input after idling (a click, a UI test's tap) for no steadiness: nothing was presented
  /// during the sleep.
  package mutating func restart(now: Double) {
    let lastDeadline = origin + Double(frame) * Self.interval
    origin = max(now, lastDeadline + Self.interval) - Self.interval
    frame = 0
  }
}

/// Seconds on a monotonic clock.
package enum MonotonicClock {
  package static var now: Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }
}
