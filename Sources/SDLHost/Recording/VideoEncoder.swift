import Foundation

/// ffmpeg, run as a program, turning raw RGBA frames at 60 per second into an H.264 MP4.
///
/// Frames go down a pipe from a background queue, so the host's frame loop only hands them
/// over; the encoding runs in ffmpeg's own process.
final class VideoEncoder: @unchecked Sendable {
  /// Where ffmpeg is, or `nil` when it is not installed.
  static var executable: URL? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("ffmpeg") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private let process = Process()
  private let input = Pipe()
  private let queue = DispatchQueue(label: "SDLHost.VideoEncoder")
  private var failed = false

  /// Starts ffmpeg writing `output` from frames of `width` × `height` pixels.
  init(executable: URL, width: Int, height: Int, output: URL) throws {
    // A pipe whose reader died must give an error, not end the app.
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = executable
    process.arguments = [
      "-loglevel", "error", "-y", "-f", "rawvideo", "-pixel_format", "rgba", "-video_size",
      "\(width)x\(height)", "-framerate", "60", "-i", "-",
      // H.264 in 4:2:0 wants even sizes.
      "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "ultrafast",
      "-pix_fmt", "yuv420p", output.path,
    ]
    process.standardInput = input
    try process.run()
  }

  /// Queues one frame's pixels (RGBA, rows top to bottom).
  func append(_ pixels: [UInt8]) {
    queue.async { [self] in
      guard !failed else { return }
      do { try input.fileHandleForWriting.write(contentsOf: pixels) } catch { failed = true }
    }
  }

  /// Writes the frames still queued, closes the pipe and waits for ffmpeg to finish the file;
  /// `true` when it succeeded.
  func finish() -> Bool {
    queue.sync {
      try? input.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    return !failed && process.terminationStatus == 0
  }
}
