import Testing

@testable import PortFromIOS

/// Ports `files` (path, text) together, as the command ports a package's targets.
func port(_ files: [(String, String)], passes: [any Rewrite]? = nil) -> PortingResult {
  let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
  return (passes.map(Porter.init(passes:)) ?? Porter()).port(sources)
}

/// Ports one file and expects `after`; then ports `after` and expects it unchanged, with
/// nothing reported as rewritten: every rewrite is idempotent.
@discardableResult
func expectPort(
  _ before: String, becomes after: String, passes: [any Rewrite]? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> PortingResult {
  let result = port([("Sources/Lib/File.swift", before)], passes: passes)
  #expect(result.files[0].text == after, sourceLocation: sourceLocation)
  let again = port([("Sources/Lib/File.swift", result.files[0].text)], passes: passes)
  #expect(
    again.files[0].text == result.files[0].text, "not idempotent", sourceLocation: sourceLocation)
  #expect(
    again.notes.filter { $0.kind == .rewrote }.isEmpty, "second run rewrote again",
    sourceLocation: sourceLocation)
  return result
}

/// Ports one file and expects one "cannot port" note on `line` (of the result) whose message
/// contains `advice`, and the file unchanged or as `after`.
@discardableResult
func expectLeft(
  _ source: String, becomes after: String? = nil, line: Int, advice: String,
  passes: [any Rewrite]? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> PortingResult {
  let result = port([("Sources/Lib/File.swift", source)], passes: passes)
  #expect(result.files[0].text == (after ?? source), sourceLocation: sourceLocation)
  let left = result.cannotPort
  #expect(left.count == 1, "\(left)", sourceLocation: sourceLocation)
  #expect(left.first?.line == line, sourceLocation: sourceLocation)
  #expect(
    left.first?.message.contains(advice) == true, "\(left.first?.message ?? "nothing")",
    sourceLocation: sourceLocation)
  return result
}
