extension UIApplication {
  /// The frame interval: 60 frames per second.
  static let frameInterval: TimeInterval = 1.0 / 60

  /// Runs frames of 1/60 s until `interval` has passed, for every visible window.
  ///
  /// Each frame runs the whole pipeline: input, animations, layout, deferred appearance
  /// callbacks and completions, display list. `advance(by: 0)` runs exactly one frame without
  /// moving the clock. An interval that is not a whole number of frames ends with one shorter
  /// frame, so the clock lands exactly on the requested time.
  ///
  /// As the app's frames do, each frame first gives the main run loop a turn, so work queued
  /// with `DispatchQueue.main.async` (and due Foundation timers) runs before it. That needs
  /// the caller to be on the main thread outside a main-queue block, as XCTest test methods and
  /// scripts are. Swift Testing runs `@MainActor` tests inside main-queue blocks, where the
  /// queue cannot be drained from within: call the `async` overload there, with `await`.
  ///
  /// ```swift
  /// container.transition(from: a, to: b, duration: 0.25, animations: { … })
  /// UIApplication.shared.advance(by: 0.25)  // the transition and its completion are done
  /// ```
  public func advance(by interval: TimeInterval) {
    for time in frameTimes(advancingBy: interval) {
      if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: Date()) }
      runFrame(at: time)
    }
  }

  /// Runs frames as ``advance(by:)`` does, letting the main queue run before each one: work
  /// queued with `DispatchQueue.main.async` or `Task { @MainActor in … }` before a frame runs
  /// before it, as in the app. Use this from `async` tests (Swift Testing's among them).
  ///
  /// ```swift
  /// @Test @MainActor func reloadsOnTheMainQueue() async {
  ///   DispatchQueue.main.async { list.reload() }
  ///   await UIApplication.shared.advance(by: 0)
  ///   #expect(list.isReloaded)
  /// }
  /// ```
  public func advance(by interval: TimeInterval) async {
    for time in frameTimes(advancingBy: interval) {
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
      runFrame(at: time)
    }
  }

  /// The media times of the frames that `advance(by:)` runs; none, with UIKit's exception, for
  /// an interval that is not a finite number of seconds from now.
  private func frameTimes(advancingBy interval: TimeInterval) -> some Sequence<TimeInterval> {
    let start = mediaTime
    let count = (interval / Self.frameInterval - 1e-6).rounded(.up)
    // NaN and -∞ fail the first test, +∞ and intervals of years the second.
    guard interval >= 0, count < Double(Int32.max) else {
      UIKitException.raise(
        .invalidArgumentException,
        "advance(by: \(interval)): the interval must be a finite number of seconds from 0 to "
          + "\(Int(Double(Int32.max) * Self.frameInterval)). No frame was run.")
      return (1..<1).lazy.map { _ in start }
    }
    // `advance(by: 0)` is one frame at the current time.
    let frames = interval > 0 ? max(1, Int(count)) : 1
    return (1..<frames + 1).lazy.map {
      interval > 0 ? start + min(Double($0) * Self.frameInterval, interval) : start
    }
  }

  /// Runs one frame at media time `time`; the host calls this once per display refresh.
  ///
  /// The steps, in order: 1. deliver input; 2. advance animations to `time`, then run work
  /// scheduled on the frame clock for it; 3. lay out and
  /// deliver `viewIsAppearing`; 4. deliver deferred appearance callbacks and completions, each
  /// round laid out before its did-callbacks; 5. lay out whatever step 4 changed; 6. produce
  /// display lists. A view added or constrained by a completion is therefore laid out before
  /// any display list shows it.
  package func runFrame(at time: TimeInterval) {
    MediaClock.shared.advance(to: time)
    frameCount += 1
    needsFrame = false

    let input = pendingInput
    pendingInput = []
    for event in input { event() }
    GestureArena.shared.frameDidAdvance(to: mediaTime)

    AnimationEngine.shared.advance(to: mediaTime)
    for action in frameClockSchedule.takeDue(at: mediaTime) { action() }

    layOutWindows()
    deliverDeferred()
    layOutWindows()

    for window in windows { window.updateDisplayList() }

    if AnimationEngine.shared.hasRunningAnimations || AnimationEngine.shared.hasDisplayLinks {
      needsFrame = true
    }
  }

  /// Steps 3 and 5: the layout step of every window, then `viewIsAppearing` for controllers
  /// that began appearing (their views now laid out), then layout again for whatever those
  /// callbacks changed, then the free-standing layers that wait for `layoutSublayers()`.
  private func layOutWindows() {
    for window in windows { window.runLayoutStep() }
    deliverPendingIsAppearing()
    for window in windows where window.needsLayoutPass { window.runLayoutStep() }
    PendingLayerLayout.layOutAll()
  }

  /// Step 4: did-callbacks for appearances that began outside an animation, then queued
  /// completions. Work queued by this step runs in the same step, up to a bound that stops a
  /// completion that re-queues itself forever. Each later round starts with a layout step, so
  /// a controller that a completion added is laid out, and hears `viewIsAppearing`, before
  /// its `viewDidAppear`.
  private func deliverDeferred() {
    var rounds = 0
    while !(pendingAppearanceEnds.isEmpty && !MediaClock.shared.hasDeferredWork) && rounds < 64 {
      if rounds > 0 { layOutWindows() }
      rounds += 1
      let ends = pendingAppearanceEnds
      pendingAppearanceEnds = []
      for batch in ends { batch.finish() }
      for item in MediaClock.shared.takeDeferredWork() { item() }
    }
  }
  /// `viewIsAppearing` for controllers that began appearing, parent before child, once their
  /// views have been laid out by the layout step.
  private func deliverPendingIsAppearing() {
    let pending = pendingIsAppearing
    pendingIsAppearing = []
    for (controller, batch) in pending {
      controller.deliverIsAppearingIfNeeded(for: batch)
    }
  }
}
