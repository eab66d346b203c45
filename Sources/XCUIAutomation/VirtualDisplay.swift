import Foundation

/// An X server of its own (Xvfb) for an app launched where there is no display, so that UI
/// tests run the same on a headless machine: `make test`'s setup installs `xvfb`.
///
/// Xvfb picks a free display number itself (`-displayfd`) and tells it on its standard output;
/// it listens on no TCP port, and it ends when the app it was started for disconnects
/// (`-terminate`), even when the test process died without stopping it.
final class VirtualDisplay: @unchecked Sendable {
  /// The display's name, such as `:99`.
  let name: String
  private let process: Process

  private init(name: String, process: Process) {
    self.name = name
    self.process = process
  }

  /// Starts Xvfb with a screen larger than any window a test opens; throws with what to
  /// install or what Xvfb said when it cannot.
  static func start(timeout: TimeInterval = 20) throws(LaunchFailure) -> VirtualDisplay {
    let candidates = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      throw LaunchFailure(
        "there is no DISPLAY and Xvfb is not installed: install the xvfb package (make test's "
          + "setup does), or set DISPLAY")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-terminate",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw LaunchFailure("Xvfb could not start: \(error)")
    }
    let connection = output.fileHandleForReading
    let reader = LineReader(handle: connection)
    guard let number = reader.firstLine(timeout: timeout), !number.isEmpty else {
      process.terminate()
      throw LaunchFailure("Xvfb did not report a display within \(Int(timeout)) seconds")
    }
    return VirtualDisplay(name: ":\(number)", process: process)
  }

  /// Waits briefly for Xvfb to end by itself (`-terminate`, once the app has gone), then kills
  /// it: SIGTERM may be blocked in it, inherited from the test's thread.
  func stop() {
    let deadline = Date().addingTimeInterval(1)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  deinit { stop() }
}

/// Reads the first line a child process writes, with a deadline.
private struct LineReader {
  let handle: FileHandle

  func firstLine(timeout: TimeInterval) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    var bytes: [UInt8] = []
    while Date() < deadline {
      var request = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, 100) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(handle.fileDescriptor, &byte, 1) == 1 else { return nil }
      if byte == UInt8(ascii: "\n") {
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
      }
      bytes.append(byte)
    }
    return nil
  }
}
