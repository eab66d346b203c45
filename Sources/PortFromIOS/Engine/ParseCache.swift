/// Parsed files and what they declare, kept from one pass to the next for the files that no
/// pass changed: parsing is most of a run's time, and most files of a package need no rewrite.
final class ParseCache {
  private var entries: [String: (file: ParsedFile, declarations: IndexCollector)] = [:]

  /// The package of `files`, parsing and indexing only those not seen with this text before.
  func package(_ files: [SourceFile]) -> ParsedPackage {
    let parsed = files.map { source in
      if let known = entries[source.path], known.file.file.text == source.text { return known }
      let file = ParsedFile(source)
      let declarations = IndexCollector(path: source.path)
      declarations.walk(file.tree)
      entries[source.path] = (file, declarations)
      return (file, declarations)
    }
    return ParsedPackage(files: parsed.map(\.file), index: PackageIndex(parsed.map(\.declarations)))
  }
}
