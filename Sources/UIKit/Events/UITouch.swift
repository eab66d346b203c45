/// One touch: here, the mouse with its left button down.
///
/// Matches UIKit: a touch is hit-tested once, when it begins, and keeps that view until it
/// ends, wherever the pointer goes. `tapCount` counts quick successive clicks.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// The phase of a touch, as `UITouch.Phase`.
  public enum Phase: Int, Sendable {
    /// The button went down.
    case began = 0
    /// The pointer moved with the button down.
    case moved = 1
    /// Declared for source compatibility; not sent.
    case stationary = 2
    /// The button came up.
    case ended = 3
    /// The touch was cancelled: the window lost focus, or a recognizer took it.
    case cancelled = 4
  }

  /// The kind of touch, as `UITouch.TouchType`. The mouse is an indirect pointer.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen; not produced here.
    case direct = 0
    /// Declared for source compatibility; not produced here.
    case indirect = 1
    /// An Apple Pencil; not produced here.
    case pencil = 2
    /// A mouse or trackpad pointer: every touch here.
    case indirectPointer = 3
  }

  /// Where the touch is in its life.
  public internal(set) var phase: Phase = .began
  /// Matches UIKit: the number of quick successive clicks, as the platform counts them.
  public internal(set) var tapCount: Int = 1
  /// The media time of the frame that last delivered the touch.
  public internal(set) var timestamp: TimeInterval = 0
  /// The view the touch was hit-tested to when it began; it keeps it until it ends.
  public internal(set) weak var view: UIView?
  /// The window the touch is in.
  public internal(set) weak var window: UIWindow?
  /// Always `.indirectPointer`: every touch here is the mouse.
  public var type: TouchType { .indirectPointer }
  /// The recognizers this touch is delivered to, chosen when it began.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

  /// Positions in window coordinates.
  var windowLocation: CGPoint = .zero
  var previousWindowLocation: CGPoint = .zero
  /// Set once a recognizer that cancels touches in view has recognized.
  var isCancelledForView = false
  /// The view's `touchesBegan` is held back while a recognizer with `delaysTouchesBegan`
  /// decides; its moves wait with it.
  var isHeldFromView = false

  override init() {
    super.init()
  }

  /// Matches UIKit: the touch's position in `view`'s coordinates (the window's for `nil`).
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  /// The touch's previous position in `view`'s coordinates (the window's for `nil`).
  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }
}
