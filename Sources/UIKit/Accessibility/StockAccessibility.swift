/// What UIKit's stock views, controls and bars answer to the accessibility members when the app
/// has set nothing: one place for every class's answers, read by `_UIAccessibilityObject`.
///
/// The answers are those iOS gives: labels are static text with their text as label, buttons are
/// buttons titled by their title, a switch is a toggle button whose value is `"0"` or `"1"`, a
/// slider and a page control are adjustable with their position as value, a segmented control
/// holds one button element per segment, a tab bar's tabs are buttons (the selected one with
/// `.selected`, as a selected cell has), and a disabled control adds `.notEnabled`.
@MainActor
struct StockAccessibility {
  var isElement = false
  /// Whether the object is an element exactly when its `accessibilityLabel` (its own or one the
  /// app set) is not empty, as a label is.
  var isElementWhenLabelled = false
  var label: String?
  var hint: String?
  var identifier: String?
  var value: String?
  var traits: UIAccessibilityTraits = []
  var elements: [Any]?
  var containerType: UIAccessibilityContainerType = .none

  init(for object: _UIAccessibilityObject) {
    if object is UIAccessibilityElement { isElement = true }
    guard let view = object as? UIView else { return }
    if let control = view as? UIControl {
      describe(control)
      if !control.isEnabled, isElement { traits.insert(.notEnabled) }
    } else if let label = view as? UILabel {
      // Matches iOS: VoiceOver skips a label with nothing to read, such as one whose text
      // arrives later; it becomes an element once it has text or an `accessibilityLabel`.
      isElementWhenLabelled = true
      self.label = label.attributedText?.string ?? label.text
      traits = label.isEnabled ? .staticText : [.staticText, .notEnabled]
      // Matches iOS: a list's section header reads as a header (`UIView+ListSectionHeader`).
      if label.isInListSectionHeader { traits.insert(.header) }
    } else if let textView = view as? UITextView {
      // Matches UIKit: a text view is one element whose value is its text.
      isElement = true
      value = textView.text
    } else if let cell = view as? UITableViewCell {
      // Matches UIKit: a selected cell carries `.selected`, which XCUITest reads as
      // `isSelected`.
      if cell.isSelected { traits = .selected }
    } else if let cell = view as? UICollectionViewCell {
      if cell.isSelected { traits = .selected }
    } else if let calendar = view as? DatePickerCalendarView {
      // Matches iOS: the calendar draws its days, and offers each as an element.
      elements = calendar.accessibilityCalendarElements
    } else if let picker = view as? UIPickerView {
      // Matches iOS: the picker draws its wheels, and offers each as an adjustable element.
      elements = picker.accessibilityWheels
    } else if let pill = view as? DatePickerPill {
      // Matches iOS 14: a compact picker's date and time are buttons read by what they show.
      isElement = true
      label = pill.label.text
      traits = .button
    } else if view is UIImageView {
      // Matches UIKit: an image view is not an element unless made one, and is an image then.
      traits = .image
    } else if let spinner = view as? UIActivityIndicatorView {
      isElement = spinner.isAnimating
      label = "In progress"
      traits = .updatesFrequently
    } else if view is UITabBar {
      traits = .tabBar
    } else if let alert = view as? AlertView {
      // Matches UIKit: XCUITest's `app.alerts["Delete?"]` finds an alert by its title.
      label = alert.alertTitle
    } else if let bar = view as? UINavigationBar {
      // Matches UIKit: a navigation bar is identified by its top item's title, which is how
      // XCUITest's `app.navigationBars["Settings"]` finds it.
      identifier = bar.topItem?.title
    }
  }

  /// A view's frame in screen coordinates; `.zero` for anything else that has not set one.
  static func frame(of object: _UIAccessibilityObject) -> CGRect {
    guard let view = object as? UIView else { return .zero }
    return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
  }

