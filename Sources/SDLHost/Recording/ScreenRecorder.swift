import Foundation
import UIKit

/// Records what the host window shows, for looking at a transition frame by frame or attaching
/// it to a bug report.
///
/// F5 starts and stops a recording, or `UIKIT_RECORD=<seconds>` records from launch for that
/// long. Each recording is a folder under `UIKIT_RECORD_DIR` (`out/recordings` by default)
/// holding `recording.mp4`, encoded at 60 frames per second by ffmpeg, and `filmstrip.png`,
/// ten frames spread over the recording. Without ffmpeg it prints one line saying what to
/// install and writes `frames/` instead: PNG frames, ten a second.
///
/// The frame loop only reads back the pixels it drew and hands them to the encoder's queue.
/// The video runs on a 60 Hz grid from the start: the time the host spent without redrawing
/// (idle, or showing the same frame) is filled with the last frame, so the video keeps real
/// time without keeping an idle host awake. Finishing the files runs in the background; at
/// exit the host waits for it.
@MainActor
final class ScreenRecorder {
  /// Every sixth frame (ten a second) is kept for the filmstrip and the PNG frames.
  private static let sampleStride = 6
  /// At most a minute of kept frames.
  private static let maximumSamples = 600

  private let baseDirectory: URL
  private var folder: URL?
  private var encoder: VideoEncoder?
  private var started: Double = 0
  private var stopsAt: Double?
  private var last: ImageBitmap?
  private var frames = 0
  private var samples: [ImageBitmap] = []
  private let finishingGroup = DispatchGroup()

  /// A recorder writing its recordings' folders under `directory`.
  init(directory: String) {
    baseDirectory = URL(fileURLWithPath: directory)
  }

  /// Whether frames are being recorded.
  private(set) var isRecording = false

  /// Seconds since the recording began.
  func elapsed(now: Double) -> TimeInterval { isRecording ? now - started : 0 }

  /// Starts a recording at `now`, for `duration` seconds or until ``stop()``.
  func start(now: Double, duration: TimeInterval? = nil) {
    guard !isRecording else { return }
    let stamp = DateFormatter()
    stamp.dateFormat = "yyyyMMdd-HHmmss"
    folder = baseDirectory.appendingPathComponent(stamp.string(from: Date()))
    started = now
    stopsAt = duration.map { now + $0 }
    frames = 0
    samples = []
    last = nil
    isRecording = true
    print("SDLHost: recording; F5 stops")
  }

  /// Takes this loop turn's frame: the pixels drawn, or `nil` when nothing was redrawn.
  func record(_ drawn: ImageBitmap?, now: Double) {
    guard isRecording else { return }
    if let stopsAt, now >= stopsAt { return stop() }
    let previous = last
    if let drawn,
      previous == nil || (drawn.width == previous!.width && drawn.height == previous!.height)
    {
      last = drawn
    }
    guard let frame = last else { return }
    if encoder == nil && frames == 0 {
      encoder = makeEncoder(width: frame.width, height: frame.height)
    }
    // The frames due on the 60 Hz grid by now; after a long stall, at most two seconds.
    let due = min(Int((now - started) * 60) + 1 - frames, 120)
    for slot in 0..<max(due, 0) {
      append(slot == due - 1 ? frame : previous ?? frame)
    }
  }

  private func append(_ frame: ImageBitmap) {
    encoder?.append(frame.pixels)
    if frames % Self.sampleStride == 0 && samples.count < Self.maximumSamples {
      samples.append(frame)
    }
    frames += 1
  }

  /// Ends the recording; its files are finished in the background, and the host prints where
  /// they are. ``waitForFiles()`` waits for them.
  func stop() {
    guard isRecording, let folder else { return }
    isRecording = false
    let finishing = Finishing(
      folder: folder, encoder: encoder, samples: samples, frames: frames)
    encoder = nil
    samples = []
    let group = finishingGroup
    group.enter()
    Thread.detachNewThread {
      finishing.run()
      group.leave()
    }
  }

  /// Waits until every stopped recording's files are written: at exit.
  func waitForFiles() {
    finishingGroup.wait()
  }

  private func makeEncoder(width: Int, height: Int) -> VideoEncoder? {
    guard let folder else { return nil }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard let ffmpeg = VideoEncoder.executable else {
      print(
        "SDLHost: no video encoder: install ffmpeg (apt-get install ffmpeg) for recording.mp4; writing PNG frames instead"
      )
      return nil
    }
    do {
      return try VideoEncoder(
        executable: ffmpeg, width: width, height: height,
        output: folder.appendingPathComponent("recording.mp4"))
    } catch {
      print("SDLHost: could not start ffmpeg (\(error)); writing PNG frames instead")
      return nil
    }
  }

}

/// What is left to do when a recording stops: the video, the filmstrip, and the PNG frames when
/// there is no video. It runs off the main thread.
private struct Finishing: @unchecked Sendable {
  let folder: URL
  let encoder: VideoEncoder?
  let samples: [ImageBitmap]
  let frames: Int

  func run() {
    if let encoder, encoder.finish() {
      print("SDLHost: wrote \(folder.appendingPathComponent("recording.mp4").path)")
    } else {
      writeFrames(to: folder.appendingPathComponent("frames"))
    }
    let count = min(10, samples.count)
    let picked = (0..<count).map {
      samples[count == 1 ? 0 : $0 * (samples.count - 1) / (count - 1)]
    }
    let strip = folder.appendingPathComponent("filmstrip.png")
    if let data = UIImage(bitmap: FilmstripLayout.image(picked)).pngData() {
      try? data.write(to: strip)
      print("SDLHost: wrote \(strip.path) (\(frames) frames, \(picked.count) in the strip)")
    }
  }

  /// The kept frames as PNG files, ten a second, when there is no video.
  private func writeFrames(to frames: URL) {
    try? FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
    for (index, frame) in samples.enumerated() {
      let file = frames.appendingPathComponent(String(format: "frame-%04d.png", index + 1))
      try? UIImage(bitmap: frame).pngData()?.write(to: file)
    }
    print("SDLHost: wrote \(samples.count) PNG frames to \(frames.path)")
  }
}
