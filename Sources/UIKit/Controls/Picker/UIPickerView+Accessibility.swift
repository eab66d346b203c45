/// One wheel of a picker view as assistive technologies and UI tests find it: an adjustable
/// element whose value is its selected row's title.
///
/// Matches iOS: each component is an element of its own (XCUITest's picker wheel), adjustable,
/// valued by the selected row's title, which XCUITest's `adjust(toPickerWheelValue:)` compares
/// with the rows' titles (openradar 22918650 shows the value of a title row is its title).
/// VoiceOver's swipe up turns the wheel to the next row and a swipe down to the one before, as
/// a click on a row does: the delegate hears of the pick. The elements stay the same objects
/// while the number of components does, so that a test or VoiceOver can hold one.
@MainActor
final class PickerWheelAccessibilityElement: UIAccessibilityElement {
  private unowned let picker: UIPickerView
  let component: Int

  init(picker: UIPickerView, component: Int) {
    self.picker = picker
    self.component = component
    super.init(accessibilityContainer: picker)
  }

  /// The wheel's column, the picker's height, wherever the picker is now.
  override var accessibilityFrame: CGRect {
    get {
      let columns = picker.columns
      guard component < columns.count else { return .zero }
      let column = columns[component]
      let frame = CGRect(
        x: column.lowerBound, y: 0, width: column.upperBound - column.lowerBound,
        height: picker.bounds.height)
      return UIAccessibility.convertToScreenCoordinates(frame, in: picker)
    }
    set { super.accessibilityFrame = newValue }
  }

  override var accessibilityValue: String? {
    get {
      if let value = super.accessibilityValue { return value }
      let row = picker.selectedRow(inComponent: component)
      return row >= 0 ? picker.title(ofRow: row, in: component).0 : nil
    }
    set { super.accessibilityValue = newValue }
  }

  override var accessibilityTraits: UIAccessibilityTraits {
    get { super.accessibilityTraits.union(.adjustable) }
    set { super.accessibilityTraits = newValue }
  }

  override func accessibilityIncrement() { picker.turn(component, by: 1) }

  override func accessibilityDecrement() { picker.turn(component, by: -1) }
}

extension UIPickerView {
  /// The wheels' elements, one a component (see ``PickerWheelAccessibilityElement``), read by
  /// `StockAccessibility`.
  var accessibilityWheels: [PickerWheelAccessibilityElement] {
    let count = numberOfComponents
    if accessibilityWheelElements.count != count {
      accessibilityWheelElements = (0..<count).map {
        PickerWheelAccessibilityElement(picker: self, component: $0)
      }
    }
    return accessibilityWheelElements
  }
}
