/// Recognises a gesture from a sequence of touches and reports it to its actions.
///
/// Matches UIKit's state machine: recognizers start `.possible`; a discrete gesture (a tap)
/// goes to `.ended` (recognised) or `.failed`; a continuous one (a pan) goes `.began`,
/// `.changed`…, then `.ended` or `.cancelled`. Touches reach recognizers before their view;
/// when a recognizer with `cancelsTouchesInView` recognises, the view's touches are cancelled.
/// One recognizer recognising makes the others of the same touch fail, unless the delegate
/// allows both; `require(toFail:)` holds a recognizer back until another has failed.
///
/// Linux has no selectors: actions are closures, added with ``addTarget(_:)`` or given to
/// `init(handler:)`, instead of `init(target:action:)`.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer, as `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5

    /// A discrete gesture's success is the same state as a continuous gesture's end.
    public static let recognized = State.ended

    var isActive: Bool { self == .began || self == .changed }
    var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
  }

  var storedState: State = .possible
  var actions: [(UIGestureRecognizer) -> Void] = []
  /// Recognizers that must fail before this one may recognise.
  var failureRequirements: [WeakRecognizer] = []
  /// A transition to `.began` or `.ended` waiting for failure requirements to resolve.
  var heldState: State?
  /// The touches this recognizer is tracking.
  var trackedTouches: [UITouch] = []

  public internal(set) weak var view: UIView?
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  open var isEnabled = true {
    didSet {
      if !isEnabled && storedState.isActive { state = .cancelled }
    }
  }
  /// Matches UIKit: `true`; the view's touches are cancelled when the gesture is recognised.
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  /// Matches UIKit: `true`; the view's touchesEnded waits until this recognizer has decided.
  open var delaysTouchesEnded = true
  open var name: String?

  public override init() {
    super.init()
  }

  /// A recognizer whose action is `handler`.
  public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init()
    addTarget(handler)
  }

  /// The current state. Subclasses set it as touches arrive (UIKit's
  /// `UIGestureRecognizerSubclass`); the gesture arena decides whether the change is allowed.
  open var state: State {
    get { storedState }
    set { GestureArena.shared.request(newValue, for: self) }
  }

  /// Adds an action, called on every reported state change.
  public func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Removes every action.
  public func removeAllTargets() {
    actions.removeAll()
  }

  /// Matches UIKit: this recognizer waits for `otherGestureRecognizer` to fail, and fails if
  /// it recognises.
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  /// Where the gesture is: the centroid of its touches.
  open func location(in view: UIView?) -> CGPoint {
    guard let touch = trackedTouches.last else { return lastLocation(in: view) }
    return touch.location(in: view)
  }

  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }

  open var numberOfTouches: Int { trackedTouches.count }

  /// The position of the last touch, kept after it ended so actions can still ask.
  var lastWindowLocation = CGPoint.zero

  private func lastLocation(in view: UIView?) -> CGPoint {
    guard let view else { return lastWindowLocation }
    return view.convert(lastWindowLocation, from: nil)
  }

  // MARK: For subclasses (UIGestureRecognizerSubclass)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Matches UIKit: a cancelled touch cancels an active gesture and fails a possible one.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = storedState.isActive ? .cancelled : .failed
  }

  /// Back to `.possible`, forgetting the gesture; called after it ends or fails.
  open func reset() {}

  /// Called every frame while the recognizer is tracking or waiting: for time-outs such as a
  /// long press's duration or the gap between taps.
  func frameDidAdvance(to time: TimeInterval) {}

  /// Hover recognizers get pointer motion without a button; see `UIHoverGestureRecognizer`.
  var wantsHover: Bool { false }

  /// Whether a control under the touch takes precedence (UIKit: a button's tap beats its
  /// container's tap recognizer; a slider's drag beats a pan).
  func yields(to control: UIControl) -> Bool { false }
}

/// A weak reference, for `require(toFail:)` lists.
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}

/// The delegate of a recognizer: a minimal `UIGestureRecognizerDelegate`.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
