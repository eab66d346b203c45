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

  open var type: EventType { .touches }

  /// The media time of the frame that delivered the event.
  open var timestamp: TimeInterval { storedTimestamp }

  var storedTimestamp: TimeInterval = 0

  public override init() {
    super.init()
  }
}
