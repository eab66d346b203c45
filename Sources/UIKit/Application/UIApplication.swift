/// The running app: its windows, and the frame pipeline that drives them.
///
/// Matches UIKit: there is one instance, ``shared``, and it is the last responder in the
/// chain before its delegate. Unlike iOS, frames are driven explicitly: the SDL host calls the
/// pipeline once per display refresh, and tests call `advance(by:)` (see
/// `UIApplication+Frames.swift`).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The app. Matches UIKit's `UIApplication.shared`.
  public static let shared = UIApplication()

  /// Visible windows, not retained: matches iOS 13 and later, where an app must keep its
  /// windows. A window removes itself as it deallocates.
  var windowReferences: [UnretainedWindow] = []

  /// Matches UIKit: the app delegate is the next responder when it is a responder itself.
  open weak var delegate: (any UIApplicationDelegate)?

  /// The media time of the frame being run or last run: QuartzCore's clock, which
  /// `CACurrentMediaTime()` reads too.
  public var mediaTime: TimeInterval { MediaClock.shared.time }

  /// Frames run since launch.
  var frameCount = 0

  /// Unbalanced `beginIgnoringInteractionEvents()` calls.
  var ignoringInteractionEventsCount = 0

  /// Set by anything that needs another frame; the host sleeps while it is clear. Kept by
  /// QuartzCore's clock, where layers and animations ask for frames.
  package var needsFrame: Bool {
    get { MediaClock.shared.needsFrame }
    set { MediaClock.shared.needsFrame = newValue }
  }

  /// Input waiting for the next frame's first step.
  var pendingInput: [() -> Void] = []

  /// Appearance transitions that end at the end of the frame.
  var pendingAppearanceEnds: [AppearanceBatch] = []

  /// Controllers that began appearing and wait for `viewIsAppearing` in the layout step.
  var pendingIsAppearing: [(UIViewController, AppearanceBatch)] = []

  /// Work waiting for a later moment on the frame clock.
  var frameClockSchedule = FrameClockSchedule()

  /// The media time of the next frame that scheduled work waits for, if any: a host with
  /// nothing else to do sleeps until then.
  package var nextScheduledFrameTime: TimeInterval? { frameClockSchedule.nextTime }

  override init() {
    super.init()
  }

  /// Matches UIKit: the next responder after the application is its delegate, if the delegate is a
  /// responder.
  open override var next: UIResponder? { delegate as? UIResponder }

  /// Matches UIKit: the visible windows, back to front: by `windowLevel`, and in the order
  /// they were shown within a level.
  public var windows: [UIWindow] {
    let shown = windowReferences.map(\.window)
    // The common case, one level, keeps the shown order without sorting.
    guard shown.contains(where: { $0.windowLevel != shown[0].windowLevel }) else { return shown }
    return shown.enumerated()
      .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
      .map(\.element)
  }

  /// Matches UIKit: the window that receives keyboard events.
  public var keyWindow: UIWindow? {
    windows.last { $0.isKeyWindow }
  }

  func register(_ window: UIWindow) {
    windowReferences.removeAll { $0.window === window }
    windowReferences.append(UnretainedWindow(window: window))
    setNeedsFrame()
  }

  func unregister(_ window: UIWindow) {
    windowReferences.removeAll { $0.window === window }
  }

  func setNeedsFrame() { MediaClock.shared.setNeedsFrame() }

  /// Queues input for the next frame's first step: how a host delivers events.
  package func enqueueInput(_ event: @escaping () -> Void) {
    pendingInput.append(event)
    setNeedsFrame()
  }

  /// Queues work for the deferred step of the current (or next) frame.
  func deferToEndOfFrame(_ work: @escaping () -> Void) {
    MediaClock.shared.deferToEndOfFrame(work)
  }
}

/// A shown window, not retained: its `deinit` unregisters it.
struct UnretainedWindow {
  unowned(unsafe) var window: UIWindow
}

/// The app's delegate. Only the members that make sense without an app bundle are declared.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's main window, if the delegate keeps one; the core never reads it.
  var window: UIWindow? { get set }
  /// Called when the app becomes active; never called here, since a Linux app has no activation
  /// events.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Called before the app exits; never called here, since the host exits without notifying.
  func applicationWillTerminate(_ application: UIApplication)
  /// The orientations `window` may rotate to;
  /// ``UIApplication/supportedInterfaceOrientations(for:)`` asks this.
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
  /// Default: no window. Declared for source compatibility; the core never reads it.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// Default: does nothing. Never called here: a Linux app has no activation events.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Default: does nothing. Never called here: the host exits without notifying the delegate.
  public func applicationWillTerminate(_ application: UIApplication) {}
  /// Default: every orientation; a window asks this before it rotates.
  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { .all }
}
