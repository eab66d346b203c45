import Foundation
import Synchronization
import UIKit
import UIKitTestSupport

/// Fuzzes the storyboard and nib loader: thousands of damaged copies of the project's
/// storyboards and xibs (cut short, lines dropped or repeated, ids swapped, attributes given
/// hostile values, elements renamed, views nested deep) are loaded, shown, laid out, clicked
/// and segued through, and must neither crash, hang nor leak.
///
///     StoryboardFuzz [--cases N] [--seed S] [--case-limit SECONDS] [FILE …]
///
/// Without files it mutates Demo/Main.storyboard and Tests/UIKitTests/Resources/Storyboards/*,
/// read from the current folder (the package's). Before each case the file is written to
/// `.build/storyboard-fuzz-case.xml`, so a crash leaves it behind; a case that runs longer than
/// the limit (10 s) is reported as a hang and stops the run.
@main
struct StoryboardFuzz {
  static func main() {
    var cases = 2_000
    var seed: UInt64 = 1
    var caseLimit: TimeInterval = 10
    var files: [String] = []
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--cases": cases = arguments.popFirst().flatMap { Int($0) } ?? cases
      case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
      case "--case-limit": caseLimit = arguments.popFirst().flatMap { Double($0) } ?? caseLimit
      default: files.append(argument)
      }
    }
    if files.isEmpty { files = defaultFiles() }
    let seeds = files.compactMap { path -> StoryboardFuzzer.Seed? in
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        say("cannot read \(path)")
        return nil
      }
      return StoryboardFuzzer.Seed(name: (path as NSString).lastPathComponent, text: text)
    }
    guard !seeds.isEmpty else {
      say(
        "no storyboard to fuzz could be read: run from the package's folder, or name the "
          + "files to mutate")
      exit(2)
    }
    say("fuzzing \(cases) cases from \(seeds.map(\.name).joined(separator: ", ")), seed \(seed)")

    let caseFile = URL(fileURLWithPath: ".build/storyboard-fuzz-case.xml")
    let watchdog = Watchdog(limit: caseLimit, caseFile: caseFile)
    let residentBefore = ResidentMemory.now
    let report = MainActor.assumeIsolated {
      var fuzzer = StoryboardFuzzer(seeds: seeds, seed: seed)
      return fuzzer.run(cases: cases) { index, text in
        try? Data(text.utf8).write(to: caseFile)
        watchdog.started(case: index)
        if index > 0, index % 500 == 0 { say("  \(index) cases, resident \(ResidentMemory.now)") }
      }
    }
    watchdog.stop()
    say("\(report)")
    say("resident memory: \(residentBefore) before, \(ResidentMemory.now) after")
    exit(report.leaks.isEmpty ? 0 : 1)
  }

  /// Writes a line unbuffered, so that progress reaches a log file even if a case then crashes.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  private static func defaultFiles() -> [String] {
    let folder = "Tests/UIKitTests/Resources/Storyboards"
    let fixtures = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return ["Demo/Main.storyboard"] + fixtures.sorted().map { "\(folder)/\($0)" }
  }

}

/// Stops the run when one case takes longer than the limit: a hang.
final class Watchdog: Sendable {
  private let state = Mutex<(index: Int, started: Date)?>(nil)
  private let running = Atomic<Bool>(true)
  private let limit: TimeInterval
  private let caseFile: URL

  init(limit: TimeInterval, caseFile: URL) {
    self.limit = limit
    self.caseFile = caseFile
    Thread.detachNewThread { [self] in
      while running.load(ordering: .relaxed) {
        Thread.sleep(forTimeInterval: 0.5)
        check()
      }
    }
  }

  private func check() {
    guard let current = state.withLock({ $0 }),
      Date().timeIntervalSince(current.started) > limit
    else { return }
    StoryboardFuzz.say(
      "case \(current.index) ran for over \(limit) s, a hang; its file is \(caseFile.path)")
    exit(2)
  }

  func started(case index: Int) {
    state.withLock { $0 = (index, Date()) }
  }

  func stop() {
    running.store(false, ordering: .relaxed)
  }
}
