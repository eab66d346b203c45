/// Rewrites Objective-C-only Swift into Swift that builds against this package's UIKit on Linux.
///
/// Linux has no Objective-C runtime: `@objc`, `#selector`, `optional` protocol requirements,
/// overrides of extension members and `@IBOutlet` do not compile. The porter rewrites each into
/// the Swift-only form that keeps its behaviour (closures for target-action, protocol
/// extensions for optional requirements), and leaves what it cannot rewrite safely as it was,
/// with a note saying what to do by hand.
///
/// It runs its passes in order over the whole package, each on the previous one's output, so
/// that a pass sees the package as the earlier ones left it. Every edit touches only the
/// construct it ports; everything else stays byte for byte, and a second run changes nothing.
///
/// ```swift
/// let result = Porter().port(files)
/// for file in result.changedFiles(comparedWith: files) { try write(file) }
/// print(result.summary(comparedWith: files, dryRun: false))
/// ```
package struct Porter {
  private let passes: [any Rewrite]

  /// Makes a porter with every rewrite.
  package init() {
    passes = [ObjCProtocolRewrite()]
  }

  /// Makes a porter with the given passes, for testing one at a time.
  init(passes: [any Rewrite]) {
    self.passes = passes
  }

  /// Ports `files`, which should be every source of the package (or of the targets ported
  /// together): declarations in one are matched with uses in another.
  package func port(_ files: [SourceFile]) -> PortingResult {
    var current = files
    var pending: [[RewriteOutcome.PendingNote]] = Array(repeating: [], count: files.count)
    for pass in passes {
      let outcomes = pass.run(on: ParsedPackage(current))
      for index in current.indices {
        guard var outcome = outcomes[current[index].path] else { continue }
        if TextEdit.overlap(outcome.edits) {
          // Two rewrites of one construct: neither is applied, and the construct is left.
          outcome.notes = outcome.notes.filter { $0.kind == .cannotPort }
          outcome.edits = []
        }
        let edits = outcome.edits
        current[index].text = TextEdit.apply(edits, to: current[index].text)
        pending[index] = (pending[index] + outcome.notes).map { note in
          var moved = note
          moved.offset = TextEdit.map(note.offset, through: edits)
          return moved
        }
      }
    }
    let notes = zip(current, pending).flatMap { file, notes in
      Self.placed(notes, in: ParsedFile(file))
    }
    return PortingResult(files: current, notes: notes)
  }

  /// Line and column for each note, in place order, each reported once.
  private static func placed(_ notes: [RewriteOutcome.PendingNote], in file: ParsedFile)
    -> [PortingNote]
  {
    var seen = Set<PortingNote>()
    return notes.sorted { $0.offset < $1.offset }.compactMap { note in
      let (line, column) = file.location(of: note.offset)
      let placed = PortingNote(
        kind: note.kind, path: file.path, line: line, column: column, construct: note.construct,
        message: note.message)
      return seen.insert(placed).inserted ? placed : nil
    }
  }
}
