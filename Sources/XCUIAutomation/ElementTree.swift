import AutomationChannel
import Foundation

/// One snapshot of the app's accessibility tree, flattened so that queries can walk it by
/// index: each element with its parent and children, depth first from the application.
struct ElementTree {
  struct Node {
    var element: AutomationElement
    var type: XCUIElement.ElementType
    var parent: Int?
    var children: [Int]
  }

  private(set) var nodes: [Node] = []
  /// The tree as XCUITest prints it in a failure, one element a line, indented by depth, as
  /// the app printed it (`AccessibilityNode.treeDescription`).
  let description: String

  init(_ root: AutomationElement, description: String) {
    self.description = description
    append(root, parent: nil)
  }

  @discardableResult
  private mutating func append(_ element: AutomationElement, parent: Int?) -> Int {
    let index = nodes.count
    var flat = element
    flat.children = []
    nodes.append(
      Node(
        element: flat, type: XCUIElement.ElementType(channelName: element.type), parent: parent,
        children: []))
    for child in element.children {
      let childIndex = append(child, parent: index)
      nodes[index].children.append(childIndex)
    }
    return index
  }

  /// Whether `key` is one of the identifying properties of the element at `index`: its
  /// identifier, label, value or placeholder value (its title is always empty here). Matches
  /// XCUITest, whose subscript and `matching(identifier:)` compare all of them, so that
  /// `app.textFields["Email"]` finds a field by its placeholder.
  func identifies(_ index: Int, _ key: String) -> Bool {
    let element = nodes[index].element
    return element.identifier == key || element.label == key || element.value == key
      || element.placeholderValue == key
  }

  /// The indices under `index`, depth first, in the tree's (VoiceOver's) order.
  func descendants(of index: Int) -> [Int] {
    nodes[index].children.flatMap { [$0] + descendants(of: $0) }
  }
}
