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
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states of a recognizer, as `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    /// Not yet decided; every recognizer starts here.
    case possible = 0
    /// A continuous gesture was recognised and started.
    case began = 1
    /// A continuous gesture moved.
    case changed = 2
    /// A continuous gesture ended, or a discrete one was recognised (``recognized``).
    case ended = 3
    /// A continuous gesture was cancelled, for example by a cancelled touch.
    case cancelled = 4
    /// The touches were not this gesture; actions are not called.
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

  /// The view the recognizer is attached to, set by `UIView.addGestureRecognizer(_:)`.
  public internal(set) weak var view: UIView?
  /// Matches UIKit: may veto beginning, allow simultaneous recognition, filter touches and add
  /// failure requirements. Held weakly.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Matches UIKit: a disabled recognizer receives no touches, and disabling an active one cancels
  /// its gesture.
  open var isEnabled = true {
    didSet {
      if !isEnabled && storedState.isActive { state = .cancelled }
    }
  }
  /// Matches UIKit: `true`; the view's touches are cancelled when the gesture is recognised.
  open var cancelsTouchesInView = true
  /// Matches UIKit: `false`. When `true`, the view's `touchesBegan` (and what follows it) waits
  /// while this recognizer decides: if it recognises, the view never sees the touch; if it
  /// fails, the view gets `touchesBegan` then, at the touch's current place.
  open var delaysTouchesBegan = false
  /// Matches UIKit: `true`; the view's touchesEnded waits until this recognizer has decided.
  open var delaysTouchesEnded = true
  /// A name for debugging; not used by the module.
  open var name: String?
  /// Matches UIKit: the kinds of touch the recognizer receives, as `UITouch.TouchType` raw
  /// values; every kind by default. Every touch here is the mouse (`.indirectPointer`), so a
  /// recognizer whose list leaves that out never sees a touch.
  open var allowedTouchTypes: [NSNumber] = [
    UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer,
  ].map { NSNumber(value: $0.rawValue) }
  /// Matches UIKit: `true`, a recognizer takes touches of one kind at a time. Stored: the mouse
  /// is the only kind here.
  open var requiresExclusiveTouchType = true

  /// Makes a recognizer with no actions; add them with ``addTarget(_:)``.
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

  /// Where the gesture is: its touch's position, or where its last touch was after it ended.
  /// UIKit gives the centroid of the touches; with one mouse touch that is the same point.
  open func location(in view: UIView?) -> CGPoint {
    guard let touch = trackedTouches.last else { return lastLocation(in: view) }
    return touch.location(in: view)
  }

  /// The position of one of the recognizer's touches (the last one's when the index is out of
  /// range).
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// How many touches the recognizer is tracking: 0 or 1 with a mouse.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The position of the last touch, kept after it ended so actions can still ask.
  var lastWindowLocation = CGPoint.zero

  /// Matches UIKit (iPadOS 13.4): the pointer's buttons in the gesture, as last held: the
  /// ending event reports none, so an action run as a click ends still reads the button that
  /// made it. Empty before the first touch.
  open var buttonMask: UIEvent.ButtonMask { heldButtons }

  /// Matches UIKit (iPadOS 13.4): the modifier keys held during the most recent event the
  /// recognizer received, such as Shift for a Shift-click or a Shift-drag.
  open var modifierFlags: UIKeyModifierFlags { lastModifierFlags }

  private var heldButtons: UIEvent.ButtonMask = []
  private var lastModifierFlags: UIKeyModifierFlags = []

  /// Takes in a touch event about to be delivered at `location` (window points).
  func note(_ event: UIEvent, at location: CGPoint) {
    lastWindowLocation = location
    if !event.buttonMask.isEmpty { heldButtons = event.buttonMask }
    lastModifierFlags = event.modifierFlags
  }

  private func lastLocation(in view: UIView?) -> CGPoint {
    guard let view else { return lastWindowLocation }
    return view.convert(lastWindowLocation, from: nil)
  }

  // MARK: For subclasses (UIGestureRecognizerSubclass)

  /// Matches UIKit's `UIGestureRecognizerSubclass`: called before the view's `touchesBegan`.
  /// Subclasses set ``state``.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Matches UIKit's `UIGestureRecognizerSubclass`: called before the view's `touchesMoved`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Matches UIKit's `UIGestureRecognizerSubclass`: called before the view's `touchesEnded`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Matches UIKit: a cancelled touch cancels an active gesture and fails a possible one.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = storedState.isActive ? .cancelled : .failed
  }

  /// Back to `.possible`, forgetting the gesture; called after it ends or fails.
  open func reset() {}

  /// Matches UIKit's `UIGestureRecognizerSubclass`: whether this recognizer, recognising,
  /// makes `preventedGestureRecognizer` fail (when the delegates do not let both recognise).
  /// `true` by default; `UITapGestureRecognizer` never prevents one that needs more taps.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Matches UIKit's `UIGestureRecognizerSubclass`: whether `preventingGestureRecognizer`,
  /// recognising, may make this recognizer fail. `true` by default.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Matches UIKit's `UIGestureRecognizerSubclass`: whether the recognizer looks at `event`
  /// at all, asked before its delegate's event and touch filters. `true` by default.
  open func shouldReceive(_ event: UIEvent) -> Bool {
    true
  }

  /// Matches UIKit's `UIGestureRecognizerSubclass`: the recognizer stops receiving `touch`
  /// (no more `touchesMoved`, `touchesEnded` or `touchesCancelled` for it), and recognising
  /// no longer cancels that touch in the view. A recognizer still undecided when its last
  /// touch is ignored and that touch ends fails, since nothing more can reach it.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
    ignoredTouch = touch
  }

  /// The touch ``ignore(_:for:)`` last dropped, until that touch ends.
  weak var ignoredTouch: UITouch?

  /// Matches UIKit's `UIGestureRecognizerSubclass`: whether this recognizer waits for
  /// `otherGestureRecognizer` to fail before it recognises. `false` by default.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Matches UIKit's `UIGestureRecognizerSubclass`: whether `otherGestureRecognizer` waits for
  /// this recognizer to fail before it recognises. `false` by default.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Matches UIKit: a recognizer leaves `.possible` only if its view
  /// (`UIView.gestureRecognizerShouldBegin(_:)`) and its delegate both let it.
  var mayBegin: Bool {
    view?.gestureRecognizerShouldBegin(self) != false
      && delegate?.gestureRecognizerShouldBegin(self) != false
  }

  /// Called every frame while the recognizer is tracking or waiting: for time-outs such as a
  /// long press's duration or the gap between taps.
  func frameDidAdvance(to time: TimeInterval) {}

  /// Hover recognizers get pointer motion without a button; see `UIHoverGestureRecognizer`.
  var wantsHover: Bool { false }

  /// The window-space vector from `a` to `b` expressed in `view`'s coordinates (or the
  /// reverse mapping), ignoring translation.
  func vector(from a: CGPoint, to b: CGPoint, in view: UIView?, inverse: Bool = false)
    -> CGPoint
  {
    guard let view else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
    let origin =
      inverse ? view.convert(CGPoint.zero, to: nil) : view.convert(CGPoint.zero, from: nil)
    let end =
      inverse
      ? view.convert(CGPoint(x: b.x - a.x, y: b.y - a.y), to: nil)
      : view.convert(CGPoint(x: b.x - a.x, y: b.y - a.y), from: nil)
    return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
  }

  /// Whether a control under the touch takes precedence (UIKit: a button's tap beats its
  /// container's tap recognizer; a slider's drag beats a pan).
  func yields(to control: UIControl) -> Bool { false }
}

/// A weak reference, for `require(toFail:)` lists.
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}

/// The delegate of a recognizer: a minimal `UIGestureRecognizerDelegate`.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Asked before the recognizer leaves `.possible`; returning `false` makes it fail.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Asked when one of two recognizers of the same touches recognises; returning `true` lets both
  /// recognise instead of the other failing.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Asked once for each touch sequence, before the touch filter; returning `false` keeps the
  /// event (and its touch) from this recognizer.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool
  /// Asked when a touch begins; returning `false` keeps the touch from this recognizer.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
  /// Asked before recognising; returning `true` for another recognizer makes this one wait for that
  /// one to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Asked before another recognizer recognises; returning `true` makes that one wait for this
  /// one to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Default: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// Default: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Default: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool { true }
  /// Default: `true`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
  /// Default: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  /// Default: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
