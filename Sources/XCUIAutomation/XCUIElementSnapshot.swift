import AutomationChannel
import CoreGraphics

/// One element as it was when the snapshot was taken: what a query's `NSPredicate` block is
/// given to evaluate, as XCUITest gives its `XCUIElementSnapshot`.
@MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
  /// The elements inside, in the tree's order.
  var children: [any XCUIElementSnapshot] { get }
}

/// The snapshot of one node of an ``ElementTree``.
struct TreeElementSnapshot: XCUIElementSnapshot {
  let tree: ElementTree
  let index: Int

  private var element: AutomationElement { tree.nodes[index].element }

  var identifier: String { element.identifier }
  var frame: CGRect { CGRect(element.frame) }
  var value: Any? { element.value }
  var title: String { "" }
  var label: String { element.label }
  var elementType: XCUIElement.ElementType { tree.nodes[index].type }
  var isEnabled: Bool { element.isEnabled }
  var isSelected: Bool { element.isSelected }
  var placeholderValue: String? { element.placeholderValue }
  /// The attributes by the key paths predicate formats name.
  nonisolated var predicateAttributes: [String: Any] {
    let node = tree.nodes[index]
    var attributes: [String: Any] = [
      "label": node.element.label, "identifier": node.element.identifier, "title": "",
      "elementType": node.type.rawValue, "isEnabled": node.element.isEnabled,
      "enabled": node.element.isEnabled, "isSelected": node.element.isSelected,
      "selected": node.element.isSelected,
    ]
    attributes["value"] = node.element.value
    attributes["placeholderValue"] = node.element.placeholderValue
    return attributes
  }

  var children: [any XCUIElementSnapshot] {
    tree.nodes[index].children.map { TreeElementSnapshot(tree: tree, index: $0) }
  }
}

extension CGRect {
  init(_ rect: AutomationRect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
