/// Something the porter did, or could not do, at a place in a file.
///
/// The summary prints one line for each, as compilers do (`path:line:column: note: …`), so that
/// editors and CI logs link them to the source.
package struct PortingNote: Sendable, Hashable, CustomStringConvertible {
  /// Whether the porter rewrote the construct or left it for a person.
  package enum Kind: Sendable, Hashable {
    /// Rewritten into code that builds here.
    case rewrote
    /// Left as it was: the message says what to do by hand.
    case cannotPort
  }

  /// Rewritten or left.
  package var kind: Kind
  /// The file, as the porter was given it.
  package var path: String
  /// 1-based line in the rewritten file.
  package var line: Int
  /// 1-based column in the rewritten file.
  package var column: Int
  /// The Objective-C-only construct: "`@objc optional` requirement", "`#selector` target-action".
  package var construct: String
  /// What the porter did, or what to do by hand.
  package var message: String

  /// Makes a note.
  package init(
    kind: Kind, path: String, line: Int, column: Int, construct: String, message: String
  ) {
    self.kind = kind
    self.path = path
    self.line = line
    self.column = column
    self.construct = construct
    self.message = message
  }

  /// `path:line:column: note: construct: message`, with `warning:` for what was left.
  package var description: String {
    let severity = kind == .rewrote ? "note" : "warning"
    return "\(path):\(line):\(column): \(severity): \(construct): \(message)"
  }
}
