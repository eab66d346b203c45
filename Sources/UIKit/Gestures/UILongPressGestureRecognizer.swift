/// Recognises a press held in place: a continuous gesture.
///
/// Matches UIKit: it begins after `minimumPressDuration` if the pointer has stayed within
/// `allowableMovement`, changes as it moves, and ends on release; released early or moved too
/// far first, it fails.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Matches UIKit: how long, in seconds, the press must be held before the gesture begins (0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// Matches UIKit: how far, in points, the pointer may move before the gesture begins (10).
  open var allowableMovement: CGFloat = 10
  /// Stored for source compatibility; only the default, 0 (no taps before the press), is supported.
  open var numberOfTapsRequired = 0
  /// Stored for source compatibility; the mouse is always one touch.
  open var numberOfTouchesRequired = 1

  private var pressStart: (time: TimeInterval, location: CGPoint)?

  /// Makes a recognizer whose action is `handler`, which receives the recognizer itself.
  public convenience init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UILongPressGestureRecognizer) }
  }

  /// Starts timing the press; it begins after ``minimumPressDuration``, checked each frame.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    pressStart = (event.timestamp, touch.location(in: nil))
  }

  /// Fails when the pointer moves too far before the press begins; reports `.changed` after.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let pressStart else { return }
    switch state {
    case .possible:
      let point = touch.location(in: nil)
      let distance = hypot(point.x - pressStart.location.x, point.y - pressStart.location.y)
      if distance > allowableMovement { state = .failed }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends a begun press; a press released before it began fails.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.isActive ? .ended : .failed
  }

  override func frameDidAdvance(to time: TimeInterval) {
    guard state == .possible, let pressStart, !trackedTouches.isEmpty,
      time - pressStart.time >= minimumPressDuration - 1e-9
    else { return }
    state = .began
  }

  /// Forgets the press.
  open override func reset() {
    pressStart = nil
  }
}

/// Recognises the pointer hovering over the view, with no button held.
///
/// It begins when the pointer enters the view, changes as it moves over it, and ends when it
/// leaves. Mouse-only: it exists because a desktop has a pointer without touches.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  private var hoverLocation: CGPoint?

  /// Makes a recognizer whose action is `handler`, which receives the recognizer itself.
  public convenience init(handler: @escaping (UIHoverGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UIHoverGestureRecognizer) }
  }

  override var wantsHover: Bool { true }

  /// Where the pointer is, or was when it left; `.zero` before it has hovered.
  open override func location(in view: UIView?) -> CGPoint {
    guard let hoverLocation else { return .zero }
    guard let view else { return hoverLocation }
    return view.convert(hoverLocation, from: nil)
  }

  /// Hover needs no arbitration: every hover recognizer under the pointer is active at once.
  func pointerMoved(to location: CGPoint) {
    hoverLocation = location
    report(storedState.isActive ? .changed : .began)
  }

  func pointerExited(at location: CGPoint) {
    hoverLocation = location
    report(.ended)
    storedState = .possible
    reset()
  }

  private func report(_ newState: State) {
    storedState = newState
    for action in actions { action(self) }
  }
}
