/// A view that turns mouse presses into control events: the base of buttons, switches,
/// segmented controls, sliders and text fields.
///
/// Matches UIKit's tracking: a press sends `.touchDown` and highlights the control; dragging
/// sends `.touchDragInside`/`Outside` (with `Enter`/`Exit` at the boundary); releasing sends
/// `.touchUpInside` or `.touchUpOutside`. As in UIKit, "inside" extends 70 points beyond the
/// bounds, so a finger (or mouse) that slips a little still counts. Disabled controls ignore
/// presses. Actions are `UIAction` closures.
@MainActor
open class UIControl: UIView {
  /// The states a control can be in, as `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The events a control sends, with UIKit's bit values, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How far outside the bounds a drag still counts as inside.
  static let touchInsideMargin: CGFloat = 70

  private var actions: [(action: UIAction, events: Event)] = []

  open var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      controlStateDidChange()
    }
  }

  open var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      controlStateDidChange()
    }
  }

  open var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      controlStateDidChange()
    }
  }

  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }

  public private(set) var isTracking = false
  public private(set) var isTouchInside = false

  open override var canBecomeFocused: Bool { isEnabled }

  /// Called when `state` changes; subclasses redraw.
  open func controlStateDidChange() {
    setNeedsDisplay()
    setNeedsLayout()
  }

  // MARK: Actions

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    actions.removeAll {
      $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents)
    }
  }

  /// Runs the actions registered for any of `controlEvents`, in the order they were added.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.perform(sender: self)
    }
  }

  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// The events a completed press sends: `.touchUpInside`, and for buttons the primary action.
  var touchUpInsideEvents: Event { .touchUpInside }

  /// Return or Space on the focused control does what a click would.
  func performPrimaryActionFromKeyboard() {
    guard isEnabled else { return }
    sendActions(for: touchUpInsideEvents)
  }

  // MARK: Tracking, for subclasses

  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  open func cancelTracking(with event: UIEvent?) {}

  // MARK: Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = true
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = contains(touch)
    if inside != isTouchInside {
      sendActions(for: inside ? .touchDragEnter : .touchDragExit)
    }
    isTouchInside = inside
    isHighlighted = inside
    if isTracking { isTracking = continueTracking(touch, with: event) }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = contains(touch)
    isHighlighted = false
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside)
    isTouchInside = false
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return }
    isHighlighted = false
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isTouchInside = false
    sendActions(for: .touchCancel)
  }

  private func contains(_ touch: UITouch) -> Bool {
    let margin = Self.touchInsideMargin
    return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
  }
}
