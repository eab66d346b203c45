/// One node of the accessibility tree as a UI test queries it: what XCUITest's element snapshot
/// holds (type, label, identifier, value, frame, state) and the nodes inside it.
///
/// A node is a value, taken at one moment, so a test or a tool in another process can keep,
/// compare and print it while the app goes on. Elements are leaves; containers of note (windows,
/// bars, scroll views, views with an identifier or with `accessibilityElements`, groups) hold
/// their elements in VoiceOver's order. Plain views that are neither are left out, their
/// elements lifted into the node above, as XCUITest's tree leaves them out.
package struct AccessibilityNode: Sendable, Equatable {
  /// What the element is, by XCUITest's names.
  package var elementType: AccessibilityElementType
  /// `accessibilityLabel`, or empty, as XCUITest's `label`.
  package var label: String
  /// `accessibilityIdentifier`, or empty, as XCUITest's `identifier`.
  package var identifier: String
  /// `accessibilityValue`, as XCUITest's `value`.
  package var value: String?
  /// A text field's placeholder, as XCUITest's `placeholderValue`.
  package var placeholderValue: String?
  /// `accessibilityFrame`: in screen (here, the host window's) coordinates.
  package var frame: CGRect
  /// `accessibilityTraits`.
  package var traits: UIAccessibilityTraits
  /// Whether the element is an accessibility element rather than a container of note.
  package var isElement: Bool
  /// Not `.notEnabled` (and an enabled control), as XCUITest's `isEnabled`.
  package var isEnabled: Bool
  /// `.selected`, or a selected control, as XCUITest's `isSelected`.
  package var isSelected: Bool
  /// Whether a click at the activation point reaches the element: it is on screen, and hit
  /// testing there finds it (or a view inside it), as XCUITest's `isHittable`.
  package var isHittable: Bool
  /// Where a tap on the element lands, in screen coordinates.
  package var activationPoint: CGPoint
  /// The nodes inside, in VoiceOver's order.
  package var children: [AccessibilityNode]

  /// This node and every node inside it, depth first: what `descendants(matching:)` searches.
  package var descendants: [AccessibilityNode] {
    children.flatMap { [$0] + $0.descendants }
  }

  /// The tree as XCUITest prints it in a failure: one line a node, indented by depth:
  /// `Button, {{20.0, 40.0}, {60.0, 44.0}}, identifier: 'done', label: 'Done', Selected`.
  package var treeDescription: String {
    lines(depth: 0).joined(separator: "\n")
  }

  private func lines(depth: Int) -> [String] {
    var line = String(repeating: "  ", count: depth) + Self.typeName(elementType)
    let origin = "{\(Double(frame.minX)), \(Double(frame.minY))}"
    line += ", {\(origin), {\(Double(frame.width)), \(Double(frame.height))}}"
    if !identifier.isEmpty { line += ", identifier: '\(identifier)'" }
    if !label.isEmpty { line += ", label: '\(label)'" }
    if let placeholderValue { line += ", placeholderValue: '\(placeholderValue)'" }
    if let value, !value.isEmpty { line += ", value: \(value)" }
    if isSelected { line += ", Selected" }
    if !isEnabled { line += ", Disabled" }
    return [line] + children.flatMap { $0.lines(depth: depth + 1) }
  }

  /// XCUITest's printed name of a type: its case name, capitalised.
  private static func typeName(_ type: AccessibilityElementType) -> String {
    let name = "\(type)"
    return name.prefix(1).uppercased() + name.dropFirst()
  }
}
