import AutomationChannel
import CSDL2
import Foundation
import UIKit

/// Runs a UIKit app in an SDL window: the one place that opens windows, reads input, draws
/// and paces frames.
///
/// ```swift
/// SDLHost.run(title: "Demo") { ContainerViewController() }
/// ```
///
/// Each frame runs the core's pipeline (input, animations, layout, deferred callbacks,
/// display list), then draws the window's display list if it changed and presents it. With
/// nothing to do the host sleeps in `SDL_WaitEventTimeout` until input or the next scheduled
/// work (offscreen, in a plain sleep), so an idle window costs no CPU.
/// Without a display it renders offscreen and writes the first frames to a PNG.
@MainActor
public final class SDLHost {
  /// How the host runs; the defaults suit the demo. Environment variables override them so a
  /// script can capture frames without recompiling (see ``Options/fromEnvironment()``).
  public struct Options: Sendable {
    /// Window size in points.
    public var size = CGSize(width: 390, height: 844)
    /// Where to write a PNG of the screen once the app has settled; offscreen runs always
    /// write one (to `out/offscreen-first-frames.png` unless this says otherwise).
    public var capturePath: String?
    /// Seconds after launch to take that capture.
    public var captureAfter: TimeInterval = 1
    /// Quit after writing the capture.
    public var exitAfterCapture = false
    /// An SDL render driver name, such as "software"; `nil` lets the host choose.
    public var renderDriver: String?
    /// An SDL video driver name, such as "offscreen"; `nil` lets the host choose.
    public var videoDriver: String?
    /// Quit after this many seconds; `nil` runs until the window closes.
    public var duration: TimeInterval?
    /// Draw every frame even when nothing changed (benchmarks of full redraws).
    public var forcesRedraw = false
    /// Record the window from launch for this many seconds (F5 records at any time).
    public var recordingDuration: TimeInterval?
    /// Where recordings go: a folder per recording, named by its start time.
    public var recordingDirectory = "out/recordings"

    /// The defaults: a 390 × 844 point window, drivers chosen by SDL, no capture and no time limit.
    public init() {}

    /// The defaults, overridden by `UIKIT_CAPTURE` (path), `UIKIT_CAPTURE_AFTER` (seconds),
    /// `UIKIT_EXIT_AFTER_CAPTURE` (1), `UIKIT_RECORD` (seconds), `UIKIT_RECORD_DIR` (path),
    /// `SDL_RENDER_DRIVER` and `SDL_VIDEODRIVER`.
    public static func fromEnvironment() -> Options {
      let environment = ProcessInfo.processInfo.environment
      var options = Options()
      options.capturePath = environment["UIKIT_CAPTURE"]
      if let after = environment["UIKIT_CAPTURE_AFTER"].flatMap(TimeInterval.init) {
        options.captureAfter = after
      }
      options.exitAfterCapture = environment["UIKIT_EXIT_AFTER_CAPTURE"] == "1"
      options.recordingDuration = environment["UIKIT_RECORD"].flatMap(TimeInterval.init)
      if let directory = environment["UIKIT_RECORD_DIR"] { options.recordingDirectory = directory }
      options.renderDriver = environment["SDL_RENDER_DRIVER"]
      options.videoDriver = environment["SDL_VIDEODRIVER"]
      return options
    }
  }

  private let options: Options
  private let session: VideoSession
  private let hostWindow: HostWindow
  private let window: UIWindow
  private var running = true
  private var needsRedraw = true
  private var lastDrawnStamp: UInt64?
  private let launchTime = MonotonicClock.now
  private var captured = false
  private var statistics = RunStatistics()
  private var timeline = FrameTimeline()
  /// F2: the frame-time overlay.
  private var showsHeadsUpDisplay = false
  /// F3: animations ten times slower, like the iOS Simulator's "Slow Animations".
  private var slowAnimations = false
  /// F5: recording what the window shows.
  private let recorder: ScreenRecorder
  /// The whole second the recording indicator shows, -1 when it is not shown.
  private var shownRecordingSecond = -1
  /// The app's media time: wall time, slowed while slow animations are on.
  private var mediaTime: Double = 0
  private var lastWallTime = MonotonicClock.now
  private var frameStart = MonotonicClock.now
  /// Seconds from the start of the frame to the end of its drawing.
  private var frameWork: Double = 0
  private var pendingResize: (size: CGSize, scale: CGFloat)?
  private let translator: SDLEventTranslator
  private let services = SDLServices()
  /// The UI-testing channel, when `XCUIApplication` launched the app (CHANNEL.md).
  private var automation: AutomationServer?

