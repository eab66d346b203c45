import Foundation

/// Runs `kiwi_bench.py` for one layout in a subprocess and reads back its measurement.
///
/// The script sits next to this file, so its path comes from `#filePath` and works wherever
/// the package is built from. A case that outlives `timeout` is terminated and reported as a
/// timeout instead of stalling the whole run.
///
/// It runs Debian's `/usr/bin/python3`, the interpreter that the `python3-kiwisolver` package
/// `make bench` installs is built for; a `python3` found first on the `PATH` (pyenv, a virtual
/// environment) usually lacks kiwisolver, and every case would fail.
enum KiwiProcess {
  enum Outcome {
    case measured(Measurement)
    case timedOut
    case failed(String)
  }

  /// The interpreter every kiwi process runs (see above).
  static let python = URL(fileURLWithPath: "/usr/bin/python3")

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("kiwi_bench.py")

  static func run(_ shape: Shape, count: Int, repetitions: Int, timeout: Double) -> Outcome {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("kiwi_bench_\(getpid())_\(shape.rawValue)_\(count).json")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = python
    process.arguments = [
      script.path, shape.rawValue, String(count), String(repetitions),
      String(timeout / 2), output.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return .failed("cannot start python3: \(error)")
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return .timedOut
    }
    guard process.terminationStatus == 0 else {
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      return .failed(message.split(separator: "\n").last.map(String.init) ?? "exit status")
    }
    do {
      return .measured(try JSONDecoder().decode(Measurement.self, from: Data(contentsOf: output)))
    } catch {
      return .failed("unreadable output: \(error)")
    }
  }
}
