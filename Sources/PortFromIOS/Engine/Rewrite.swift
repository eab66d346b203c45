/// One pass of the porter: finds a family of Objective-C-only constructs in a package and
/// returns the edits that port them, with a note for each one rewritten or left.
protocol Rewrite {
  /// The edits and notes for each file, by path. Files with nothing to do may be left out.
  func run(on package: ParsedPackage) -> [String: RewriteOutcome]
}

/// A pass's work on one file: groups of edits of the text it was given, each porting one
/// construct, with notes placed in that text.
///
/// A group is applied whole or not at all: when two constructs nest (a target-action inside a
/// closure that is itself rewritten), the porter applies the first group, runs the pass again on
/// the result, and so ports the other from the rewritten text.
struct RewriteOutcome {
  /// A note before the edits are applied: placed by UTF-8 offset in the pass's input.
  struct PendingNote {
    var offset: Int
    var kind: PortingNote.Kind
    var construct: String
    var message: String
  }

  /// The edits and notes of one construct.
  struct Group {
    /// Non-overlapping edits of the file.
    var edits: [TextEdit] = []
    /// What was rewritten and what was left.
    var notes: [PendingNote] = []
  }

  /// The constructs' groups, in the order they were made.
  private(set) var groups: [Group] = []

  /// Records an edit in the current group.
  mutating func edit(_ edit: TextEdit) { updateCurrent { $0.edits.append(edit) } }

  /// Records a rewrite of `construct` at `offset` in the current group.
  mutating func rewrote(_ construct: String, at offset: Int, _ message: String) {
    let note = PendingNote(offset: offset, kind: .rewrote, construct: construct, message: message)
    updateCurrent { $0.notes.append(note) }
  }

  /// Records a construct left for a person, with what to do, in the current group.
  mutating func cannotPort(_ construct: String, at offset: Int, _ message: String) {
    let note = PendingNote(
      offset: offset, kind: .cannotPort, construct: construct, message: message)
    updateCurrent { $0.notes.append(note) }
  }

  /// Adds another outcome's groups, for other constructs of the same file.
  mutating func merge(_ other: RewriteOutcome) {
    groups += other.groups
  }

  private mutating func updateCurrent(_ change: (inout Group) -> Void) {
    if groups.isEmpty { groups.append(Group()) }
    change(&groups[groups.count - 1])
  }
}
