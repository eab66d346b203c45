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

  /// The indices under `index`, depth first, in the tree's (VoiceOver's) order.
  func descendants(of index: Int) -> [Int] {
    nodes[index].children.flatMap { [$0] + descendants(of: $0) }
  }
}
