import SwiftSyntax

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
    passes = [
      ObjCProtocolRewrite(), TargetActionRewrite(), ExtensionOverrideRewrite(), OutletRewrite(),
      DescriptionRewrite(), ObjCAttributeRewrite(), KeyValueObservingReport(),
      ObjectiveCImportRewrite(),
    ]
  }

  /// Makes a porter with the given passes, for testing one at a time.
  init(passes: [any Rewrite]) {
    self.passes = passes
  }

  /// Ports `files`, which should be every source of the package (or of the targets ported
  /// together): declarations in one are matched with uses in another.
  package func port(_ files: [SourceFile]) -> PortingResult {
    var current = files
    let cache = ParseCache()
    var pending: [[RewriteOutcome.PendingNote]] = Array(repeating: [], count: files.count)
    for pass in passes {
      // Nested constructs: each run applies the groups that do not overlap an earlier one; the
      // next run ports the rest from the rewritten text. Nesting deeper than this is left.
      for attempt in 1...Self.runsPerPass {
        let outcomes = pass.run(on: cache.package(current))
        var deferred = false
        for index in current.indices {
          guard let outcome = outcomes[current[index].path] else { continue }
          var edits: [TextEdit] = []
          var notes: [RewriteOutcome.PendingNote] = []
          for group in outcome.groups {
            if TextEdit.overlap(edits + group.edits) {
              deferred = true
              if attempt == Self.runsPerPass {
                notes += group.notes.prefix(1).map(Self.leftAsNested)
              }
            } else {
              edits += group.edits
              notes += group.notes
            }
          }
          current[index].text = TextEdit.apply(edits, to: current[index].text)
          pending[index] = (pending[index] + notes).map { note in
            var moved = note
            moved.offset = TextEdit.map(note.offset, through: edits)
            return moved
          }
        }
        if !deferred { break }
      }
    }
    let notes = zip(current, pending).flatMap { file, notes in
      notes.isEmpty ? [] : Self.placed(notes, in: cache.package([file]).files[0])
    }
    return PortingResult(files: current, notes: notes)
  }

  /// How many times one pass may run to port constructs nested in each other.
  private static let runsPerPass = 3

  private static func leftAsNested(_ note: RewriteOutcome.PendingNote) -> RewriteOutcome.PendingNote
  {
    var left = note
    left.kind = .cannotPort
    left.message = "nested too deeply in other rewrites to port; port the outer ones by hand"
    return left
  }

  /// Line and column for each note, in place order, each reported once.
  private static func placed(_ notes: [RewriteOutcome.PendingNote], in file: ParsedFile)
    -> [PortingNote]
  {
    var seen = Set<PortingNote>()
    let converter = file.locationConverter()
    return notes.sorted { $0.offset < $1.offset }.compactMap { note in
      let location = converter.location(for: AbsolutePosition(utf8Offset: note.offset))
      let (line, column) = (location.line, location.column)
      let placed = PortingNote(
        kind: note.kind, path: file.path, line: line, column: column, construct: note.construct,
        message: note.message)
      return seen.insert(placed).inserted ? placed : nil
    }
  }
}
