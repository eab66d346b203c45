/// Recognises one or more taps: a discrete gesture.
///
/// Matches UIKit: it fails if the pointer moves more than 10 points, or if the next tap of a
/// multi-tap does not start within 0.35 s of the last one ending. Taps on a button, switch or
/// segmented control inside its view go to the control, not to this recognizer.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Matches UIKit: how many taps make the gesture, each within 0.35 seconds of the last.
  open var numberOfTapsRequired = 1
  /// Stored for source compatibility; the mouse is always one touch.
  open var numberOfTouchesRequired = 1
  /// Matches UIKit (iPadOS 13.4): the pointer buttons a click must use; the primary (left)
  /// button by default, so a secondary (right) click makes the recognizer fail. Set it to
  /// `.secondary` for a right-click recognizer. UIKit checks it only for pointer touches, and
  /// every touch here is the pointer's.
  open var buttonMaskRequired: UIEvent.ButtonMask = .primary

  static let allowableMovement: CGFloat = 10
  static let maximumTapGap: TimeInterval = 0.35

  private var tapsSoFar = 0
  private var start: CGPoint?
  private var lastTapEnded: TimeInterval?

  /// Makes a recognizer whose action is `handler`, which receives the recognizer itself.
  ///
  /// With a trailing closure: `UITapGestureRecognizer { recognizer in … }`.
  public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
    self.init()
    addTarget { handler($0 as! UITapGestureRecognizer) }
  }

  /// Notes where the first tap started; fails a click with other buttons than
  /// ``buttonMaskRequired``.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    if usesOtherButtons(touch, event) {
      state = .failed
      return
    }
    start = start ?? touch.location(in: nil)
    lastTapEnded = nil
  }

  /// Fails when the pointer moves more than 10 points from where the first tap started, or
  /// when another button joins the click.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first, let start else { return }
    let location = touch.location(in: nil)
    if hypot(location.x - start.x, location.y - start.y) > Self.allowableMovement
      || usesOtherButtons(touch, event)
    {
      state = .failed
    }
  }

  /// Whether a pointer click holds other buttons than ``buttonMaskRequired``.
  private func usesOtherButtons(_ touch: UITouch, _ event: UIEvent) -> Bool {
    touch.type == .indirectPointer && event.buttonMask != buttonMaskRequired
  }

  /// Counts a tap; the gesture is recognised when the count reaches ``numberOfTapsRequired``.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    tapsSoFar += 1
    if tapsSoFar >= numberOfTapsRequired {
      state = .ended
    } else {
      lastTapEnded = event.timestamp
    }
  }

  override func frameDidAdvance(to time: TimeInterval) {
    if let lastTapEnded, time - lastTapEnded > Self.maximumTapGap, state == .possible {
      state = .failed
      GestureArena.shared.resetFinishedRecognizers()
    }
  }

  /// Forgets the taps so far.
  open override func reset() {
    tapsSoFar = 0
    start = nil
    lastTapEnded = nil
  }

  /// Matches UIKit: a tap recognizer never prevents one that needs more taps, so a single tap
  /// and a double tap on one view both recognise (the double tap on the second click) unless
  /// one requires the other to fail.
  open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let tap = preventedGestureRecognizer as? UITapGestureRecognizer else { return true }
    return tap.numberOfTapsRequired <= numberOfTapsRequired
  }

  override func yields(to control: UIControl) -> Bool {
    control is UIButton || control is UISwitch || control is UISegmentedControl
  }
}
