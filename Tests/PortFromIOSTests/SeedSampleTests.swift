import Foundation
import Testing

@testable import PortFromIOS

/// The seeds' samples (../shared/seeds/000–004) need no port: they build here as written. The
/// files that hold them, as the repository compiles them, must come through the porter byte for
/// byte, with nothing reported.
@Suite("The seeds' samples")
struct SeedSampleTests {
  static let files = [
    "Tests/UIKitTests/ViewControllers/SeedSampleTests.swift",
    "Demo/Storyboard/ViewController.swift",
    "Demo/Storyboard/ImageViewController.swift",
    "Demo/Containers/WelcomePageViewController.swift",
    "Demo/Containers/CustomContainerViewController.swift",
    "Demo/Containers/StackedChildrenViewController.swift",
    "Demo/Containers/CycleContainerViewController.swift",
    "Examples/UserPath/Sources/Containers/ContentContainerViewController.swift",
    "Examples/UserPath/Sources/Containers/ColorViewController.swift",
  ]

  @Test("are left byte for byte, with nothing to report")
  func seedsAreUntouched() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let sources = try Self.files.map { path in
      SourceFile(
        path: path,
        text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    let result = Porter().port(sources)

    #expect(result.files == sources)
    #expect(result.notes.isEmpty, "\(result.notes)")
  }
}
