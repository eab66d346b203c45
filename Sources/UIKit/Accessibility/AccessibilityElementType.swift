/// What kind of element a node of the accessibility tree is, named as XCUITest names it
/// (`XCUIElement.ElementType`), so that a UI-testing tool can answer `app.buttons["Done"]` from
/// the tree without a table of its own.
///
/// The kind comes from the object's class where UIKit's stock classes decide it (a `UISwitch` is
/// a switch whatever its traits), and from its traits otherwise, as XCUITest reads a custom
/// view: the `.button` trait makes a button, `.staticText` static text, `.adjustable` a slider.
package enum AccessibilityElementType: String, Sendable, CaseIterable {
  case application, window, other
  case button, staticText, image, link, searchField
  case textField, secureTextField, textView
  case `switch`, slider, pageIndicator, activityIndicator, segmentedControl
  case navigationBar, tabBar, toolbar, scrollView, keyboardKey = "key"
  case table, collectionView, cell, sheet, alert
  case picker, pickerWheel, datePicker

  /// The kind of `object` as XCUITest would report it.
  @MainActor
  init(of object: _UIAccessibilityObject) {
    if let kind = Self.byClass(object) {
      self = kind
      return
    }
    let traits = object.accessibilityTraits
    let byTrait: [(UIAccessibilityTraits, Self)] = [
      (.searchField, .searchField), (.keyboardKey, .keyboardKey), (.link, .link),
      (.button, .button), (.adjustable, .slider), (.image, .image), (.staticText, .staticText),
    ]
    self = byTrait.first { traits.contains($0.0) }?.1 ?? .other
  }

  @MainActor
  private static func byClass(_ object: _UIAccessibilityObject) -> Self? {
    switch object {
    case is UIApplication: .application
    case is UIWindow: .window
    case is UINavigationBar: .navigationBar
    case is UITabBar: .tabBar
    case is UIToolbar: .toolbar
    case is UISegmentedControl: .segmentedControl
    case is UISwitch: .switch
    case is UISlider: .slider
    case is UIPageControl: .pageIndicator
    case is UIActivityIndicatorView: .activityIndicator
    case is UIDatePicker: .datePicker
    case is UIPickerView: .picker
    case is PickerWheelAccessibilityElement: .pickerWheel
    case let field as UITextField: field.isSecureTextEntry ? .secureTextField : .textField
    case is UITextView: .textView
    case is SheetCardView: .sheet
    case let alert as AlertView: alert.isActionSheet ? .sheet : .alert
    case is UITableView: .table
    case is UICollectionView: .collectionView
    case is UITableViewCell, is UICollectionViewCell: .cell
    case is UIScrollView: .scrollView
    case is UILabel: .staticText
    case is UIButton, is TabBarButton, is NavigationBackButton: .button
    default: nil
    }
  }

  /// Whether a view of this kind appears in the tree even when it is not an element, as XCUITest
  /// shows windows, bars, scroll views, lists, cells, sheets, alerts and segmented controls with
  /// their elements inside, and pickers with their wheels.
  var isContainerOfNote: Bool {
    switch self {
    case .application, .window, .navigationBar, .tabBar, .toolbar, .scrollView, .segmentedControl,
      .table, .collectionView, .cell, .sheet, .alert, .picker, .datePicker:
      true
    default: false
    }
  }
}
