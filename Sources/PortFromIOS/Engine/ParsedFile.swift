import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A source file parsed for a rewrite: its syntax tree, with operators folded, and what the
/// rewrites need to write code that looks like the file's own.
struct ParsedFile {
  /// The file as given.
  let file: SourceFile
  /// The tree with Swift's standard operators folded into infix expressions, so that `a ?? b`
  /// is one node. Positions are those of the text: folding keeps every token.
  let tree: SourceFileSyntax
  /// The file's indentation step: the smallest indentation any line has, four spaces if none.
  let indentUnit: String
  private let bytes: [UInt8]

  init(_ file: SourceFile) {
    self.file = file
    let parsed = Parser.parse(source: file.text)
    // Operators the table does not know (a library's own) are left unfolded, which is what
    // their sequence expressions were; the rewrites do not look inside them.
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    tree = folded.as(SourceFileSyntax.self) ?? parsed
    bytes = Array(file.text.utf8)
    indentUnit = Self.indentUnit(of: file.text)
  }

  /// The file's path.
  var path: String { file.path }

  /// The text of `range`.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// What turns offsets into lines and columns: made on demand, since only files with notes
  /// need one and making it walks the whole tree.
  func locationConverter() -> SourceLocationConverter {
    SourceLocationConverter(fileName: file.path, tree: tree)
  }

  /// Whether the text contains `fragment`: a quick test that lets a pass skip a file with none
  /// of the constructs it ports.
  func mentions(_ fragment: String) -> Bool {
    file.text.contains(fragment)
  }

  /// The whitespace that starts the line `offset` is on.
  func indentation(ofLineAt offset: Int) -> String {
    var start = min(offset, bytes.count)
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t"))
    {
      end += 1
    }
    return text(start..<end)
  }

  /// The offset just past the end of the line `offset` is on (after its newline), or the end of
  /// the file.
  func endOfLine(at offset: Int) -> Int {
    var end = offset
    while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return min(end + 1, bytes.count)
  }

  /// The offset where the line `offset` is on starts.
  func startOfLine(at offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// Whether only spaces and tabs lie between the start of `offset`'s line and `offset`.
  func startsLine(_ offset: Int) -> Bool {
    bytes[startOfLine(at: offset)..<offset].allSatisfy {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
  }

  private static func indentUnit(of text: String) -> String {
    var smallest: Int?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.first == "\t" { return "\t" }
      let spaces = line.prefix { $0 == " " }.count
      guard spaces > 0, spaces < line.count else { continue }
      smallest = min(smallest ?? spaces, spaces)
    }
    return String(repeating: " ", count: smallest ?? 4)
  }
}

extension ParsedFile {
  /// The range to delete to remove `node` (an attribute or a modifier): the node and the spaces
  /// after it, or its whole line when it is alone there.
  func removalRange(of node: some SyntaxProtocol) -> Range<Int> {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let text = bytes
    while end < text.count && (text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t")) {
      end += 1
    }
    if startsLine(start) && (end == text.count || text[end] == UInt8(ascii: "\n")) {
      return startOfLine(at: start)..<min(end + 1, text.count)
    }
    return start..<end
  }

  /// The offset where `node` starts, after its leading trivia.
  func start(of node: some SyntaxProtocol) -> Int {
    node.positionAfterSkippingLeadingTrivia.utf8Offset
  }

  /// The offset where `node` ends, before its trailing trivia.
  func end(of node: some SyntaxProtocol) -> Int {
    node.endPositionBeforeTrailingTrivia.utf8Offset
  }

  /// The range of `node` without its trivia.
  func range(of node: some SyntaxProtocol) -> Range<Int> {
    start(of: node)..<end(of: node)
  }
}
