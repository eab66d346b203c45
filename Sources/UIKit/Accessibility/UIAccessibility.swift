/// The accessibility settings a person chose, the notifications an app posts to assistive
/// technologies, and coordinate conversion for accessibility frames.
///
/// Matches UIKit's `UIAccessibility` namespace. A desktop has no VoiceOver, Switch Control or
/// system accessibility settings to read, so the settings keep iOS's defaults (everything off,
/// shake to undo and video autoplay on) until the host changes them: the demo toggles reduce
/// motion with Ctrl+M, and tests call the package setters. Posted notifications go to the
/// handler a host or test installs (the demo's event log prints them).
@preconcurrency @MainActor
public enum UIAccessibility {
  // MARK: Settings

  /// Matches UIKit: whether VoiceOver is on; never here.
  public static var isVoiceOverRunning: Bool { false }
  /// Matches UIKit: whether Switch Control is on; never here.
  public static var isSwitchControlRunning: Bool { false }
  /// Matches UIKit: whether AssistiveTouch is on; never here.
  public static var isAssistiveTouchRunning: Bool { false }
  /// Matches UIKit: whether Guided Access is on; never here.
  public static var isGuidedAccessEnabled: Bool { false }

  /// Matches UIKit: the person asked for less motion. Stock transitions then cross-fade
  /// instead of sliding (see `UIAccessibility.setReduceMotionEnabled(_:)`).
  public static var isReduceMotionEnabled: Bool { settings.reduceMotion }
  /// Matches UIKit: the person prefers cross-fades to sliding transitions; follows reduce
  /// motion here, as iOS's setting sits under it.
  public static var prefersCrossFadeTransitions: Bool { settings.reduceMotion }
  /// Matches UIKit: the person asked for bold text; stored, system fonts are not made bolder.
  public static var isBoldTextEnabled: Bool { settings.boldText }
  /// Matches UIKit: the person asked for more contrast; off.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Matches UIKit: the person asked for less transparency; off.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Matches UIKit: colours are inverted; off.
  public static var isInvertColorsEnabled: Bool { false }
  /// Matches UIKit: the screen is grey; off.
  public static var isGrayscaleEnabled: Bool { false }
  /// Matches UIKit: mono audio; off.
  public static var isMonoAudioEnabled: Bool { false }
  /// Matches UIKit: closed captions are preferred; off.
  public static var isClosedCaptioningEnabled: Bool { false }
  /// Matches UIKit: shaking undoes; on, as iOS's default.
  public static var isShakeToUndoEnabled: Bool { true }
  /// Matches UIKit: Speak Selection; off.
  public static var isSpeakSelectionEnabled: Bool { false }
  /// Matches UIKit: Speak Screen; off.
  public static var isSpeakScreenEnabled: Bool { false }
  /// Matches UIKit: videos play by themselves; on, as iOS's default.
  public static var isVideoAutoplayEnabled: Bool { true }
  /// Matches UIKit: state must not be shown by colour alone; off.
  public static var shouldDifferentiateWithoutColor: Bool { false }
  /// Matches UIKit: switches show I and O labels; off.
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  /// Matches UIKit: buttons show their shapes; off.
  public static var buttonShapesEnabled: Bool { false }

  @ProcessWide private static var settings = Settings()

  private struct Settings {
    var reduceMotion = false
    var boldText = false
  }

  /// Turns reduce motion on or off, as Settings does on iOS, and posts
  /// ``reduceMotionStatusDidChangeNotification``.
  package static func setReduceMotionEnabled(_ enabled: Bool) {
    guard settings.reduceMotion != enabled else { return }
    settings.reduceMotion = enabled
    NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    NotificationCenter.default.post(
      name: prefersCrossFadeTransitionsStatusDidChange, object: nil)
  }

  /// Turns bold text on or off and posts ``boldTextStatusDidChangeNotification``.
  package static func setBoldTextEnabled(_ enabled: Bool) {
    guard settings.boldText != enabled else { return }
    settings.boldText = enabled
    NotificationCenter.default.post(name: boldTextStatusDidChangeNotification, object: nil)
  }

  // MARK: Status notifications

  /// Matches UIKit: posted when VoiceOver starts or stops; never here.
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Matches UIKit: posted when reduce motion changes.
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Matches UIKit: posted when the cross-fade preference changes (with reduce motion here).
  public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name(
    "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
  /// Matches UIKit: posted when bold text changes.
  public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
  /// Matches UIKit: posted when darker colours change; never here.
  public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
  /// Matches UIKit: posted when reduce transparency changes; never here.
  public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Matches UIKit: posted when VoiceOver finishes an announcement; never here.
  public static let announcementDidFinishNotification = Foundation.Notification.Name(
    "UIAccessibilityAnnouncementDidFinishNotification")

  // MARK: Posting to assistive technologies

  /// What an app tells assistive technologies, as `UIAccessibility.Notification`.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// UIKit's value for the notification.
    public let rawValue: UInt32
    /// Makes a notification from UIKit's value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new screen appeared; the argument is the element to move to, or a string to speak.
    public static let screenChanged = Notification(rawValue: 1000)
    /// Part of the screen changed; the argument is the element to move to, or a string.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// A string to speak.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished; the argument is a string describing where it is.
    public static let pageScrolled = Notification(rawValue: 1009)
    /// Pause an assistive technology's work.
    public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
    /// Resume an assistive technology's work.
    public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
  }

  /// Matches UIKit: tells assistive technologies about a change. Nothing speaks here; the
  /// notification goes to `postedNotificationHandler` (the demo's event log prints it, a test
  /// records it).
  public static func post(notification: Notification, argument: Any?) {
    postedNotificationHandler?(notification, argument)
  }

  /// Receives every ``post(notification:argument:)``: a host's log or a test's recorder.
  @ProcessWide package static var postedNotificationHandler: ((Notification, Any?) -> Void)? =
    nil

  // MARK: Coordinates

  /// Matches UIKit: `rect`, in `view`'s coordinates, in screen coordinates: the host window's,
  /// which windows share.
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    let inWindow = view.convert(rect, to: nil)
    guard let window = view.window else { return inWindow }
    return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
  }

  /// Matches UIKit: `path`, in `view`'s coordinates, in screen coordinates.
  public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView)
    -> UIBezierPath
  {
    let origin = convertToScreenCoordinates(.zero, in: view).origin
    let moved = UIBezierPath(cgPath: path.cgPath)
    moved.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
    return moved
  }
}
