import AutomationChannel
import CoreGraphics
import Foundation

/// An element of the app under test, found by a query each time it is used, as in XCUITest:
/// `app.buttons["Done"]` names the element; `exists`, `label` or `tap()` look it up in a
/// snapshot of the app's accessibility tree taken then.
///
/// Reading an attribute or acting on an element that has no match, or more than one, records a
/// test failure that reads like XCUITest's (`No matches found for Button "Done"`) followed by
/// the app's element tree, in the running XCTest case or Swift Testing test.
@MainActor
open class XCUIElement: XCUIElementAttributes, XCUIElementTypeQueryProvider,
  @MainActor CustomDebugStringConvertible
{
  /// The application this element belongs to; `nil` for the application itself.
  private let owner: XCUIApplication?
  /// How failures name the element: `Button "Done"`.
  let elementDescription: String
  /// The indices of the element's matches in a snapshot.
  let resolve: (ElementTree) -> [Int]

  init(
    application: XCUIApplication?, description: String,
    resolve: @escaping (ElementTree) -> [Int]
  ) {
    self.owner = application
    self.elementDescription = description
    self.resolve = resolve
  }

  /// The application the element belongs to.
  var application: XCUIApplication {
    owner ?? unsafeDowncast(self, to: XCUIApplication.self)
  }

  /// What a lookup found.
  enum Lookup {
    case found(ElementTree, Int)
    case missing(ElementTree)
    case ambiguous(ElementTree, count: Int)
    case unreachable(LaunchFailure)
  }

  /// Looks the element up in a new snapshot.
  func lookUp() -> Lookup {
    switch application.snapshotTree() {
    case .failure(let failure): return .unreachable(failure)
    case .success(let tree):
      let matches = resolve(tree)
      switch matches.count {
      case 0: return .missing(tree)
      case 1: return .found(tree, matches[0])
      default: return .ambiguous(tree, count: matches.count)
      }
    }
  }

  /// The element's node, or a recorded failure of `action` and `nil`.
  func node(for action: String, file: StaticString, line: UInt) -> (ElementTree, Int)? {
    switch lookUp() {
    case .found(let tree, let index): return (tree, index)
    case .missing(let tree):
      TestFailure.record(
        "\(action): No matches found for \(elementDescription)\n\(tree.description)",
        file: file, line: line)
    case .ambiguous(let tree, let count):
      TestFailure.record(
        "\(action): Multiple matching elements found for \(elementDescription) (\(count) "
          + "matches); use firstMatch or element(boundBy:).\n\(tree.description)",
        file: file, line: line)
    case .unreachable(let failure):
      TestFailure.record("\(action) \(elementDescription): \(failure)", file: file, line: line)
    }
    return nil
  }

  /// The element's attributes now, or a recorded failure.
  private func attributes(file: StaticString = #filePath, line: UInt = #line)
    -> TreeElementSnapshot?
  {
    node(for: "Failed to get matching snapshot", file: file, line: line).map {
      TreeElementSnapshot(tree: $0.0, index: $0.1)
    }
  }

  /// The first of the element's matches: never ambiguous.
  public var firstMatch: XCUIElement {
    XCUIElement(
      application: owner, description: "first \(elementDescription)",
      resolve: { [resolve] tree in Array(resolve(tree).prefix(1)) })
  }

  /// Whether the element is in the app's tree now: at least one element matches.
  public var exists: Bool {
    switch lookUp() {
    case .found, .ambiguous: true
    case .missing, .unreachable: false
    }
  }

  /// Whether a tap at the element's activation point reaches it: it is on screen and nothing
  /// above it takes the touch. `false` when it does not exist.
  public var isHittable: Bool {
    guard case .found(let tree, let index) = lookUp() else { return false }
    return tree.nodes[index].element.isHittable
  }

  /// Waits up to `timeout` seconds for the element to exist, woken by the app each time its
  /// tree changes; returns whether it does.
  public func waitForExistence(timeout: TimeInterval) -> Bool {
    application.wait(until: timeout) { [resolve] in !resolve($0).isEmpty }
  }

  /// Waits up to `timeout` seconds for the element to stop existing; returns whether it has.
  public func waitForNonExistence(timeout: TimeInterval) -> Bool {
    application.wait(until: timeout) { [resolve] in resolve($0).isEmpty }
  }

  /// The element's `accessibilityIdentifier` now.
  public var identifier: String { attributes()?.identifier ?? "" }
  /// The element's frame now, in the window's points.
  public var frame: CGRect { attributes()?.frame ?? .zero }
  /// The element's `accessibilityValue` now: a text field's text (its placeholder when empty,
  /// as on iOS), a slider's percentage, a switch's "1" or "0".
  public var value: Any? { attributes()?.value }
  /// Empty: UIKit elements have no title.
  public var title: String { "" }
  /// The element's `accessibilityLabel` now.
  public var label: String { attributes()?.label ?? "" }
  /// The element's kind.
  public var elementType: ElementType { attributes()?.elementType ?? .any }
  /// Whether the element is enabled now.
  public var isEnabled: Bool { attributes()?.isEnabled ?? false }
  /// Whether the element is selected now.
  public var isSelected: Bool { attributes()?.isSelected ?? false }
  /// A text field's placeholder.
  public var placeholderValue: String? { attributes()?.placeholderValue }

  /// A snapshot of the element and everything inside it.
  public func snapshot() throws -> any XCUIElementSnapshot {
    switch lookUp() {
    case .found(let tree, let index): return TreeElementSnapshot(tree: tree, index: index)
    case .missing: throw LaunchFailure("No matches found for \(elementDescription)")
    case .ambiguous(_, let count):
      throw LaunchFailure("Multiple matching elements found for \(elementDescription) (\(count))")
    case .unreachable(let failure): throw failure
    }
  }

  /// The element's subtree as XCUITest prints it.
  public var debugDescription: String {
    switch lookUp() {
    case .found(let tree, _), .missing(let tree), .ambiguous(let tree, _):
      return "\(elementDescription)\nThe application's elements:\n\(tree.description)"
    case .unreachable(let failure): return "\(elementDescription): \(failure)"
    }
  }

  /// Elements of `type` anywhere inside this one.
  public func descendants(matching type: ElementType) -> XCUIElementQuery {
    XCUIElementQuery(
      application: application, typeName: type.queryName, within: containment,
      source: { [resolve] tree in resolve(tree).flatMap { tree.descendants(of: $0) } },
      filter: type.matcher)
  }

  /// Elements of `type` directly inside this one.
  public func children(matching type: ElementType) -> XCUIElementQuery {
    XCUIElementQuery(
      application: application, typeName: type.queryName, within: containment,
      source: { [resolve] tree in resolve(tree).flatMap { tree.nodes[$0].children } },
      filter: type.matcher)
  }

  /// How a query from this element says where it looks: nothing for the application.
  private var containment: String {
    owner == nil ? "" : " in \(elementDescription)"
  }
}

extension XCUIElement.ElementType {
  /// How a query of this type names its elements: `Button`, or `Element` for `.any`.
  var queryName: String { self == .any ? "Element" : description }

  /// Whether a node is of this type.
  var matcher: (ElementTree, Int) -> Bool {
    let type = self
    return { tree, index in type == .any || tree.nodes[index].type == type }
  }
}
