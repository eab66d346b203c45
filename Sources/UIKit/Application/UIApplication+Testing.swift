extension UIApplication {
  /// Puts every piece of process-wide state back as a fresh launch has it, so that one test's
  /// leftovers cannot run inside, or change the answers of, the next test.
  ///
  /// The application's own windows are hidden and forgotten and its queued frame work is
  /// dropped; then every singleton and static that joined `ProcessState` as it was made goes
  /// back to its headless default: the media clock to zero (so an animation's progress never
  /// depends on how long earlier tests ran), animations and transactions, input and gestures,
  /// layout, the screen (390×844 points at scale 1, light), the host's services, the
  /// rasterizer, the console log sink, the exception handler, the status bar's clock and the
  /// fonts folder among them.
  package func resetForTesting() {
    for window in windows { window.isHidden = true }
    windowReferences = []
    pendingInput = []
    pendingAppearanceEnds = []
    pendingIsAppearing = []
    frameClockSchedule = FrameClockSchedule()
    frameCount = 0
    ignoringInteractionEventsCount = 0
    ProcessState.resetAll()
    needsFrame = true
  }
}
