import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A short run of the storyboard fuzzer (the long one is `make fuzz`): damaged copies of the
/// demo's storyboard and of every fixture are loaded, shown, clicked and segued through.
@Suite("Fuzzing the storyboard and nib loader, briefly", .uiTest)
@MainActor
struct StoryboardFuzzTests {
  private var seeds: [StoryboardFuzzer.Seed] {
    // The package's folder: the one that holds this file's Tests/ folder, however deep in it
    // the file sits.
    let source = #filePath
    let package = source.range(of: "/Tests/", options: .backwards).map {
      String(source[..<$0.lowerBound])
    }
    let demo = URL(fileURLWithPath: package ?? ".").appendingPathComponent("Demo/Main.storyboard")
    let fixtures = StoryboardFixtures.bundle.bundleURL
    let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return ([demo] + names.sorted().map { fixtures.appendingPathComponent($0) }).compactMap {
      guard let text = try? String(contentsOf: $0, encoding: .utf8) else { return nil }
      return StoryboardFuzzer.Seed(name: $0.lastPathComponent, text: text)
    }
  }

  @Test("300 damaged files: none crashes or hangs, and everything made is released")
  func shortRun() {
    var fuzzer = StoryboardFuzzer(seeds: seeds, seed: 2_024)

    let report = fuzzer.run(cases: 300)

    #expect(seeds.count == 10)
    #expect(report.cases == 300)
    #expect(report.leaks.isEmpty, "\(report)")
    #expect(report.slowest.seconds < 2, "\(report)")
    #expect(report.casesRefused > 0 && report.casesWithControllers > 0, "\(report)")
  }
}
