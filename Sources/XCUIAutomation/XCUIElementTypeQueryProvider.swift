/// The queries for each kind of element inside an element or a query's elements, with
/// XCUITest's names: `app.buttons`, `app.navigationBars.buttons`.
@MainActor
public protocol XCUIElementTypeQueryProvider {
  /// Elements of `type` at any depth inside.
  func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
  /// Buttons, stock (`UIButton`, bar buttons, tab bar items) and custom (the `.button` trait).
  public var buttons: XCUIElementQuery { descendants(matching: .button) }
  /// Labels and other elements with the `.staticText` trait.
  public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
  /// Text fields (`UITextField`, not secure).
  public var textFields: XCUIElementQuery { descendants(matching: .textField) }
  /// Secure text fields.
  public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
  /// Text views (`UITextView`).
  public var textViews: XCUIElementQuery { descendants(matching: .textView) }
  /// Switches (`UISwitch`).
  public var switches: XCUIElementQuery { descendants(matching: .switch) }
  /// Sliders (`UISlider`, and elements with the `.adjustable` trait).
  public var sliders: XCUIElementQuery { descendants(matching: .slider) }
  /// Table and collection view cells.
  public var cells: XCUIElementQuery { descendants(matching: .cell) }
  /// Table views.
  public var tables: XCUIElementQuery { descendants(matching: .table) }
  /// Collection views.
  public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
  /// Navigation bars.
  public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
  /// Tab bars.
  public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
  /// Toolbars.
  public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
  /// Presented sheets.
  public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
  /// Images.
  public var images: XCUIElementQuery { descendants(matching: .image) }
  /// Scroll views.
  public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
  /// Segmented controls.
  public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
  /// Page indicators (`UIPageControl`).
  public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
  /// Activity indicators.
  public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
  /// Search fields.
  public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
  /// Links.
  public var links: XCUIElementQuery { descendants(matching: .link) }
  /// Windows.
  public var windows: XCUIElementQuery { descendants(matching: .window) }
  /// Keys of a keyboard.
  public var keys: XCUIElementQuery { descendants(matching: .key) }
  /// Alerts.
  public var alerts: XCUIElementQuery { descendants(matching: .alert) }
  /// Elements of no more specific kind: containers with an identifier, custom views.
  public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
