extension UIApplication {
  /// Puts every piece of process-wide state back as a fresh launch has it, so that one test's
  /// leftovers cannot run inside, or change the answers of, the next test.
  ///
  /// Windows are hidden and forgotten, queued frame work is dropped, the media clock goes back
  /// to zero (so an animation's progress never depends on how long earlier tests ran), and the
  /// singletons that
  /// tests and hosts change go back to their headless defaults: the screen (390×844 points at
  /// scale 1, light), the clipboard, input-method and cursor services, the rasterizer, the
  /// console log sink, the exception handler, the status bar's clock, and the fonts folder.
  package func resetForTesting() {
    for window in windows { window.isHidden = true }
    windowReferences = []
    pendingInput = []
    pendingAppearanceEnds = []
    pendingIsAppearing = []
    frameClockSchedule = FrameClockSchedule()
    MediaClock.shared.reset()
    frameCount = 0
    ignoringInteractionEventsCount = 0
    AnimationEngine.shared.reset()
    ViewAnimationBlocks.shared.reset()
    CATransaction.reset()
    GraphicsContextStack.contexts = []
    GraphicsContextStack.imageContexts = []
    GraphicsLog.reset()
    EventDispatcher.shared.reset()
    GestureArena.shared.reset()
    FocusSystem.reset()
    FirstResponder.current = nil
    LayoutEngine.shared.reset()
    UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light, displayScale: 1)
    UIScreen.main.resetForTesting()
    UIDevice.current.orientation = .portrait
    resetHostServices()
    rasterizer = nil
    UIKitLog.resetSink()
    UIKitException.resetHandler()
    UIApplication.statusBarTime = UIApplication.defaultStatusBarTime
    FontLibrary.shared.overrideFontsDirectory(nil)
    FontLibrary.shared.forgetRegisteredFonts()
    needsFrame = true
  }
}
