import AutomationChannel
import UIKit

extension AutomationElement {
  /// The node as it travels to the test: the same fields, in plain numbers.
  init(_ node: AccessibilityNode) {
    self.init(
      type: node.elementType.rawValue, label: node.label, identifier: node.identifier,
      value: node.value, placeholderValue: node.placeholderValue,
      frame: AutomationRect(
        x: Double(node.frame.minX), y: Double(node.frame.minY), width: Double(node.frame.width),
        height: Double(node.frame.height)),
      isEnabled: node.isEnabled, isSelected: node.isSelected, isHittable: node.isHittable,
      activationX: Double(node.activationPoint.x), activationY: Double(node.activationPoint.y),
      children: node.children.map(AutomationElement.init))
  }
}
