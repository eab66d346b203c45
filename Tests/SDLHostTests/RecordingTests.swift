import Foundation
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// The host's recording of what its window shows (F5, or `UIKIT_RECORD`), run offscreen.
@Suite("Recording a running app", .uiTest)
@MainActor
struct RecordingTests {
  @Test("a timed recording writes a video, or PNG frames without ffmpeg, and a filmstrip")
  func timedRecording() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("uikit-recording-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = SDLHost.Options()
    options.size = CGSize(width: 120, height: 90)
    options.videoDriver = "offscreen"
    options.renderDriver = "software"
    options.capturePath = folder.appendingPathComponent("capture.png").path
    options.captureAfter = 10
    options.duration = 0.8
    options.recordingDuration = 0.5
    options.recordingDirectory = folder.path

    _ = try SDLHost.runReturning(title: "RecordingTests", options: options) {
      let root = UIViewController()
      root.view.backgroundColor = .systemTeal
      return root
    }

    let recording = try #require(
      try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        .first { $0.lastPathComponent != "capture.png" })
    let files = try FileManager.default.contentsOfDirectory(atPath: recording.path)
    let strip = try #require(
      UIImage(contentsOfFile: recording.appendingPathComponent("filmstrip.png").path))
    // Frames 120 points wide, 2 pixels apart, showing the teal root view.
    #expect(strip.size.height == 90)
    #expect((strip.bitmap.width + 2) % 122 == 0)
    #expect(strip.bitmap.color(atX: 60, y: 45) != [0, 0, 0, 255])
    if VideoEncoder.executable != nil {
      #expect(files.contains("recording.mp4"))
    } else {
      let frames = try FileManager.default.contentsOfDirectory(
        atPath: recording.appendingPathComponent("frames").path)
      #expect(frames.contains("frame-0001.png"))
    }
  }
}
