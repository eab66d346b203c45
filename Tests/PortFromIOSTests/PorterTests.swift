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
