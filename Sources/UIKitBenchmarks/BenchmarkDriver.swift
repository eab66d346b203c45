import Foundation

/// Runs each configuration in a child process of this same binary and prints one table.
///
/// A child per configuration because SDL picks its video driver once per process, and Xvfb
/// needs `xvfb-run` around the process that opens the window. Children print rows on standard
/// output and progress on standard error, which passes through.
struct BenchmarkDriver {
  let only: String?

  /// Returns the exit status: 0 when every configuration ran (targets may still be missed).
  func run() -> Int32 {
    var rows: [BenchmarkRow] = []
    var status: Int32 = 0
    var loads: [String] = []
    for configuration in Configuration.allCases {
      let before = Self.loadAverage
      let (configurationRows, exitStatus) = runChild(configuration)
      rows += configurationRows
      if exitStatus != 0 { status = 1 }
      loads.append("\(configuration.rawValue) \(before) → \(Self.loadAverage)")
    }
    print("")
    ResultTable(rows: rows).print()
    // Other work on the machine moves absolute times; the interleaved ratios much less.
    print(
      "\nLoad (1-minute load average, \(ProcessInfo.processInfo.activeProcessorCount) cores) "
        + "before → after: \(loads.joined(separator: "; "))")
    print(
      "\nRerun: .build/release/UIKitBenchmarks (or one configuration: --configuration "
        + "offscreen; under xvfb-run -a -s \"\(Self.xvfbScreen)\": --configuration xvfb)")
    return status
  }

  /// `-noreset`: Xvfb otherwise resets when its last client disconnects, and a window opened
  /// during the reset fails with "x11 not available" (each benchmark opens a new one).
  private static let xvfbScreen = "-screen 0 1280x1024x24 -noreset"

  /// The first field of /proc/loadavg.
  private static var loadAverage: String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return text.split(separator: " ").first.map(String.init) ?? "?"
  }

  private func runChild(_ configuration: Configuration) -> ([BenchmarkRow], Int32) {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    var childArguments = ["--configuration", configuration.rawValue]
    if let only { childArguments += ["--only", only] }
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_RENDER_DRIVER"] = Configuration.renderDriver
    environment["SDL_VIDEODRIVER"] = configuration.videoDriver
    let process = Process()
    switch configuration {
    case .xvfb:
      guard let xvfbRun = Self.findExecutable("xvfb-run") else {
        return ([unavailable(configuration, "xvfb-run not found (apt-get install xvfb xauth)")], 1)
      }
      process.executableURL = URL(fileURLWithPath: xvfbRun)
      // `-a` alone starts its search at display 99, where a concurrent `xvfb-run -a` (the
      // test suite) can race for the same number and leave the loser's program talking to
      // the winner's server; start the search elsewhere.
      let display = 200 + Int(getpid() % 600)
      process.arguments =
        ["-a", "-n", "\(display)", "-s", Self.xvfbScreen, executable] + childArguments
    case .offscreen:
      environment["DISPLAY"] = nil
      environment["WAYLAND_DISPLAY"] = nil
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = childArguments
    }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    FileHandle.standardError.write(Data("== \(configuration.rawValue)\n".utf8))
    do {
      try process.run()
    } catch {
      return ([unavailable(configuration, "could not start: \(error)")], 1)
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let rows = String(decoding: data, as: UTF8.self).split(separator: "\n")
      .compactMap(BenchmarkRow.init(line:))
    guard process.terminationStatus == 0 else {
      let reason = "child exited with status \(process.terminationStatus)"
      return (rows + [unavailable(configuration, reason)], process.terminationStatus)
    }
    return (rows, 0)
  }

  private func unavailable(_ configuration: Configuration, _ reason: String) -> BenchmarkRow {
    BenchmarkRow(
      benchmark: "(configuration did not run)", configuration: configuration, framework: "—",
      verdict: .fail, detail: reason)
  }

  private static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
