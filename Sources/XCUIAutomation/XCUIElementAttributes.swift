import CoreGraphics

/// What an element reports about itself, as XCUITest's protocol of the same name: the fields a
/// query's predicate tests and a snapshot holds.
@MainActor
public protocol XCUIElementAttributes {
  /// `accessibilityIdentifier`, or empty.
  var identifier: String { get }
  /// `accessibilityFrame`, in the window's coordinates.
  var frame: CGRect { get }
  /// `accessibilityValue`, a `String` here, or `nil`.
  var value: Any? { get }
  /// Empty: UIKit elements have no title (a macOS attribute).
  var title: String { get }
  /// `accessibilityLabel`, or empty.
  var label: String { get }
  /// The element's kind.
  var elementType: XCUIElement.ElementType { get }
  /// Whether the element is enabled.
  var isEnabled: Bool { get }
  /// Whether the element is selected.
  var isSelected: Bool { get }
  /// A text field's placeholder.
  var placeholderValue: String? { get }
}
