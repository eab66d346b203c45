import Foundation

/// One element of the app's accessibility tree as it travels to the test: what XCUITest's
/// element snapshot holds. `type` is XCUITest's element type name (`button`, `staticText`, …).
package struct AutomationElement: Codable, Sendable, Equatable {
  package var type: String
  package var label: String
  package var identifier: String
  package var value: String?
  package var placeholderValue: String?
  /// In the window's coordinates, in points.
  package var frame: AutomationRect
  package var isEnabled: Bool
  package var isSelected: Bool
  package var isHittable: Bool
  /// Where a tap on the element lands, in the window's coordinates.
  package var activationX: Double
  package var activationY: Double
  package var children: [AutomationElement]

  package init(
    type: String, label: String, identifier: String, value: String?, placeholderValue: String?,
    frame: AutomationRect, isEnabled: Bool, isSelected: Bool, isHittable: Bool,
    activationX: Double, activationY: Double, children: [AutomationElement]
  ) {
    self.type = type
    self.label = label
    self.identifier = identifier
    self.value = value
    self.placeholderValue = placeholderValue
    self.frame = frame
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.isHittable = isHittable
    self.activationX = activationX
    self.activationY = activationY
    self.children = children
  }
}

/// A rectangle in points, without CoreGraphics: the test side need not link it.
package struct AutomationRect: Codable, Sendable, Equatable {
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double

  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
