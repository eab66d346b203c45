import Foundation
import ObjectiveCRuntime

/// `NSPredicate(format:)` for queries, as XCUITest tests write it:
/// `app.buttons.matching(NSPredicate(format: "label BEGINSWITH %@", "Sign"))`.
///
/// swift-corelibs-foundation cannot parse predicate strings (its `init(format:)` is
/// unavailable), so this module brings its own parser of the forms element queries use:
/// comparisons of `label`, `identifier`, `value`, `placeholderValue`, `title`, `elementType`,
/// `isEnabled` and `isSelected` with `==`, `!=`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE`
/// (`*` and `?`), `MATCHES` (a regular expression) and `IN`, the `[c]`, `[d]` and `[cd]` options,
/// `%@` and `%K` arguments, quoted strings, numbers, `TRUE`/`FALSE`, and `AND`, `OR`, `NOT`
/// and parentheses. Anything else is a clear failure at the call, not a predicate that
/// silently matches nothing.
extension NSPredicate {
  /// A predicate parsed from `predicateFormat`, with `args` for its `%@` and `%K`.
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    let parsed: PredicateExpression
    do {
      var parser = try PredicateParser(format: predicateFormat, arguments: args)
      parsed = try parser.parse()
    } catch {
      TestFailure.record(
        "NSPredicate(format: \"\(predicateFormat)\"): \(error)", file: #filePath, line: #line)
      parsed = .constant(false)
    }
    self.init { object, _ in parsed.evaluate(on: PredicateSubject(object)) }
    objc_setAssociatedObject(
      self, &NSPredicate.formatKey, predicateFormat, .OBJC_ASSOCIATION_RETAIN)
  }

  nonisolated(unsafe) private static var formatKey: UInt8 = 0

  /// The format it was made from, for failure messages; "BLOCKPREDICATE" for a block.
  var queryFormat: String {
    objc_getAssociatedObject(self, &NSPredicate.formatKey) as? String ?? "BLOCKPREDICATE"
  }
}

/// The attributes a predicate reads, taken from an element snapshot or a dictionary.
struct PredicateSubject {
  let attributes: [String: Any]

  init(_ object: Any?) {
    if let dictionary = object as? [String: Any] {
      attributes = dictionary
    } else if let element = object as? TreeElementSnapshot {
      attributes = element.predicateAttributes
    } else {
      attributes = [:]
    }
  }
}
