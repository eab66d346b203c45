/// One pass of the porter: finds a family of Objective-C-only constructs in a package and
/// returns the edits that port them, with a note for each one rewritten or left.
protocol Rewrite {
  /// The edits and notes for each file, by path. Files with nothing to do may be left out.
  func run(on package: ParsedPackage) -> [String: RewriteOutcome]
}

/// A pass's work on one file: edits of the text it was given, and notes placed in that text.
struct RewriteOutcome {
  /// A note before the edits are applied: placed by UTF-8 offset in the pass's input.
  struct PendingNote {
    var offset: Int
    var kind: PortingNote.Kind
    var construct: String
    var message: String
  }

  /// Non-overlapping edits of the file.
  var edits: [TextEdit] = []
  /// What was rewritten and what was left.
  var notes: [PendingNote] = []

  /// Records an edit.
  mutating func edit(_ edit: TextEdit) { edits.append(edit) }

  /// Records a rewrite of `construct` at `offset`.
  mutating func rewrote(_ construct: String, at offset: Int, _ message: String) {
    notes.append(
      PendingNote(offset: offset, kind: .rewrote, construct: construct, message: message))
  }

  /// Records a construct left for a person, with what to do.
  mutating func cannotPort(_ construct: String, at offset: Int, _ message: String) {
    notes.append(
      PendingNote(offset: offset, kind: .cannotPort, construct: construct, message: message))
  }

  /// Adds another outcome's edits and notes for the same file.
  mutating func merge(_ other: RewriteOutcome) {
    edits += other.edits
    notes += other.notes
  }
}
