import Foundation
import SDLHost
import UIKit
import UIKitTestSupport

/// Benchmark 11 (issue 12): bad input that used to hang or exhaust memory, timed.
///
/// - A 100,000-character word in a multi-line label, sized and laid out: wrapping measures about
///   a line's worth of characters per line (it took two minutes).
/// - The first frame of a rounded, clipping view scaled 1,000 times, and of a view with a
///   shadow radius of 1,000 points: masks and shadows are made only where they show (20 s and
///   1.4 s before).
/// - The peak memory of decoding a 20,000 × 20,000 PNG, in a child process of this binary
///   (`--decode-peak`), in copies of the image's 1.6 GB of pixels: one (three before).
@MainActor
struct ReliabilityBenchmark {
  let configuration: Configuration

  private static let repetitions = 5

  func run() throws -> [BenchmarkRow] {
    // Nothing here uses a window system; measure once, in the offscreen child.
    guard configuration == .offscreen else { return [] }
    return [longWord(), scaledView(), wideShadow(), try bigPNG()]
  }

  private func longWord() -> BenchmarkRow {
    // Base64-like, drawn at random: a word whose characters cycled would repeat its lines
    // every cycle, and the measurements of one line would serve the next ones with the same
    // characters, which a real word (a data URL, a key) does not allow. A new word each
    // time: the font library keeps the last long line it shaped.
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var generator = SeededGenerator(seed: 11)
    let words = (0..<Self.repetitions).map { _ in
      String((0..<100_000).map { _ in alphabet.randomElement(using: &generator)! })
    }
    var lines = 0
    let times = Samples(
      words.map { word in
        let (root, window) = BenchmarkWindow.headless()
        let start = MonotonicClock.now
        let label = UILabel()
        label.numberOfLines = 0
        label.text = word
        label.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(label)
        NSLayoutConstraint.activate([
          label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
          label.topAnchor.constraint(equalTo: root.view.topAnchor),
          label.widthAnchor.constraint(equalToConstant: 300),
        ])
        UIApplication.shared.advance(by: 0)
        let elapsed = MonotonicClock.now - start
        lines = Int((label.frame.height / label.font.lineHeight).rounded())
        window.isHidden = true
        return elapsed
      })
    return BenchmarkRow(
      benchmark: "11. 100,000-character word: label sized and laid out",
      configuration: configuration, framework: BenchmarkRow.milliseconds(times.median),
      target: "< 50 ms", verdict: times.median < 0.05 ? .pass : .fail,
      detail: "300 points wide, \(lines) lines; max of \(Self.repetitions) "
        + BenchmarkRow.milliseconds(times.percentile(100)))
  }

  private func scaledView() -> BenchmarkRow {
    firstFrame("11. scale 1,000: first frame", target: 0.1) { root in
      let view = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
      view.backgroundColor = .systemBlue
      view.layer.cornerRadius = 5
      view.clipsToBounds = true
      view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)))
      view.transform = CGAffineTransform(scaleX: 1_000, y: 1_000)
      root.view.addSubview(view)
    }
  }

  private func wideShadow() -> BenchmarkRow {
    firstFrame("11. shadowRadius 1,000: first frame", target: 0.1) { root in
      let view = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
      view.backgroundColor = .systemBlue
      view.layer.shadowOpacity = 1
      view.layer.shadowRadius = 1_000
      root.view.addSubview(view)
    }
  }

  /// Renders a fresh window with the software rasterizer, which starts with no cached mask.
  private func firstFrame(
    _ name: String, target: Double, build: (UIViewController) -> Void
  ) -> BenchmarkRow {
    let times = Samples(
      (0..<Self.repetitions).map { _ in
        let (root, window) = BenchmarkWindow.headless()
        build(root)
        UIApplication.shared.advance(by: 0)
        let list = window.displayList
        let start = MonotonicClock.now
        _ = SDLRasterizer().rasterize(list, size: window.bounds.size, scale: 2)
        let elapsed = MonotonicClock.now - start
        window.isHidden = true
        return elapsed
      })
    return BenchmarkRow(
      benchmark: name, configuration: configuration, times: times, target: target,
      detail: "390 × 844 points at 2x, software renderer")
  }

  private func bigPNG() throws -> BenchmarkRow {
    let side = 20_000
    let path = URL(fileURLWithPath: ".build/benchmark-\(side)x\(side).png").path
    if !FileManager.default.fileExists(atPath: path) {
      try Self.png(side: side).write(to: URL(fileURLWithPath: path))
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--decode-peak", path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard fields.count == 3 else {
      throw BenchmarkFailure(description: "the decoding child printed '\(text)'")
    }
    let (before, peak, seconds) = (fields[0], fields[1], fields[2])
    let pixels = Double(side * side * 4)
    let copies = (peak - before) / pixels
    return BenchmarkRow(
      benchmark: "11. 20,000 × 20,000 PNG: decoding peak", configuration: configuration,
      framework: String(format: "%.2f copies", copies), target: "≤ 1.1 copies",
      verdict: copies <= 1.1 ? .pass : .fail,
      detail: String(
        format: "peak RSS %.2f GB, %.2f GB before decoding; %.1f s to decode; %.1f MB file",
        peak / 1e9, before / 1e9, seconds,
        Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
          / 1e6))
  }

  /// A `side` × `side` PNG of diagonal stripes, which compresses to a few megabytes.
  private static func png(side: Int) throws -> Data {
    var pixels = [UInt8](repeating: 255, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side where (x + y) % 64 < 32 {
        pixels[(y * side + x) * 4] = 0
        pixels[(y * side + x) * 4 + 1] = 120
      }
    }
    let image = UIImage(bitmap: ImageBitmap(width: side, height: side, pixels: pixels))
    guard let data = image.pngData() else {
      throw BenchmarkFailure(description: "could not encode the \(side)-pixel PNG")
    }
    return data
  }

  /// The child's side of ``bigPNG()``: decodes `path` and prints the resident memory before,
  /// the peak, in bytes, and the seconds decoding took.
  static func decodePeak(path: String) -> String {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    let before = residentBytes
    let start = MonotonicClock.now
    let decoded = UIImage(data: data)
    let seconds = MonotonicClock.now - start
    // VmHWM, not getrusage's ru_maxrss, which a child started by a large parent inherits.
    let peak = status("VmHWM")
    return decoded == nil ? "failed" : "\(before) \(peak) \(seconds)"
  }

  private static var residentBytes: Double { status("VmRSS") }

  /// A memory figure from /proc/self/status, in bytes (the list benchmark reads it too).
  static func status(_ field: String) -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return (line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0) * 1024
  }
}
