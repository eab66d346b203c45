import Foundation

/// Parses the predicate forms ``NSPredicate`` documents here into a ``PredicateExpression``.
struct PredicateParser {
  struct SyntaxError: Error, CustomStringConvertible {
    let description: String
  }

  private enum Token: Equatable {
    case word(String)
    case string(String)
    case number(Double)
    case symbol(String)
    case argument(Character)
  }

  private var tokens: [Token]
  private var position = 0
  private var arguments: [any CVarArg]

  init(format: String, arguments: [any CVarArg]) throws(SyntaxError) {
    self.tokens = try Self.tokenize(format)
    self.arguments = arguments
  }

  mutating func parse() throws(SyntaxError) -> PredicateExpression {
    let expression = try parseOr()
    guard position == tokens.count else {
      throw SyntaxError(description: "unexpected \(tokens[position]) after a whole predicate")
    }
    return expression
  }

  private mutating func parseOr() throws(SyntaxError) -> PredicateExpression {
    var expression = try parseAnd()
    while accept(word: "OR") || accept(symbol: "||") {
      expression = .or(expression, try parseAnd())
    }
    return expression
  }

  private mutating func parseAnd() throws(SyntaxError) -> PredicateExpression {
    var expression = try parseNot()
    while accept(word: "AND") || accept(symbol: "&&") {
      expression = .and(expression, try parseNot())
    }
    return expression
  }

  private mutating func parseNot() throws(SyntaxError) -> PredicateExpression {
    if accept(word: "NOT") || accept(symbol: "!") { return .not(try parseNot()) }
    if accept(symbol: "(") {
      let inner = try parseOr()
      guard accept(symbol: ")") else { throw SyntaxError(description: "a ( is not closed") }
      return inner
    }
    if accept(word: "TRUEPREDICATE") { return .constant(true) }
    if accept(word: "FALSEPREDICATE") { return .constant(false) }
    let lhs = try parseOperand()
    let op = try parseOperator()
    let options = try parseOptions()
    let rhs = try parseOperand()
    return .comparison(lhs, op, rhs, options)
  }

  private mutating func parseOperator() throws(SyntaxError) -> PredicateExpression.Operator {
    guard position < tokens.count else {
      throw SyntaxError(description: "a comparison has no operator")
    }
    let token = tokens[position]
    position += 1
    switch token {
    case .symbol("=="), .symbol("="): return .equal
    case .symbol("!="), .symbol("<>"): return .notEqual
    case .word(let word):
      if let op = PredicateExpression.Operator(rawValue: word.uppercased()), op != .equal,
        op != .notEqual
      {
        return op
      }
    default: break
    }
    throw SyntaxError(
      description: "\(token) is not an operator this parser knows (==, !=, BEGINSWITH, "
        + "ENDSWITH, CONTAINS, LIKE, MATCHES, IN)")
  }

  private mutating func parseOptions() throws(SyntaxError) -> PredicateExpression.Options {
    guard accept(symbol: "[") else { return [] }
    guard position < tokens.count, case .word(let letters) = tokens[position] else {
      throw SyntaxError(description: "[ must hold c, d or cd")
    }
    position += 1
    guard accept(symbol: "]") else { throw SyntaxError(description: "options need a ]") }
    var options: PredicateExpression.Options = []
    for letter in letters.lowercased() {
      switch letter {
      case "c": options.insert(.caseInsensitive)
      case "d": options.insert(.diacriticInsensitive)
      default: throw SyntaxError(description: "unknown comparison option \(letter)")
      }
    }
    return options
  }

  private mutating func parseOperand() throws(SyntaxError) -> PredicateExpression.Operand {
    guard position < tokens.count else {
      throw SyntaxError(description: "a comparison is missing its right side")
    }
    let token = tokens[position]
    position += 1
    switch token {
    case .string(let string): return .string(string)
    case .number(let number): return .number(number)
    case .word(let word):
      switch word.uppercased() {
      case "TRUE", "YES": return .bool(true)
      case "FALSE", "NO": return .bool(false)
      case "NIL", "NULL": return .null
      default: return .key(word)
      }
    case .argument(let kind):
      guard !arguments.isEmpty else {
        throw SyntaxError(description: "the format has more % arguments than were given")
      }
      let argument = arguments.removeFirst()
      return try Self.operand(argument, isKey: kind == "K")
    case .symbol("{"):
      var strings: [String] = []
      while !accept(symbol: "}") {
        guard case .string(let string) = try parseOperand() else {
          throw SyntaxError(description: "a { list } may hold strings only")
        }
        strings.append(string)
        _ = accept(symbol: ",")
      }
      return .strings(strings)
    case .symbol(let symbol):
      throw SyntaxError(description: "unexpected \(symbol) where a value was expected")
    }
  }

  private static func operand(_ argument: any CVarArg, isKey: Bool) throws(SyntaxError)
    -> PredicateExpression.Operand
  {
    switch argument {
    case let string as String: return isKey ? .key(string) : .string(string)
    case let string as NSString: return isKey ? .key(String(string)) : .string(String(string))
    case let bool as Bool: return .bool(bool)
    case let number as Int: return .number(Double(number))
    case let number as UInt: return .number(Double(number))
    case let number as Double: return .number(number)
    default:
      throw SyntaxError(description: "an argument of type \(type(of: argument)) is not supported")
    }
  }

  private mutating func accept(word: String) -> Bool {
    guard position < tokens.count, case .word(let found) = tokens[position],
      found.uppercased() == word
    else { return false }
    position += 1
    return true
  }

  private mutating func accept(symbol: String) -> Bool {
    guard position < tokens.count, tokens[position] == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private static func tokenize(_ format: String) throws(SyntaxError) -> [Token] {
    var tokens: [Token] = []
    var characters = Array(format)[...]
    while let character = characters.first {
      if character.isWhitespace {
        characters.removeFirst()
      } else if character == "'" || character == "\"" {
        characters.removeFirst()
        guard let end = characters.firstIndex(of: character) else {
          throw SyntaxError(description: "a string is not closed")
        }
        tokens.append(.string(String(characters[..<end])))
        characters = characters[(end + 1)...]
      } else if character == "%" {
        characters.removeFirst()
        guard let kind = characters.popFirst(), kind == "@" || kind == "K" else {
          throw SyntaxError(description: "only %@ and %K arguments are supported")
        }
        tokens.append(.argument(kind))
      } else if character.isNumber {
        let digits = characters.prefix { $0.isNumber || $0 == "." }
        characters.removeFirst(digits.count)
        tokens.append(.number(Double(String(digits)) ?? 0))
      } else if character.isLetter || character == "_" {
        let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        characters.removeFirst(word.count)
        tokens.append(.word(String(word)))
      } else {
        let pair = String(characters.prefix(2))
        if ["==", "!=", "<>", "&&", "||"].contains(pair) {
          characters.removeFirst(2)
          tokens.append(.symbol(pair))
        } else if "=()[]{},!".contains(character) {
          characters.removeFirst()
          tokens.append(.symbol(String(character)))
        } else {
          throw SyntaxError(description: "unexpected character \(character)")
        }
      }
    }
    return tokens
  }
}
