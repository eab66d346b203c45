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
  /// ```swift
  /// container.transition(from: a, to: b, duration: 0.25, animations: { … })
  /// UIApplication.shared.advance(by: 0.25)  // the transition and its completion are done
  /// ```
  public func advance(by interval: TimeInterval) {
    guard interval > 0 else {
      runFrame(at: mediaTime)
      return
    }
    let start = mediaTime
    let frames = max(1, Int((interval / Self.frameInterval - 1e-6).rounded(.up)))
    for index in 1...frames {
      runFrame(at: start + min(Double(index) * Self.frameInterval, interval))
    }
  }

  /// Runs one frame at media time `time`; the host calls this once per display refresh.
  ///
  /// The steps, in order: 1. deliver input; 2. advance animations to `time`; 3. lay out and
  /// deliver `viewIsAppearing`; 4. deliver deferred appearance callbacks and completions, each
  /// round laid out before its did-callbacks; 5. lay out whatever step 4 changed; 6. produce
  /// display lists. A view added or constrained by a completion is therefore laid out before
  /// any display list shows it.
  package func runFrame(at time: TimeInterval) {
    mediaTime = max(mediaTime, time)
    frameCount += 1
    needsFrame = false

    let input = pendingInput
    pendingInput = []
    for event in input { event() }
    GestureArena.shared.frameDidAdvance(to: mediaTime)

    AnimationEngine.shared.advance(to: mediaTime)

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
  /// callbacks changed.
  private func layOutWindows() {
    for window in windows { window.runLayoutStep() }
    deliverPendingIsAppearing()
    for window in windows where window.needsLayoutPass { window.runLayoutStep() }
  }

  /// Step 4: did-callbacks for appearances that began outside an animation, then queued
  /// completions. Work queued by this step runs in the same step, up to a bound that stops a
  /// completion that re-queues itself forever. Each later round starts with a layout step, so
  /// a controller that a completion added is laid out, and hears `viewIsAppearing`, before
  /// its `viewDidAppear`.
  private func deliverDeferred() {
    var rounds = 0
    while !(pendingAppearanceEnds.isEmpty && deferredWork.isEmpty) && rounds < 64 {
      if rounds > 0 { layOutWindows() }
      rounds += 1
      let ends = pendingAppearanceEnds
      pendingAppearanceEnds = []
      for batch in ends { batch.finish() }
      let work = deferredWork
      deferredWork = []
      for item in work { item() }
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
