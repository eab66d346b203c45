/// An input event: touches from the mouse, or presses from the keyboard.
///
/// The SDL host turns its events into these and the frame pipeline delivers them in its first
/// step, before animations advance.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kind of event, as `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    /// Touch events: here, the mouse's buttons.
    case touches = 0
    /// A shake of the device: the host's Ctrl+Alt+Z, as the Simulator's ⌃⌘Z (there is no
    /// accelerometer).
    case motion = 1
    /// Declared for source compatibility; never sent.
    case remoteControl = 2
    /// Key presses from the keyboard.
    case presses = 3
    /// Declared for source compatibility; the wheel scrolls scroll views directly, with no event.
    case scroll = 10
    /// Declared for source compatibility; hover reaches `UIHoverGestureRecognizer` with no event.
    case hover = 11
    /// Declared for source compatibility; never sent (no pinch or rotate gestures).
    case transform = 14
  }

  /// What a motion event is, as `UIEvent.EventSubtype`.
  public enum EventSubtype: Int, Sendable {
    /// The event has no subtype: touches and presses.
    case none = 0
    /// A shake of the device (the host's Ctrl+Alt+Z), sent as a motion event.
    case motionShake = 1
    /// Declared for source compatibility; remote-control events are never sent.
    case remoteControlPlay = 100
    /// Declared for source compatibility; never sent.
    case remoteControlPause = 101
    /// Declared for source compatibility; never sent.
    case remoteControlStop = 102
    /// Declared for source compatibility; never sent.
    case remoteControlTogglePlayPause = 103
    /// Declared for source compatibility; never sent.
    case remoteControlNextTrack = 104
    /// Declared for source compatibility; never sent.
    case remoteControlPreviousTrack = 105
    /// Declared for source compatibility; never sent.
    case remoteControlBeginSeekingBackward = 106
    /// Declared for source compatibility; never sent.
    case remoteControlEndSeekingBackward = 107
    /// Declared for source compatibility; never sent.
    case remoteControlBeginSeekingForward = 108
    /// Declared for source compatibility; never sent.
    case remoteControlEndSeekingForward = 109
  }

  let eventType: EventType
  let eventSubtype: EventSubtype
  var storedTouches: Set<UITouch> = []
  var storedTimestamp: TimeInterval = 0
  var storedButtonMask: ButtonMask = []
  var storedModifierFlags: UIKeyModifierFlags = []

  init(type: EventType, subtype: EventSubtype = .none) {
    eventType = type
    eventSubtype = subtype
    super.init()
  }

  /// The kind of event.
  open var type: EventType { eventType }

  /// Matches UIKit: what a motion event is (`.motionShake`); `.none` for other events.
  open var subtype: EventSubtype { eventSubtype }

  /// The media time of the frame that delivered the event.
  open var timestamp: TimeInterval { storedTimestamp }

  /// Matches UIKit (iPadOS 13.4): the pointer's buttons that make the event's touch, so a
  /// view can tell a secondary (right) click from a primary one in `touchesBegan`. Empty for
  /// key presses.
  open var buttonMask: ButtonMask { storedButtonMask }

  /// Matches UIKit (iPadOS 13.4): the modifier keys held when the event happened, such as
  /// Shift for a Shift-click.
  open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }

  /// Matches UIKit: the touches of the event, for touch events.
  open var allTouches: Set<UITouch>? { eventType == .touches ? storedTouches : nil }

  /// The event's touches that were hit-tested to `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    storedTouches.filter { $0.view === view }
  }

  /// The event's touches in `window`.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    storedTouches.filter { $0.window === window }
  }

  /// The event's touches that are delivered to `gesture`.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    storedTouches.filter { $0.gestureRecognizers?.contains(gesture) ?? false }
  }
}
