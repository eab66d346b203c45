/// What a run of the porter produced: the files as rewritten, and a note for each construct it
/// rewrote or left.
package struct PortingResult: Sendable {
  /// Every file given, rewritten or not, in the order given.
  package var files: [SourceFile]
  /// The notes, in file order and then by place.
  package var notes: [PortingNote]

  /// The files whose text changed, compared with `originals`.
  package func changedFiles(comparedWith originals: [SourceFile]) -> [SourceFile] {
    zip(originals, files).filter { $0.text != $1.text }.map(\.1)
  }

  /// The notes for constructs that need a person.
  package var cannotPort: [PortingNote] { notes.filter { $0.kind == .cannotPort } }

  /// One line of totals, then the notes: what `port-from-ios` prints.
  package func summary(comparedWith originals: [SourceFile], dryRun: Bool) -> String {
    let changed = changedFiles(comparedWith: originals).count
    let rewrites = notes.count - cannotPort.count
    let verb = dryRun ? "would change" : "changed"
    var lines = notes.map(\.description)
    lines.append(
      "port-from-ios: \(verb) \(changed) of \(files.count) files (\(rewrites) rewrites); "
        + "\(cannotPort.count) left to port by hand")
    return lines.joined(separator: "\n")
  }
}
