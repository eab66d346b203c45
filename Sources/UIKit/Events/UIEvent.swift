/// An input event: touches from the mouse, presses from the keyboard, or scrolling.
///
/// The SDL host turns its events into these and the frame pipeline delivers them in its first
/// step, before animations advance.
@MainActor
open class UIEvent: NSObject {
  /// The kind of event, as `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    case touches = 0
    case motion = 1
    case remoteControl = 2
    case presses = 3
    case scroll = 10
    case hover = 11
    case transform = 14
  }

  let eventType: EventType
  var storedTouches: Set<UITouch> = []
  var storedTimestamp: TimeInterval = 0

  init(type: EventType) {
    eventType = type
    super.init()
  }

  open var type: EventType { eventType }

  /// The media time of the frame that delivered the event.
  open var timestamp: TimeInterval { storedTimestamp }

  /// Matches UIKit: the touches of the event, for touch events.
  open var allTouches: Set<UITouch>? { eventType == .touches ? storedTouches : nil }

  open func touches(for view: UIView) -> Set<UITouch>? {
    storedTouches.filter { $0.view === view }
  }

  open func touches(for window: UIWindow) -> Set<UITouch>? {
    storedTouches.filter { $0.window === window }
  }

  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    storedTouches.filter { $0.gestureRecognizers?.contains(gesture) ?? false }
  }
}
