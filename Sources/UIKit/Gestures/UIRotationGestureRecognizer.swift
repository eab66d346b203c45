/// Recognises a rotation: a continuous gesture with an angle and a velocity.
///
/// Matches UIKit's states and properties. A mouse has no second finger, so on the desktop a
/// rotation is Ctrl, Shift and the wheel over the recognizer's view (the innermost such view
/// under the pointer takes it), 15° a notch, clockwise as the wheel turns down: the first
/// notch begins the gesture, each further notch changes it, and it ends a quarter of a second
/// after the last one. `location(in:)` is the pointer.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// Matches UIKit: how far the rotation has turned since it began, in radians, clockwise
  /// positive. Set it back to 0 to measure each change from the last.
  open var rotation: CGFloat = 0
  /// Matches UIKit: how fast ``rotation`` changes, in radians per second.
  open private(set) var velocity: CGFloat = 0

  private let wheel = WheelGesture()

  /// Makes a recognizer whose action is `handler`, which receives the recognizer itself.
  public convenience init(handler: @escaping (UIRotationGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UIRotationGestureRecognizer) }
  }

  /// One notch of Ctrl, Shift and the wheel, turning by `angle` radians at `location` (window
  /// points): begins or changes the rotation. Returns whether the recognizer took it.
  func wheelRotate(by angle: CGFloat, at location: CGPoint, time: TimeInterval) -> Bool {
    wheel.notch(
      for: self, at: location, time: time,
      begin: {
        rotation = angle
        velocity = 0
      },
      change: { seconds in
        rotation += angle
        if seconds > 0 { velocity = angle / seconds }
      },
      end: { [weak self] in self?.velocity = 0 })
  }

  /// Forgets the rotation.
  open override func reset() {
    velocity = 0
    wheel.reset(for: self)
  }
}
