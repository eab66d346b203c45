/// The clock every animation runs against, and the frame requests made of whoever moves it.
///
/// On iOS, Core Animation's render server owns media time and runs a frame whenever a layer
/// changed or an animation moves. Here whoever drives frames owns it: UIKit's frame pipeline
/// (the host's display refresh, or a test's `advance(by:)`) moves ``time`` and runs
/// ``takeDeferredWork()``'s work at the end of each frame; layers and animations only read the
/// time, ask for frames and queue their completions here, so QuartzCore needs nothing above it.
@MainActor
package final class MediaClock {
  /// The process's clock: what `CACurrentMediaTime()` reads.
  package static let shared = MediaClock()

  private init() {
    ProcessState.register { [unowned self] in self.reset() }
  }

  /// The media time of the frame being run or last run, in seconds. It never goes back.
  package private(set) var time: TimeInterval = 0

  /// Set by anything that needs another frame; the driver may sleep while it is clear. Set for
  /// every layer a layout pass moves, so exclusivity checks are off (a plain flag).
  @exclusivity(unchecked) package var needsFrame = true

  /// Completions and other work for the end of the frame, oldest first.
  private var deferredWork: [() -> Void] = []

  /// Moves the clock to `newTime` (never back) for the frame about to run.
  package func advance(to newTime: TimeInterval) {
    time = max(time, newTime)
  }

  /// Asks for another frame.
  package func setNeedsFrame() { needsFrame = true }

  /// Queues work for the end of the current (or next) frame, as Core Animation delivers
  /// `animationDidStop(_:finished:)` and transaction completions after the frame's changes.
  package func deferToEndOfFrame(_ work: @escaping () -> Void) {
    deferredWork.append(work)
    needsFrame = true
  }

  /// Whether work waits for the end of the frame.
  package var hasDeferredWork: Bool { !deferredWork.isEmpty }

  /// The work queued so far, which the caller runs; work it queues waits for the next call.
  package func takeDeferredWork() -> [() -> Void] {
    defer { deferredWork = [] }
    return deferredWork
  }

  /// Back to time zero with nothing queued, as a fresh launch, for test isolation.
  package func reset() {
    time = 0
    // Dropped outside the access to `deferredWork`: work can hold the last reference to a view
    // whose layer's deinit ends an animation and so queues work again, which is dropped too.
    while !deferredWork.isEmpty {
      let dropped = takeDeferredWork()
      withExtendedLifetime(dropped) {}
    }
    needsFrame = true
  }
}
