/// The `UIAccessibility` informal protocol: what assistive technologies and UI tests read from an
/// object, and the actions they perform on it.
///
/// UIKit declares these members on `NSObject`, so every view, controller, bar item and
/// accessibility element has them and subclasses override them (`override var
/// accessibilityLabel: String?`). Foundation's `NSObject` on Linux cannot take overridable
/// members from another module, so here UIKit's classes that answer the protocol inherit it from
/// this class instead: `UIResponder` (views, controllers, windows, the application),
/// ``UIAccessibilityElement`` and ``UIBarItem``. Code written for iOS reads and overrides the
/// members as it does there; only an object that is a plain `NSObject` subclass has none.
///
/// Every member answers as UIKit's does when the app has not set it: a stock view or control
/// answers with what iOS's answers (a button is an element with the `.button` trait and its
/// title as label, a switch's value is `"0"` or `"1"`, a slider is adjustable with a percentage);
/// any other object is not an element and has no label. Setting a member replaces that answer.
@preconcurrency @MainActor
open class _UIAccessibilityObject: NSObject {
  /// What the app set; `nil` until it sets something, so that views that never do carry no
  /// storage for it.
  private var overrides: AccessibilityOverrides?

  private var stored: AccessibilityOverrides {
    if let overrides { return overrides }
    let made = AccessibilityOverrides()
    overrides = made
    return made
  }

  /// Makes an object that answers as an object UIKit knows nothing about.
  public override init() {
    super.init()
  }

  /// What a stock view, control or bar answers when the app has set nothing (see
  /// `StockAccessibility.swift`).
  var stockAccessibility: StockAccessibility { StockAccessibility(for: self) }

  // MARK: Identity (UIAccessibilityIdentification)

  /// Matches UIKit: a name for finding the object in tests, never spoken.
  open var accessibilityIdentifier: String? {
    get { overrides?.identifier ?? stockAccessibility.identifier }
    set { stored.identifier = newValue }
  }

  // MARK: Describing the element

  /// Matches UIKit: whether assistive technologies treat the object as one element, whose
  /// subviews they then skip. `true` for labels, buttons and controls; `false` for plain views
  /// and image views, and for a label with nothing to read (no text and no
  /// `accessibilityLabel`), which VoiceOver passes over.
  open var isAccessibilityElement: Bool {
    get {
      if let isElement = overrides?.isElement { return isElement }
      let stock = stockAccessibility
      guard stock.isElementWhenLabelled else { return stock.isElement }
      return !(accessibilityLabel ?? "").isEmpty
    }
    set { stored.isElement = newValue }
  }

  /// Matches UIKit: what VoiceOver speaks for the element. Stock views derive it from their
  /// content: a label's text, a button's title, a text field's placeholder.
  open var accessibilityLabel: String? {
    get { overrides?.label ?? stockAccessibility.label }
    set { stored.label = .some(newValue) }
  }

  /// Matches UIKit: the label with attributes (a language, a pronunciation).
  open var accessibilityAttributedLabel: NSAttributedString? {
    get { accessibilityLabel.map { NSAttributedString(string: $0) } }
    set { accessibilityLabel = newValue?.string }
  }

  /// Matches UIKit: what acting on the element does, spoken after a pause.
  open var accessibilityHint: String? {
    get { overrides?.hint ?? stockAccessibility.hint }
    set { stored.hint = .some(newValue) }
  }

  /// Matches UIKit: the hint with attributes.
  open var accessibilityAttributedHint: NSAttributedString? {
    get { accessibilityHint.map { NSAttributedString(string: $0) } }
    set { accessibilityHint = newValue?.string }
  }

  /// Matches UIKit: the element's current value, when its label does not say it: `"1"` for an
  /// on switch, `"30%"` for a slider, a text field's text.
  open var accessibilityValue: String? {
    get { overrides?.value ?? stockAccessibility.value }
    set { stored.value = .some(newValue) }
  }

  /// Matches UIKit: the value with attributes.
  open var accessibilityAttributedValue: NSAttributedString? {
    get { accessibilityValue.map { NSAttributedString(string: $0) } }
    set { accessibilityValue = newValue?.string }
  }

