import Foundation

/// A description of elements to find, evaluated against the app's tree each time it is used,
/// as XCUITest's: `app.buttons`, `app.staticTexts.matching(identifier: "row")`.
///
/// A query keeps the tree's order (VoiceOver's reading order), so `element(boundBy: 0)` is the
/// first element VoiceOver would reach.
@MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider,
  @MainActor CustomDebugStringConvertible
{
  private let application: XCUIApplication
  /// `Button`, `Button matching identifier "row"`: how elements of the query are named.
  private let queryDescription: String
  /// The indices of the query's elements in a snapshot, in the tree's order.
  let evaluate: (ElementTree) -> [Int]

  init(
    application: XCUIApplication, typeName: String, within containment: String,
    source: @escaping (ElementTree) -> [Int], filter: @escaping (ElementTree, Int) -> Bool
  ) {
    self.application = application
    self.queryDescription = typeName + containment
    self.evaluate = { tree in Self.unique(source(tree)).filter { filter(tree, $0) } }
  }

  private init(
    application: XCUIApplication, description: String,
    evaluate: @escaping (ElementTree) -> [Int]
  ) {
    self.application = application
    self.queryDescription = description
    self.evaluate = evaluate
  }

  /// Indices in order, each once (a node reached from two matched ancestors).
  private static func unique(_ indices: [Int]) -> [Int] {
    var seen = Set<Int>()
    return indices.filter { seen.insert($0).inserted }.sorted()
  }

  /// The number of matching elements now.
  public var count: Int {
    switch application.snapshotTree() {
    case .success(let tree): evaluate(tree).count
    case .failure: 0
    }
  }

  /// The query's only element: using it fails when there are several.
  public var element: XCUIElement {
    XCUIElement(application: application, description: queryDescription, resolve: evaluate)
  }

  /// The first matching element: never ambiguous.
  public var firstMatch: XCUIElement {
    XCUIElement(
      application: application, description: "first \(queryDescription)",
      resolve: { [evaluate] tree in Array(evaluate(tree).prefix(1)) })
  }

  /// Every element matching now, each bound to its position.
  public var allElementsBoundByIndex: [XCUIElement] {
    (0..<count).map { element(boundBy: $0) }
  }

  /// The element at `index` in the tree's order.
  public func element(boundBy index: Int) -> XCUIElement {
    XCUIElement(
      application: application, description: "\(queryDescription) at index \(index)",
      resolve: { [evaluate] tree in
        let matches = evaluate(tree)
        return matches.indices.contains(index) ? [matches[index]] : []
      })
  }

  /// The element one of whose identifying properties (identifier, label, value or placeholder
  /// value) is `key`, as XCUITest's subscript finds it: `app.textFields["Email"]` finds a field
  /// by its placeholder.
  public subscript(key: String) -> XCUIElement {
    XCUIElement(
      application: application, description: "\(queryDescription) \"\(key)\"",
      resolve: { [evaluate] tree in
        evaluate(tree).filter { tree.identifies($0, key) }
      })
  }

  /// The element of `type` (and `identifier`, when given) among the query's.
  public func element(matching type: XCUIElement.ElementType, identifier: String?)
    -> XCUIElement
  {
    matching(type, identifier: identifier).element
  }

  /// The query's elements that `predicate` accepts, given each as an ``XCUIElementSnapshot``.
  public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
    filtered("matching predicate '\(predicate.queryFormat)'") { tree, index in
      predicate.evaluate(with: TreeElementSnapshot(tree: tree, index: index))
    }
  }

  /// The query's elements one of whose identifying properties is `identifier`, as XCUITest
  /// matches them.
  public func matching(identifier: String) -> XCUIElementQuery {
    filtered("matching identifier \"\(identifier)\"") { tree, index in
      tree.identifies(index, identifier)
    }
  }

  /// The query's elements of `type`, with `identifier` when it is given.
  public func matching(_ type: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
    let ofType = type.matcher
    return filtered(
      "matching type \(type.queryName)" + (identifier.map { " identifier \"\($0)\"" } ?? "")
    ) { tree, index in
      ofType(tree, index)
        && (identifier.map { tree.identifies(index, $0) } ?? true)
    }
  }

  /// The query's elements that have a descendant `predicate` accepts.
  public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
    filtered("containing predicate '\(predicate.queryFormat)'") { tree, index in
      tree.descendants(of: index).contains {
        predicate.evaluate(with: TreeElementSnapshot(tree: tree, index: $0))
      }
    }
  }

  /// The query's elements that have a descendant of `type` (with `identifier`, when given).
  public func containing(_ type: XCUIElement.ElementType, identifier: String?)
    -> XCUIElementQuery
  {
    let ofType = type.matcher
    return filtered("containing \(type.queryName)") { tree, index in
      tree.descendants(of: index).contains { descendant in
        ofType(tree, descendant)
          && (identifier.map { tree.identifies(descendant, $0) } ?? true)
      }
    }
  }

  /// Elements of `type` inside any of the query's elements.
  public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    XCUIElementQuery(
      application: application, typeName: type.queryName, within: " in \(queryDescription)",
      source: { [evaluate] tree in evaluate(tree).flatMap { tree.descendants(of: $0) } },
      filter: type.matcher)
  }

  /// Elements of `type` directly inside any of the query's elements.
  public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
    XCUIElementQuery(
      application: application, typeName: type.queryName, within: " in \(queryDescription)",
      source: { [evaluate] tree in evaluate(tree).flatMap { tree.nodes[$0].children } },
      filter: type.matcher)
  }

  private func filtered(_ how: String, _ accepts: @escaping (ElementTree, Int) -> Bool)
    -> XCUIElementQuery
  {
    XCUIElementQuery(
      application: application, description: "\(queryDescription) \(how)",
      evaluate: { [evaluate] tree in evaluate(tree).filter { accepts(tree, $0) } })
  }

  /// The query and what it matches now.
  public var debugDescription: String {
    switch application.snapshotTree() {
    case .success(let tree):
      let matches = evaluate(tree)
      return "\(queryDescription): \(matches.count) matches\n\(tree.description)"
    case .failure(let failure):
      return "\(queryDescription): \(failure)"
    }
  }
}
