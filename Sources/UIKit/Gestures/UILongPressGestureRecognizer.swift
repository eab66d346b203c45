/// Recognises a press held in place: a continuous gesture.
///
/// Matches UIKit: it begins after `minimumPressDuration` if the pointer has stayed within
/// `allowableMovement`, changes as it moves, and ends on release; released early or moved too
/// far first, it fails.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTapsRequired = 0
  open var numberOfTouchesRequired = 1

  private var pressStart: (time: TimeInterval, location: CGPoint)?

  public convenience init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UILongPressGestureRecognizer) }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    pressStart = (event.timestamp, touch.location(in: nil))
  }

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

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state.isActive ? .ended : .failed
  }

  override func frameDidAdvance(to time: TimeInterval) {
    guard state == .possible, let pressStart, !trackedTouches.isEmpty,
      time - pressStart.time >= minimumPressDuration - 1e-9
    else { return }
    state = .began
  }

  open override func reset() {
    pressStart = nil
  }
}

/// Recognises the pointer hovering over the view, with no button held.
///
/// It begins when the pointer enters the view, changes as it moves over it, and ends when it
/// leaves. Mouse-only: it exists because a desktop has a pointer without touches.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  private var hoverLocation: CGPoint?

  public convenience init(handler: @escaping (UIHoverGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UIHoverGestureRecognizer) }
  }

  override var wantsHover: Bool { true }

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
