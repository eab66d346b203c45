import Foundation

/// Benchmarks the Cassowary solver, and Auto Layout through the UIKit API, against kiwisolver
/// on the same layouts, in one run.
///
/// `swift run -c release LayoutBenchmark [--repetitions N] [--kiwi-timeout SECONDS] [--no-kiwi]
/// [--shape row|stack|nesting|grid|centerLine|edge|proportional] [--counts 100,1000]`
/// measures every shape and size with our solver (and, for the shapes apps build with anchors,
/// through UIKit: views, anchors, activation, `layoutIfNeeded`, a window resize), runs
/// `kiwi_bench.py` on the same layout in a subprocess, prints side-by-side tables and a
/// pass/fail line per target.
///
/// `--loop build|resize|frames|centersAndBounds N` instead runs one operation through UIKit N
/// times on the first shape and count given, printing nothing: for `valgrind --tool=callgrind`,
/// whose instruction counts do not move with the machine's load. One operation costs (the total
/// at N − the total at 0) / N; `frames` is the resize's floor, so resize ÷ frames is the
/// `÷floor` column counted, and `centersAndBounds` the `÷c+b` column's.
@main
struct LayoutBenchmark {
  @MainActor
  static func main() throws {
    let arguments = CommandLine.arguments
    func option(_ name: String, default value: Double) -> Double {
      guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
        return value
      }
      return Double(arguments[index + 1]) ?? value
    }
    let repetitions = Int(option("--repetitions", default: 9))
    let kiwiTimeout = option("--kiwi-timeout", default: 60)
    let runKiwi = !arguments.contains("--no-kiwi")
    let counts = arguments.firstIndex(of: "--counts").flatMap { index in
      index + 1 < arguments.count
        ? arguments[index + 1].split(separator: ",").compactMap { Int($0) } : nil
    }
    let shapes =
      arguments.firstIndex(of: "--shape").flatMap { index in
        index + 1 < arguments.count ? Shape(rawValue: arguments[index + 1]).map { [$0] } : nil
      } ?? Shape.allCases

    if let index = arguments.firstIndex(of: "--loop") {
      guard index + 2 < arguments.count,
        let operation = UIKitLayout.Operation(rawValue: arguments[index + 1]),
        let times = Int(arguments[index + 2]), times >= 0
      else {
        FileHandle.standardError.write(
          Data("--loop takes build, resize, frames or centersAndBounds, then a count\n".utf8))
        exit(2)
      }
      let shape = shapes[0]
      let kept = UIKitLayout.loop(
        operation, on: Layout(shape, count: counts?.first ?? shape.counts[0]), times: times)
      withExtendedLifetime(kept) { exit(0) }
    }
    print(
      "Cassowary (Swift) vs kiwisolver \(kiwiVersion()) — medians over at least \(repetitions) "
        + "rounds and 0.25 s of samples per measurement")
    print(
      "kiwi per-case timeout \(Int(kiwiTimeout)) s; after a timeout larger N of that shape are skipped."
    )
    var cases: [Report.Case] = []
    for shape in shapes {
      var kiwiTimedOut = false
      for count in counts ?? shape.counts {
        let layout = Layout(shape, count: count)
        let ours = try Measurement.ours(on: layout, repetitions: repetitions)
        let uikit =
          shape.isBuiltThroughUIKit
          ? try UIKitMeasurement.measure(layout, repetitions: repetitions) : nil
        var kiwi: KiwiProcess.Outcome?
        if runKiwi && !kiwiTimedOut {
          kiwi = KiwiProcess.run(
            shape, count: count, repetitions: repetitions, timeout: kiwiTimeout)
          if case .timedOut = kiwi { kiwiTimedOut = true }
        }
        cases.append(Report.Case(shape: shape, count: count, ours: ours, uikit: uikit, kiwi: kiwi))
        FileHandle.standardError.write(Data("measured \(shape.rawValue) \(count)\n".utf8))
      }
    }
    let report = Report(cases: cases, kiwiTimeout: kiwiTimeout)
    print("")
    report.printTable()
    print("")
    print(
      "Through UIKit: build = views, anchors, activate, layoutIfNeeded; resize = window frame, "
        + "layoutIfNeeded; frames = only setting each view's frame to what the resize gives it, "
        + "no layout; c+b = setting the same through center and bounds, as UIKit's Auto Layout "
        + "does (never frame). Ratios against kiwi's build and resize of the same system.")
    report.printUIKitTable()
    print("")
    print(
      "Bytes per constraint: heap growth while adding the constraints (constraint objects built "
        + "beforehand), ours via glibc malloc_info, kiwi via mallinfo2 (its C++ allocations).")
    print("")
    report.printTargets()
  }

  private static func kiwiVersion() -> String {
    let process = Process()
    process.executableURL = KiwiProcess.python
    process.arguments = ["-c", "import kiwisolver; print(kiwisolver.__version__)"]
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return "(not found)" }
    process.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
