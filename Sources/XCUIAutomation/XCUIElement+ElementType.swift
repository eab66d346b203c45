extension XCUIElement {
  /// What kind of element a query matches, with XCUITest's cases and raw values, so that
  /// `app.descendants(matching: .button)` reads as it does on iOS.
  ///
  /// The app reports the kinds UIKit's views have here (the accessibility tree's
  /// `AccessibilityElementType`); the others exist so that code written for XCUITest compiles,
  /// and match nothing.
  public enum ElementType: UInt, Sendable, CaseIterable, CustomStringConvertible {
    case any = 0
    case other, application, group, window, sheet, drawer, alert, dialog, button, radioButton
    case radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox, menuButton
    case toolbarButton, popover, keyboard, key, navigationBar, tabBar, tabGroup, toolbar
    case statusBar, table, tableRow, tableColumn, outline, outlineRow, browser, collectionView
    case slider, pageIndicator, progressIndicator, activityIndicator, segmentedControl, picker
    case pickerWheel, `switch`, toggle, link, image, icon, searchField, scrollView, scrollBar
    case staticText, textField, secureTextField, datePicker, textView, menu, menuItem, menuBar
    case menuBarItem, map, webView, incrementArrow, decrementArrow, timeline, ratingIndicator
    case valueIndicator, splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte
    case dockItem, ruler, rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle
    case stepper, tab, touchBar, statusItem

    /// The name XCUITest prints in failures and element descriptions: `Button`, `StaticText`.
    public var description: String {
      let name = "\(caseName)"
      return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The case's name, as the app names the kind on the channel (`key` for a keyboard key).
    var caseName: String { Self.names[Int(rawValue)] }

    /// The cases' names, in raw-value order.
    private static let names: [String] = [
      "any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog",
      "button", "radioButton", "radioGroup", "checkBox", "disclosureTriangle", "popUpButton",
      "comboBox", "menuButton", "toolbarButton", "popover", "keyboard", "key", "navigationBar",
      "tabBar", "tabGroup", "toolbar", "statusBar", "table", "tableRow", "tableColumn",
      "outline", "outlineRow", "browser", "collectionView", "slider", "pageIndicator",
      "progressIndicator", "activityIndicator", "segmentedControl", "picker", "pickerWheel",
      "switch", "toggle", "link", "image", "icon", "searchField", "scrollView", "scrollBar",
      "staticText", "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem",
      "menuBar", "menuBarItem", "map", "webView", "incrementArrow", "decrementArrow", "timeline",
      "ratingIndicator", "valueIndicator", "splitGroup", "splitter", "relevanceIndicator",
      "colorWell", "helpTag", "matte", "dockItem", "ruler", "rulerMarker", "grid",
      "levelIndicator", "cell", "layoutArea", "layoutItem", "handle", "stepper", "tab",
      "touchBar", "statusItem",
    ]

    /// The kind the app reported by name, `.other` for one this list does not have.
    init(channelName: String) {
      self = Self.byName[channelName] ?? .other
    }

    private static let byName: [String: ElementType] = Dictionary(
      uniqueKeysWithValues: allCases.map { ($0.caseName, $0) })
  }
}
