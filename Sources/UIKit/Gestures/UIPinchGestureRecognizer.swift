/// Recognises a pinch: a continuous gesture with a scale and a velocity.
///
/// Matches UIKit's states and properties. A mouse has no second finger, so on the desktop a
/// pinch is Ctrl and the wheel over the recognizer's view (the innermost such view under the
/// pointer takes it): the first notch begins the gesture, each further notch changes it, and
/// it ends a quarter of a second after the last one. `location(in:)` is the pointer.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// Matches UIKit: how much the pinch has scaled since it began, 1 at its start. Set it back to
  /// 1 to measure each change from the last, as zooming code does.
  open var scale: CGFloat = 1
  /// Matches UIKit: how fast ``scale`` changes, in scale factor per second.
  open private(set) var velocity: CGFloat = 0

  private let wheel = WheelGesture()

  /// Makes a recognizer whose action is `handler`, which receives the recognizer itself.
  public convenience init(handler: @escaping (UIPinchGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UIPinchGestureRecognizer) }
  }

  /// Whether a notch of Ctrl and the wheel over the view is offered to this recognizer (a
  /// scroll view's own pinch only while it can zoom).
  var takesWheelZoom: Bool { true }

  /// One notch of Ctrl and the wheel, scaling by `factor` at `location` (window points): begins
  /// or changes the pinch. Returns whether the recognizer took it.
  func wheelZoom(by factor: CGFloat, at location: CGPoint, time: TimeInterval) -> Bool {
    wheel.notch(
      for: self, at: location, time: time,
      begin: {
        scale = factor
        velocity = 0
      },
      change: { seconds in
        let previous = scale
        scale *= factor
        if seconds > 0 { velocity = (scale - previous) / seconds }
      },
      end: { [weak self] in self?.velocity = 0 })
  }

  /// Forgets the pinch.
  open override func reset() {
    velocity = 0
    wheel.reset(for: self)
  }
}
