/// Recognises a drag: a continuous gesture with a translation and a velocity.
///
/// Matches UIKit: it begins once the pointer has moved 10 points (the hysteresis), reports
/// `.changed` as it moves and `.ended` when the button is released. Drags that start on a
/// slider or a switch go to the control.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Stored for source compatibility; the mouse is always one touch.
  open var minimumNumberOfTouches = 1
  /// Stored for source compatibility; the mouse is always one touch.
  open var maximumNumberOfTouches = Int.max

  static let hysteresis: CGFloat = 10

  /// Where the drag started, and the translation set with `setTranslation` (window space).
  private var origin: CGPoint?
  private var current: CGPoint = .zero
  /// Recent samples for the velocity: (time, window location).
  private var samples: [(TimeInterval, CGPoint)] = []

  /// Makes a recognizer whose action is `handler`, which receives the recognizer itself.
  public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UIPanGestureRecognizer) }
  }

  /// How far the pointer moved since the gesture began (or the last `setTranslation`), in
  /// `view`'s coordinate system.
  open func translation(in view: UIView?) -> CGPoint {
    guard let origin else { return .zero }
    return vector(from: origin, to: current, in: view)
  }

  /// Matches UIKit: makes the current translation read as `translation` (usually `.zero`, to
  /// measure from here on).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let offset = vector(from: .zero, to: translation, in: view, inverse: true)
    origin = CGPoint(x: current.x - offset.x, y: current.y - offset.y)
  }

  /// Points per second over the last tenth of a second, in `view`'s coordinate system.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let first = samples.first, let last = samples.last, last.0 > first.0 else {
      return .zero
    }
    let moved = vector(from: first.1, to: last.1, in: view)
    let seconds = last.0 - first.0
    return CGPoint(x: moved.x / seconds, y: moved.y / seconds)
  }

  /// Starts measuring from the touch's position.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    current = touch.location(in: nil)
    origin = current
    samples = [(event.timestamp, current)]
  }

  /// Begins once the pointer has moved 10 points, then reports `.changed` on each move; samples the
  /// last tenth of a second for ``velocity(in:)``.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let origin else { return }
    current = touch.location(in: nil)
    samples.append((event.timestamp, current))
    samples.removeAll { event.timestamp - $0.0 > 0.1 }
    switch state {
    case .possible:
      if hypot(current.x - origin.x, current.y - origin.y) >= Self.hysteresis { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends a begun drag; a press released before it moved 10 points fails.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if let touch = touches.first {
      current = touch.location(in: nil)
      samples.append((event.timestamp, current))
    }
    state = state.isActive ? .ended : .failed
  }

  /// Forgets the drag.
  open override func reset() {
    origin = nil
    samples = []
  }

  override func yields(to control: UIControl) -> Bool {
    control is UISlider || control is UISwitch
  }
}

/// A pan that only begins near an edge of the screen, as the navigation back gesture does.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// Matches UIKit: the window edges a drag may start from, within 20 points; with none, every drag
  /// fails.
  open var edges: UIRectEdge = []

  /// How far from the edge a drag may start.
  static let edgeMargin: CGFloat = 20

  /// Whether the edges are the recognizer's view's rather than the screen's.
  var measuresEdgesInView = false

  /// Makes a recognizer whose action is `handler`, which receives the recognizer itself.
  public convenience init(handler: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UIScreenEdgePanGestureRecognizer) }
  }

  /// Fails at once unless the press starts within 20 points of one of ``edges``.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let window = touch.window else { return }
    // The screen's edges; a navigation controller's drag back uses its own view's edges, as
    // UIKit's does when the navigation controller does not fill the screen.
    let area = measuresEdgesInView ? view.map { $0.convert($0.bounds, to: nil) } : nil
    let bounds = area ?? window.bounds
    let point = touch.location(in: nil)
    let margin = Self.edgeMargin
    let nearEdge =
      (edges.contains(.left) && point.x <= bounds.minX + margin)
      || (edges.contains(.right) && point.x >= bounds.maxX - margin)
      || (edges.contains(.top) && point.y <= bounds.minY + margin)
      || (edges.contains(.bottom) && point.y >= bounds.maxY - margin)
    guard nearEdge else {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
  }

}