  private mutating func describe(_ control: UIControl) {
    switch control {
    case let tab as TabBarButton:
      isElement = true
      describe(tab.item, title: tab.item.title)
      traits = tab.isSelected ? [.button, .selected] : .button
    case let back as NavigationBackButton:
      isElement = true
      label = back.title ?? "Back"
      traits = .button
    case let barButton as BarButtonView:
      // Matches UIKit: an item with a custom view shows that view, whose elements are read.
      isElement = barButton.item.customView == nil
      describe(barButton.item, title: barButton.item.title)
      traits = .button
    case let swipeAction as SwipeActionButton:
      // Matches UIKit: a row's revealed swipe actions are buttons titled by their actions
      // (an iOS UI test swipes a cell, then taps `app.buttons["Delete"]`).
      isElement = true
      label = swipeAction.action.title
      traits = .button
    case let button as UIButton:
      isElement = true
      label =
        button.configuration?.title ?? button.currentAttributedTitle?.string
        ?? button.currentTitle
      traits = button.isSelected ? [.button, .selected] : .button
    case let toggle as UISwitch:
      isElement = true
      value = toggle.isOn ? "1" : "0"
      traits = [.button, .toggleButton]
    case let slider as UISlider:
      isElement = true
      let range = slider.maximumValue - slider.minimumValue
      let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
      value = "\(Int((fraction * 100).rounded()))%"
      traits = .adjustable
    case let pages as UIPageControl:
      isElement = true
      value = "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
      traits = .adjustable
    case let segments as UISegmentedControl:
      // Matches UIKit: the same element objects answer each time, so that a test or VoiceOver
      // can hold one; they are made again only when the number of segments changes.
      if segments.accessibilitySegments.count != segments.numberOfSegments {
        segments.accessibilitySegments = (0..<segments.numberOfSegments).map {
          SegmentAccessibilityElement(control: segments, segment: $0)
        }
      }
      elements = segments.accessibilitySegments
    case let field as UITextField:
      // Matches UIKit: a field has no label of its own (VoiceOver reads the placeholder only
      // while the field is empty, and UI tests find it by `placeholderValue`); the placeholder
      // stands as its value while it is empty (XCUITest's `value` reads it then); secure text
      // is read as one dot a character.
      isElement = true
      let text = field.text ?? ""
      value =
        text.isEmpty
        ? field.placeholder
        : field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    default:
      break
    }
  }

  /// A bar item's own label, hint and identifier are those of the button that shows it, which
  /// is how VoiceOver names it and UI tests find it; the label falls back to `title`.
  private mutating func describe(_ item: UIBarItem, title: String?) {
    label = item.accessibilityLabel ?? title
    hint = item.accessibilityHint
    identifier = item.accessibilityIdentifier
  }

  /// A stock adjustable control's increment (`step` 1) or decrement (-1), as VoiceOver's swipe:
  /// a slider moves a tenth of its range, a page control one page; each sends `.valueChanged`.
  static func adjust(_ object: _UIAccessibilityObject, by step: Int) {
    switch object {
    case let slider as UISlider where slider.isEnabled:
      let tenth = (slider.maximumValue - slider.minimumValue) / 10
      slider.setValue(slider.value + Float(step) * tenth, animated: false)
      slider.sendActions(for: .valueChanged)
    case let pages as UIPageControl where pages.isEnabled:
      let page = min(max(pages.currentPage + step, 0), max(pages.numberOfPages - 1, 0))
      guard page != pages.currentPage else { return }
      pages.currentPage = page
      pages.sendActions(for: .valueChanged)
    default:
      break
    }
  }
}

/// One segment of a segmented control, which draws its segments itself: a button titled by the
/// segment, selected when it is, that selects it when activated.
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
  private unowned let control: UISegmentedControl
  private let segment: Int

  init(control: UISegmentedControl, segment: Int) {
    self.control = control
    self.segment = segment
    super.init(accessibilityContainer: control)
  }

  /// The segment's slot of the control, wherever the control is now.
  override var accessibilityFrame: CGRect {
    get {
      let width = control.bounds.width / CGFloat(max(control.numberOfSegments, 1))
      // Right to left, the first segment is the rightmost.
      let slot = control.isRightToLeft ? control.numberOfSegments - 1 - segment : segment
      let frame = CGRect(
        x: width * CGFloat(slot), y: 0, width: width, height: control.bounds.height)
      return UIAccessibility.convertToScreenCoordinates(frame, in: control)
    }
    set { super.accessibilityFrame = newValue }
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? control.titleForSegment(at: segment) }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits: UIAccessibilityTraits = .button
      if control.selectedSegmentIndex == segment { traits.insert(.selected) }
      if !control.isEnabled { traits.insert(.notEnabled) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }

  /// Selects the segment and sends `.valueChanged`, as a click on it does.
  override func accessibilityActivate() -> Bool {
    guard control.isEnabled else { return false }
    if control.selectedSegmentIndex != segment {
      control.selectedSegmentIndex = segment
      control.sendActions(for: .valueChanged)
    }
    return true
  }
}
