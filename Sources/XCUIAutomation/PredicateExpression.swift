import Foundation

/// A parsed predicate: comparisons joined by AND, OR and NOT.
indirect enum PredicateExpression: Sendable {
  case constant(Bool)
  case not(PredicateExpression)
  case and(PredicateExpression, PredicateExpression)
  case or(PredicateExpression, PredicateExpression)
  case comparison(Operand, Operator, Operand, Options)

  enum Operand: Sendable {
    case key(String)
    case string(String)
    case number(Double)
    case bool(Bool)
    case strings([String])
    case null
  }

  enum Operator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case contains = "CONTAINS"
    case like = "LIKE"
    case matches = "MATCHES"
    case `in` = "IN"
  }

  /// `[c]` ignores case, `[d]` diacritics.
  struct Options: OptionSet, Sendable {
    let rawValue: Int
    static let caseInsensitive = Options(rawValue: 1)
    static let diacriticInsensitive = Options(rawValue: 2)
  }

  func evaluate(on subject: PredicateSubject) -> Bool {
    switch self {
    case .constant(let value): return value
    case .not(let inner): return !inner.evaluate(on: subject)
    case .and(let lhs, let rhs): return lhs.evaluate(on: subject) && rhs.evaluate(on: subject)
    case .or(let lhs, let rhs): return lhs.evaluate(on: subject) || rhs.evaluate(on: subject)
    case .comparison(let lhs, let op, let rhs, let options):
      return Self.compare(value(lhs, subject), op, value(rhs, subject), options)
    }
  }

  private func value(_ operand: Operand, _ subject: PredicateSubject) -> Any? {
    switch operand {
    case .key(let key): return subject.attributes[key]
    case .string(let string): return string
    case .number(let number): return number
    case .bool(let bool): return bool
    case .strings(let strings): return strings
    case .null: return nil
    }
  }

  private static func compare(_ lhs: Any?, _ op: Operator, _ rhs: Any?, _ options: Options)
    -> Bool
  {
    if op == .in, let list = rhs as? [String], let string = lhs as? String {
      return list.contains { fold(string, options) == fold($0, options) }
    }
    if op == .equal || op == .notEqual {
      let same = equal(lhs, rhs, options)
      return op == .equal ? same : !same
    }
    guard let string = lhs as? String, let pattern = rhs as? String else { return false }
    let subject = fold(string, options)
    let target = fold(pattern, options)
    switch op {
    case .beginsWith: return subject.hasPrefix(target)
    case .endsWith: return subject.hasSuffix(target)
    case .contains: return target.isEmpty || subject.contains(target)
    case .like: return matches(subject, regex: likePattern(target))
    case .matches: return matches(subject, regex: "^(?:\(target))$")
    case .equal, .notEqual, .in: return false
    }
  }

  private static func equal(_ lhs: Any?, _ rhs: Any?, _ options: Options) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let string as String, let other as String):
      return fold(string, options) == fold(other, options)
    case (let number as NSNumber, let other as NSNumber): return number == other
    case (let bool as Bool, let other as Bool): return bool == other
    case (let number as UInt, let other as Double): return Double(number) == other
    case (let number as Double, let other as Double): return number == other
    default: return false
    }
  }

  private static func fold(_ string: String, _ options: Options) -> String {
    var folding: String.CompareOptions = []
    if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
    return folding.isEmpty ? string : string.folding(options: folding, locale: nil)
  }

  /// LIKE's `*` (any run) and `?` (one character) as a regular expression.
  private static func likePattern(_ pattern: String) -> String {
    var regex = "^"
    for character in pattern {
      switch character {
      case "*": regex += ".*"
      case "?": regex += "."
      default: regex += NSRegularExpression.escapedPattern(for: String(character))
      }
    }
    return regex + "$"
  }

  private static func matches(_ string: String, regex: String) -> Bool {
    guard
      let expression = try? NSRegularExpression(
        pattern: regex, options: [.dotMatchesLineSeparators])
    else { return false }
    let range = NSRange(string.startIndex..., in: string)
    return expression.firstMatch(in: string, range: range) != nil
  }
}