  /// What one run of the host did, for benchmarks: frames run and drawn, and when each drawn
  /// frame was presented.
  package struct RunStatistics: Sendable {
    package var framesRun = 0
    package var framesDrawn = 0
    /// Monotonic seconds at which each drawn frame was presented.
    package var presentTimes: [Double] = []
    /// Seconds spent inside `runFrame` plus drawing, per drawn frame.
    package var frameWorkTimes: [Double] = []
    package var rendererName = ""
    package var videoDriver = ""
  }

  /// Starts SDL, opens the window, shows `makeRootViewController()`'s view and runs until the
  /// window closes or Ctrl+Q; then exits the process. Set-up failures print what went wrong and
  /// how to fix it, and exit with status 1.
  public static func run(
    title: String, options: Options = .fromEnvironment(),
    rootViewController makeRootViewController: () -> UIViewController
  ) -> Never {
    do {
      _ = try runReturning(title: title, options: options, root: makeRootViewController)
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  }

  /// Runs like ``run(title:options:rootViewController:)`` but returns what the run did instead
  /// of exiting, for benchmarks.
  package static func runReturning(
    title: String, options: Options, root makeRootViewController: () -> UIViewController
  ) throws(SDLError) -> RunStatistics {
    let host = try SDLHost(title: title, options: options, root: makeRootViewController)
    host.loop()
    host.shutDown()
    return host.statistics
  }

  private init(title: String, options: Options, root: () -> UIViewController) throws(SDLError) {
    var options = options
    session = try VideoSession.start(preferredDriver: options.videoDriver)
    if session.isOffscreen && options.capturePath == nil {
      options.capturePath = "out/offscreen-first-frames.png"
      options.exitAfterCapture = true
    }
    self.options = options
    recorder = ScreenRecorder(directory: options.recordingDirectory)
    hostWindow = try HostWindow(
      title: title, size: options.size, hidden: session.isOffscreen,
      renderDriver: options.renderDriver)
    // One line, for logs: memory and speed depend on which renderer SDL chose.
    print("SDLHost: '\(session.driver)' video driver, '\(hostWindow.rendererName)' renderer")
    SDLRasterizer.install()
    // Made once: the status bar asks for the time each time it is placed, and making a
    // formatter costs milliseconds.
    let clock = DateFormatter()
    clock.dateFormat = "H:mm"
    UIApplication.statusBarTime = { clock.string(from: Date()) }
    let geometry = hostWindow.geometry
    UIScreen.main.bounds = CGRect(origin: .zero, size: geometry.size)
    UIScreen.main.scale = geometry.scale
    window = UIWindow(frame: UIScreen.main.bounds)
    translator = SDLEventTranslator(window: window)
    UIApplication.shared.clipboardService = services
    UIApplication.shared.textInputService = services
    UIApplication.shared.cursorService = services
    SDL_StopTextInput()
    window.rootViewController = root()
    window.makeKeyAndVisible()
    statistics.rendererName = hostWindow.rendererName
    statistics.videoDriver = session.driver
    automation = AutomationServer.fromEnvironment(
      windowID: SDL_GetWindowID(hostWindow.window),
      device: AutomationServer.Device(
        readFrame: { [unowned self] in drawAndReadFrame() },
        orientation: { [unowned self] in window.interfaceOrientation },
        rotate: { [unowned self] in rotate(to: $0) }))
  }

  private func loop() {
    var pacer = FramePacer(now: MonotonicClock.now)
    var event = SDL_Event()
    while running {
      let application = UIApplication.shared
      if isIdle {
        timeline.resume()
        if session.isOffscreen {
          // SDL's offscreen driver waits by polling every millisecond; with no input to wait
          // for, sleeping is the same and costs nothing.
          Thread.sleep(forTimeInterval: Double(idleWaitMilliseconds) / 1000)
        } else if SDL_WaitEventTimeout(&event, idleWaitMilliseconds) != 0 {
          handle(event)
        }
        pacer.restart(now: MonotonicClock.now)
      }
      while SDL_PollEvent(&event) != 0 { handle(event) }
      // Foundation timers and main-queue blocks, which iOS code uses for delayed work, run on
      // the main run loop; give it a turn every iteration.
      _ = RunLoop.main.run(mode: .default, before: Date())
      if let duration = options.duration, MonotonicClock.now - launchTime >= duration {
        running = false
      }
      guard running else { break }
      let start = MonotonicClock.now
      mediaTime += (start - lastWallTime) * (slowAnimations ? 0.1 : 1)
      lastWallTime = start
      application.runFrame(at: mediaTime)
      statistics.framesRun += 1
      frameStart = start
      if let duration = options.recordingDuration, statistics.framesRun == 1 {
        recorder.start(now: start, duration: duration)
      }
      let drew = drawIfChanged()
      if drew { statistics.frameWorkTimes.append(MonotonicClock.now - start) }
      // Drawing happens as early as possible and presenting on the 60 Hz grid, so the
      // variation in frame work does not show as jitter between presented frames. A frame that
      // drew nothing and leaves the app idle has nothing to present: the loop goes straight to
      // its idle wait, which wakes at the next event, instead of sleeping out the interval
      // (which delayed a UI test's requests, and a person's next click, by up to a frame).
      if !hostWindow.hasVSync && (drew || !isIdle) {
        pacer.waitForNextFrame(now: MonotonicClock.now)
      }
      if drew { present() }
      automation?.frameDidEnd(idle: !application.needsFrame)
      captureIfDue()
    }
  }

  /// How long the idle host may sleep: until the next Foundation timer or the next work the
  /// core scheduled on the frame clock (a caret's blink), at most half a second, and not past
  /// the end of a timed run.
  private var idleWaitMilliseconds: Int32 {
    var wait = 0.5
    if let next = RunLoop.main.limitDate(forMode: .default) {
      wait = min(wait, max(0.001, next.timeIntervalSinceNow))
    }
    if let next = UIApplication.shared.nextScheduledFrameTime {
      wait = min(wait, max(0.001, (next - mediaTime) / (slowAnimations ? 0.1 : 1)))
    }
    if let duration = options.duration {
      wait = min(wait, max(0.001, duration - (MonotonicClock.now - launchTime)))
    }
    return Int32((wait * 1000).rounded(.up))
  }

  /// Whether the loop may sleep until the next event: no frame is needed, nothing waits to be
  /// drawn or captured.
  private var isIdle: Bool {
    !UIApplication.shared.needsFrame && !needsRedraw && !capturePending && !options.forcesRedraw
  }

  private var capturePending: Bool { options.capturePath != nil && !captured }

  private func handle(_ event: SDL_Event) {
    if automation?.handle(event) == true { return }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      running = false
    case SDL_KEYDOWN where isHostShortcut(event.key):
      let control = UInt32(event.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue) != 0
      let key = event.key.keysym.sym
      if control && key == Int32(SDLK_q.rawValue) { running = false }
      if event.key.repeat == 0 && key == Int32(SDLK_F2.rawValue) {
        showsHeadsUpDisplay.toggle()
        needsRedraw = true
      }
      if event.key.repeat == 0 && key == Int32(SDLK_F3.rawValue) {
        slowAnimations.toggle()
        needsRedraw = true
      }
      if event.key.repeat == 0 && key == Int32(SDLK_F5.rawValue) {
        if recorder.isRecording {
          recorder.stop()
        } else {
          recorder.start(now: MonotonicClock.now)
        }
        needsRedraw = true
      }
      if control && event.key.repeat == 0 {
        handleControlShortcut(key, alternate: isAlternate(event.key))
      }
    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(event.window.event)) {
      case SDL_WINDOWEVENT_SIZE_CHANGED:
        scheduleResize()
        needsRedraw = true
      case SDL_WINDOWEVENT_EXPOSED:
        needsRedraw = true
      default:
        translator.translate(event)
      }
    default:
      translator.translate(event)
    }
  }

  /// The Simulator-style keys the host keeps for itself: Ctrl+Q, F2, F3, F5, Ctrl+←/→, Ctrl+D
  /// and Ctrl+Alt+Z.
  private func isHostShortcut(_ key: SDL_KeyboardEvent) -> Bool {
    let control = UInt32(key.keysym.mod) & UInt32(KMOD_CTRL.rawValue) != 0
    let sym = key.keysym.sym
    let hostKeys = [SDLK_q, SDLK_LEFT, SDLK_RIGHT, SDLK_d].map { Int32($0.rawValue) }
    let functionKeys = [SDLK_F2, SDLK_F3, SDLK_F5].map { Int32($0.rawValue) }
    let shake = control && isAlternate(key) && sym == Int32(SDLK_z.rawValue)
    return functionKeys.contains(sym) || (control && hostKeys.contains(sym)) || shake
  }

  /// Whether Alt is held with `key`.
  private func isAlternate(_ key: SDL_KeyboardEvent) -> Bool {
    UInt32(key.keysym.mod) & UInt32(KMOD_ALT.rawValue) != 0
  }

  /// Simulator shortcuts: Ctrl+Left/Right rotate, Ctrl+D toggles dark mode, Ctrl+Alt+Z shakes
  /// the device (the Simulator's ⌃⌘Z).
  private func handleControlShortcut(_ key: SDL_Keycode, alternate: Bool) {
    switch key {
    case Int32(SDLK_z.rawValue) where alternate:
      UIApplication.shared.enqueueInput { UIApplication.shared.sendShake() }
    case Int32(SDLK_LEFT.rawValue), Int32(SDLK_RIGHT.rawValue):
      let turns = window.interfaceOrientation.quarterTurnsFromPortrait
      let step = key == Int32(SDLK_LEFT.rawValue) ? 3 : 1
      rotate(to: UIInterfaceOrientation(quarterTurnsFromPortrait: (turns + step) % 4))
    case Int32(SDLK_d.rawValue):
      let style: UIUserInterfaceStyle = UIScreen.main.userInterfaceStyle == .dark ? .light : .dark
      UIApplication.shared.enqueueInput {
        UIApplication.shared.setSystemUserInterfaceStyle(style)
      }
    default:
      break
    }
  }

  /// Rotates the interface to `target` in the next frame's input step, and turns the host window
  /// with it: the Simulator's rotation, for Ctrl+←/→ and a UI test's `XCUIDevice.orientation`.
  private func rotate(to target: UIInterfaceOrientation) {
    let window = self.window
    let hostWindow = self.hostWindow
    UIApplication.shared.enqueueInput {
      guard window.rotate(to: target) else { return }
      let size = window.bounds.size
      SDL_SetWindowSize(hostWindow.window, Int32(size.width), Int32(size.height))
    }
  }

  /// Window resizes arrive in storms while the user drags; they are coalesced into one size
  /// change, delivered in the next frame's input step.
  private func scheduleResize() {
    let isFirst = pendingResize == nil
    pendingResize = hostWindow.geometry
    guard isFirst else { return }
    UIApplication.shared.enqueueInput { [self] in
      guard let geometry = pendingResize else { return }
      pendingResize = nil
      UIScreen.main.scale = geometry.scale
      guard geometry.size.width > 0, geometry.size.height > 0 else { return }
      UIScreen.main.bounds = CGRect(origin: .zero, size: geometry.size)
      window.resize(to: geometry.size)
    }
  }

  /// Draws (without presenting) only when the display list changed, or the window needs
  /// repainting; returns whether it drew.
  private func drawIfChanged() -> Bool {
    let others = UIApplication.shared.windows.filter { $0 !== window }
    let stamp = others.reduce(window.displayListStamp) { $0 &+ $1.displayListStamp }
    let now = MonotonicClock.now
    // The indicator's clock shows whole seconds; redraw when it turns.
    let indicatorTurned =
      recorder.isRecording
      ? Int(recorder.elapsed(now: now)) != shownRecordingSecond : shownRecordingSecond != -1
    guard options.forcesRedraw || needsRedraw || indicatorTurned || stamp != lastDrawnStamp
    else {
      recorder.record(nil, now: now)
      return false
    }
    // The overlay's graph moves every frame, so while it is shown the host keeps drawing.
    needsRedraw = showsHeadsUpDisplay
    lastDrawnStamp = stamp
    let geometry = hostWindow.geometry
    drawWindows()
    // The recording takes the frame as the app drew it, before the host's own overlays.
    if recorder.isRecording {
      recorder.record(hostWindow.readPixels(), now: now)
    }
    if recorder.isRecording {
      shownRecordingSecond = Int(recorder.elapsed(now: now))
      hostWindow.drawer.drawOverlay(
        RecordingIndicator.items(
          elapsed: recorder.elapsed(now: now), width: geometry.size.width))
    } else {
      shownRecordingSecond = -1
    }
    if showsHeadsUpDisplay {
      hostWindow.drawer.drawOverlay(
        HeadsUpDisplay.items(
          for: timeline, width: geometry.size.width, slowAnimations: slowAnimations))
    }
    frameWork = MonotonicClock.now - frameStart
    return true
  }

  private func present() {
    hostWindow.present()
    let presented = MonotonicClock.now
    statistics.framesDrawn += 1
    statistics.presentTimes.append(presented)
    timeline.record(work: frameWork, presentedAt: presented)
  }

  private func captureIfDue() {
    guard let path = options.capturePath, !captured,
      MonotonicClock.now - launchTime >= options.captureAfter
    else { return }
    captured = true
    guard let pixels = drawAndReadFrame(), let data = UIImage(bitmap: pixels).pngData() else {
      print(
        "SDLHost: could not read the frame back for \(path): \(String(cString: SDL_GetError()))")
      return
    }
    let url = URL(fileURLWithPath: path)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
      try data.write(to: url)
      print("SDLHost: wrote the first frames to \(url.standardizedFileURL.path)")
    } catch {
      print("SDLHost: could not write \(url.path): \(error.localizedDescription)")
    }
    if options.exitAfterCapture { running = false }
  }

  /// Draws the app's windows (``drawWindows()``, without the host's overlays), reads the pixels
  /// back and presents them: a capture, or a UI test's screenshot.
  private func drawAndReadFrame() -> ImageBitmap? {
    drawWindows()
    let pixels = hostWindow.readPixels()
    hostWindow.present()
    return pixels
  }

  /// Draws the app's windows into the host's: the main one and its system chrome, or, with
  /// others (an event log panel, an alert's window), all of them by level, with the status bar
  /// at its own level. A frame and a UI test's screenshot draw the same.
  private func drawWindows() {
    let scale = hostWindow.geometry.scale
    guard UIApplication.shared.windows.contains(where: { $0 !== window }) else {
      hostWindow.draw(window.displayList, scale: scale)
      hostWindow.drawer.drawOverlay(window.systemChromeDisplayList.items)
      return
    }
    hostWindow.draw(UIApplication.shared.screenDisplayList(chromeOf: window), scale: scale)
  }

  private func shutDown() {
    automation?.stop()
    recorder.stop()
    recorder.waitForFiles()
    services.release()
    hostWindow.close()
    SDL_Quit()
  }
}
