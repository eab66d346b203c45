import SwiftSyntax
import Testing

@testable import PortFromIOS

@Suite("The porter's run and summary")
struct PorterTests {
  @Test("notes are placed in the rewritten text and printed as compilers print diagnostics")
  func notesArePlacedInTheResult() {
    let files = [
      SourceFile(
        path: "Sources/Lib/Menu.swift",
        text: """
          @objc protocol MenuDelegate {
            @objc optional func menuDidClose()
          }

          func close(_ delegate: MenuDelegate?) { delegate?.menuDidClose?() }
          """)
    ]

    let result = Porter().port(files)

    let call = result.notes.first { $0.message.contains("calls `menuDidClose()` directly") }
    #expect(call?.line == 10)
    #expect(call?.column == 41)
    #expect(
      call?.description
        == "Sources/Lib/Menu.swift:10:41: note: `@objc optional` requirement: calls "
        + "`menuDidClose()` directly; its default stands in when it is not implemented")
    #expect(
      result.summary(comparedWith: files, dryRun: true).hasSuffix(
        "port-from-ios: would change 1 of 1 files (3 rewrites); 0 left to port by hand"))
  }

  @Test("a file with nothing Objective-C-only is left byte for byte")
  func plainSwiftIsUntouched() {
    let source =
      "import UIKit\n\nfinal class A: UIViewController {\n\toverride func viewDidLoad() {}\n}\n"

    let result = Porter().port([SourceFile(path: "A.swift", text: source)])

    #expect(result.files[0].text == source)
    #expect(result.notes.isEmpty)
  }
}

/// Replaces every call of `f` with a call of `g`, over the whole call: nested calls make
/// overlapping edits.
private struct RenameCalls: Rewrite {
  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    var outcomes: [String: RewriteOutcome] = [:]
    for file in package.files {
      var outcome = RewriteOutcome()
      for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "f" {
        guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
        var group = RewriteOutcome()
        let arguments = file.text(file.range(of: call.arguments))
        group.edit(TextEdit(range: file.range(of: call), replacement: "g(\(arguments))"))
        group.rewrote("call", at: file.start(of: call), "renamed")
        outcome.merge(group)
      }
      outcomes[file.path] = outcome
    }
    return outcomes
  }
}

@Suite("Nested rewrites")
struct NestedRewriteTests {
  @Test("constructs nested in each other are ported over several runs of a pass")
  func nestedConstructsArePorted() {
    let result = Porter(passes: [RenameCalls()]).port([
      SourceFile(path: "a.swift", text: "f(f(f(1)))")
    ])

    #expect(result.files[0].text == "g(g(g(1)))")
    #expect(result.cannotPort.isEmpty)
  }

  @Test("nesting deeper than the runs allow is reported")
  func deepNestingIsReported() {
    let result = Porter(passes: [RenameCalls()]).port([
      SourceFile(path: "a.swift", text: "f(f(f(f(1))))")
    ])

    #expect(result.files[0].text == "g(g(g(f(1))))")
    #expect(result.cannotPort.count == 1)
  }
}
