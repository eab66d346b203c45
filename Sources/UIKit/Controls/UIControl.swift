/// A view that turns mouse presses into control events: the base of buttons, switches,
/// segmented controls, sliders and text fields.
///
/// Matches UIKit's tracking: a press sends `.touchDown` and highlights the control; dragging
/// sends `.touchDragInside`/`Outside` (with `Enter`/`Exit` at the boundary); releasing sends
/// `.touchUpInside` or `.touchUpOutside`. As in UIKit, "inside" extends 70 points beyond the
/// bounds, so a finger (or mouse) that slips a little still counts. Disabled controls ignore
/// presses. Actions are `UIAction` closures.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The states a control can be in, as `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state bits.
    public let rawValue: UInt
    /// Makes a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No bits set: enabled, not highlighted, selected or focused.
    public static let normal = State([])
    /// Pressed, with the pointer inside the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// `isEnabled` is `false`.
    public static let disabled = State(rawValue: 1 << 1)
    /// `isSelected` is `true`.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has focus (Tab moves focus here).
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The events a control sends, with UIKit's bit values, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event bits.
    public let rawValue: UInt
    /// Makes events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A press began on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A press began with a tap count above 1 (a double click); sent with `.touchDown`.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// The pointer moved while pressed, within the control's bounds plus the 70-point margin.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// The pointer moved while pressed, beyond the 70-point margin.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A drag came back inside the margin.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A drag left the margin.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A press ended inside the control (bounds plus the margin).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A press ended outside the margin.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The press was cancelled, for example because the window lost focus or a gesture recognizer
    /// took it.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// Switches, sliders and segmented controls changed their value.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// Matches UIKit: a button's click (or Return or Space while focused), a value change, or
    /// Return in a text field.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Declared for source compatibility; never sent, since there are no menus here.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// A text field began editing.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field stopped editing.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return was pressed in a text field; sent with `.primaryActionTriggered`.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event (the low 12 bits).
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How far outside the bounds a drag still counts as inside.
  static let touchInsideMargin: CGFloat = 70

  private var actions: [(action: UIAction, events: Event)] = []

  /// Where a control places its content across its width, as
  /// `UIControl.ContentHorizontalAlignment`, with UIKit's raw values.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Centred, the default.
    case center = 0
    /// Against the left edge.
    case left = 1
    /// Against the right edge.
    case right = 2
    /// Stretched across the width.
    case fill = 3
    /// Against the leading edge. Unlike UIKit, which puts it against the right edge in a
    /// right-to-left layout, it is the left edge in both directions here (see
    /// ``UIControl/effectiveContentHorizontalAlignment``).
    case leading = 4
    /// Against the trailing edge: the right edge in both directions here, where UIKit uses the
    /// left one right to left.
    case trailing = 5
  }

  /// Where a control places its content across its height, as
  /// `UIControl.ContentVerticalAlignment`, with UIKit's raw values.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Centred, the default.
    case center = 0
    /// Against the top edge.
    case top = 1
    /// Against the bottom edge.
    case bottom = 2
    /// Stretched across the height.
    case fill = 3
  }

  /// Matches UIKit: where the content (a button's title and image) sits across the width;
  /// `.center` by default.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// Matches UIKit: where the content sits across the height; `.center` by default.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// The horizontal alignment with `.leading` and `.trailing` resolved to a side, as in UIKit,
  /// but always to left and right: the control's layout direction is not read yet, so its
  /// content does not mirror right to left as UIKit's does.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: .left
    case .trailing: .right
    default: contentHorizontalAlignment
    }
  }

  /// Matches UIKit: a disabled control ignores presses, cannot take focus and draws greyed out.
  open var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      controlStateDidChange()
    }
  }

  /// Whether the control is selected; buttons and segments redraw when it changes.
  open var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      controlStateDidChange()
    }
  }

  /// Matches UIKit: set while a press is inside the control, cleared when it ends.
  open var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      controlStateDidChange()
    }
  }

  /// The state made from `isHighlighted`, `isEnabled`, `isSelected` and `isFocused`.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }

  /// Whether `beginTracking(_:with:)` (and each `continueTracking`) has returned `true` during the
  /// current press.
  public private(set) var isTracking = false
  /// Whether the current press is inside the bounds plus the 70-point margin.
  public private(set) var isTouchInside = false

  /// Matches UIKit: only enabled controls can take focus.
  open override var canBecomeFocused: Bool { isEnabled }

  /// Called when `state` changes; subclasses redraw.
  open func controlStateDidChange() {
    setNeedsDisplay()
    setNeedsLayout()
  }

  // MARK: Actions

  /// Matches UIKit's iOS 14 API: runs `action` when any of `controlEvents` is sent; actions run in
  /// the order they were added.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Removes `action` from every registration that shares an event with `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Removes the actions with `actionIdentifier` from every registration that shares an event with
  /// `controlEvents`.
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

  /// Runs `action` now, with this control as its sender.
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

  /// Matches UIKit: called when a press begins; return `false` to stop receiving `continueTracking`
  /// and `endTracking` for this press.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Matches UIKit: called as a tracked press moves; return `false` to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Matches UIKit: called when a tracked press ends.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Matches UIKit: called when a tracked press is cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  // MARK: Touches

  /// Starts tracking: highlights the control and sends `.touchDown` (with `.touchDownRepeat` for a
  /// multiple click).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = true
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  /// Sends the drag events, with `.touchDragEnter` or `.touchDragExit` when the press crosses the
  /// margin, and highlights while inside.
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

  /// Ends tracking: sends `.touchUpInside` (buttons add `.primaryActionTriggered`) or
  /// `.touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let inside = contains(touch)
    isHighlighted = false
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside)
    isTouchInside = false
  }

  /// Ends tracking without an action: unhighlights and sends `.touchCancel`.
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