  /// Matches UIKit: what the element is and what state it is in. Combine yours with the
  /// stock ones: `super.accessibilityTraits.union(.header)`.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { overrides?.traits ?? stockAccessibility.traits }
    set { stored.traits = newValue }
  }

  /// Matches UIKit: the language the label and value are spoken in, as a BCP 47 tag.
  open var accessibilityLanguage: String? {
    get { overrides?.language ?? nil }
    set { stored.language = .some(newValue) }
  }

  /// Matches UIKit: the words a person may say to Voice Control for the element; its label
  /// when none are set.
  open var accessibilityUserInputLabels: [String]! {
    get { overrides?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
    set { stored.userInputLabels = newValue }
  }

  // MARK: Geometry

  /// Matches UIKit: the element's frame in screen coordinates (here, the host window's). A
  /// view's is its bounds converted there; set it for an element that is not a view.
  open var accessibilityFrame: CGRect {
    get { overrides?.frame ?? StockAccessibility.frame(of: self) }
    set { stored.frame = newValue }
  }

  /// Matches UIKit: the outline VoiceOver draws around the element, in screen coordinates;
  /// `nil` draws the frame.
  open var accessibilityPath: UIBezierPath? {
    get { overrides?.path ?? nil }
    set { stored.path = .some(newValue) }
  }

  /// Matches UIKit: where a double tap lands when VoiceOver activates the element; the centre
  /// of its frame unless set.
  open var accessibilityActivationPoint: CGPoint {
    get {
      if let point = overrides?.activationPoint { return point }
      let frame = accessibilityFrame
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    set { stored.activationPoint = newValue }
  }

  // MARK: Containers and navigation

  /// Matches UIKit: hides the object's descendants from assistive technologies.
  open var accessibilityElementsHidden: Bool {
    get { overrides?.elementsHidden ?? false }
    set { stored.elementsHidden = newValue }
  }

  /// Matches UIKit: VoiceOver ignores the elements of this view's siblings (an alert over its
  /// screen).
  open var accessibilityViewIsModal: Bool {
    get { overrides?.viewIsModal ?? false }
    set { stored.viewIsModal = newValue }
  }

  /// Matches UIKit: VoiceOver reads this view's elements together, in their own order, instead
  /// of mixing them with others by their place on screen.
  open var shouldGroupAccessibilityChildren: Bool {
    get { overrides?.groupsChildren ?? false }
    set { stored.groupsChildren = newValue }
  }

  /// Matches UIKit: how switch control moves through the element's children; stored.
  open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
    get { overrides?.navigationStyle ?? .automatic }
    set { stored.navigationStyle = newValue }
  }

  /// Matches UIKit (`UIAccessibilityContainer`): the elements this container holds, in the order
  /// VoiceOver reads them; `nil` to let them be found from the subviews. Stock containers that
  /// draw their parts (a segmented control's segments) answer with elements of their own.
  open var accessibilityElements: [Any]? {
    get { overrides?.elements ?? stockAccessibility.elements }
    set { stored.elements = .some(newValue) }
  }

  /// Matches UIKit (`UIAccessibilityContainer`): how many elements ``accessibilityElements``
  /// holds.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

  /// Matches UIKit (`UIAccessibilityContainer`): the element at `index`, or `nil` out of range.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }

  /// Matches UIKit (`UIAccessibilityContainer`): where `element` is in ``accessibilityElements``,
  /// or `NSNotFound`.
  open func index(ofAccessibilityElement element: Any) -> Int {
    let target = element as AnyObject
    return accessibilityElements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
  }

  /// Matches UIKit: what kind of container this is (a list, a landmark, a semantic group).
  open var accessibilityContainerType: UIAccessibilityContainerType {
    get { overrides?.containerType ?? stockAccessibility.containerType }
    set { stored.containerType = newValue }
  }

  // MARK: Actions

  /// Matches UIKit: whether the element does something when acted on, which Voice Control and
  /// Full Keyboard Access use; `true` for controls and elements with the button, link or
  /// adjustable trait unless set.
  open var accessibilityRespondsToUserInteraction: Bool {
    get {
      overrides?.respondsToUserInteraction
        ?? !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey])
    }
    set { stored.respondsToUserInteraction = newValue }
  }

  /// Matches UIKit: actions VoiceOver offers on the element besides activating it.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { overrides?.customActions ?? nil }
    set { stored.customActions = .some(newValue) }
  }

  /// Matches UIKit: called when VoiceOver activates the element (a double tap); return `true`
  /// when it did something. `false` by default, and VoiceOver then taps the activation point.
  open func accessibilityActivate() -> Bool { false }

  /// Matches UIKit: called when VoiceOver swipes up on an adjustable element. A slider moves a
  /// tenth of its range, a page control to the next page.
  open func accessibilityIncrement() { StockAccessibility.adjust(self, by: 1) }

  /// Matches UIKit: called when VoiceOver swipes down on an adjustable element.
  open func accessibilityDecrement() { StockAccessibility.adjust(self, by: -1) }

  /// Matches UIKit: a three-finger scroll; return `true` when the element scrolled.
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

  /// Matches UIKit: the two-finger Z gesture that dismisses; return `true` when handled.
  open func accessibilityPerformEscape() -> Bool { false }

  /// Matches UIKit: the two-finger double tap that does the screen's main thing.
  open func accessibilityPerformMagicTap() -> Bool { false }

  /// Matches UIKit: told after VoiceOver's cursor moved onto the element.
  open func accessibilityElementDidBecomeFocused() {}

  /// Matches UIKit: told after VoiceOver's cursor left the element.
  open func accessibilityElementDidLoseFocus() {}
}

/// The members an app set on one object. Properties whose own value may be `nil` are doubly
/// optional: `.some(nil)` is "set to nil", which hides the stock answer.
private final class AccessibilityOverrides {
  var identifier: String?
  var isElement: Bool?
  var label: String??
  var hint: String??
  var value: String??
  var traits: UIAccessibilityTraits?
  var language: String??
  var userInputLabels: [String]?
  var frame: CGRect?
  var path: UIBezierPath??
  var activationPoint: CGPoint?
  var elementsHidden: Bool?
  var viewIsModal: Bool?
  var groupsChildren: Bool?
  var navigationStyle: UIAccessibilityNavigationStyle?
  var elements: [Any]??
  var containerType: UIAccessibilityContainerType?
  var respondsToUserInteraction: Bool?
  var customActions: [UIAccessibilityCustomAction]??
}
