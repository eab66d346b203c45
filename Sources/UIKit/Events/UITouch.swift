/// One touch: here, the mouse with its left button down.
///
/// Matches UIKit: a touch is hit-tested once, when it begins, and keeps that view until it
/// ends, wherever the pointer goes. `tapCount` counts quick successive clicks.
@MainActor
open class UITouch: NSObject {
  /// The phase of a touch, as `UITouch.Phase`.
  public enum Phase: Int, Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }

  /// The kind of touch, as `UITouch.TouchType`. The mouse is an indirect pointer.
  public enum TouchType: Int, Sendable {
    case direct = 0
    case indirect = 1
    case pencil = 2
    case indirectPointer = 3
  }

  public internal(set) var phase: Phase = .began
  public internal(set) var tapCount: Int = 1
  public internal(set) var timestamp: TimeInterval = 0
  public internal(set) weak var view: UIView?
  public internal(set) weak var window: UIWindow?
  public var type: TouchType { .indirectPointer }
  /// The recognizers this touch is delivered to, chosen when it began.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

  /// Positions in window coordinates.
  var windowLocation: CGPoint = .zero
  var previousWindowLocation: CGPoint = .zero
  /// Set once a recognizer that cancels touches in view has recognized.
  var isCancelledForView = false

  override init() {
    super.init()
  }

  /// Matches UIKit: the touch's position in `view`'s coordinates (the window's for `nil`).
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }
}
