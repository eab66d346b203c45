import Foundation
import SDLHost
import UIKit
import UIKitTestSupport

/// Benchmark 12: a window-sized `UIVisualEffectView` (the system material) over 100 coloured
/// views, one of which changes colour every frame, so the blur is made again in every frame, as
/// while a blurred panel slides. Timed through the public API (whole frames), and the blur
/// alone on the pixels it reads, made on the smaller copy the host makes and on the full-size
/// pixels it blurred before.
@MainActor
struct BlurBenchmark {
  let configuration: Configuration

  private static let frames = 120

  func run() throws -> [BenchmarkRow] {
    // Phones draw at 2 and 3 pixels a point: the blur must hold there too.
    try [1, 2, 3].flatMap { try run(scale: $0) }
  }

  private func run(scale: CGFloat) throws -> [BenchmarkRow] {
    let grid = ColoredGrid(viewCount: 100, size: BenchmarkWindow.size)
    let root = GridViewController(grid: grid)
    let bench = try BenchmarkWindow(configuration: configuration, root: root, scale: scale)
    defer { bench.close() }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = root.view.bounds
    root.view.addSubview(blur)
    let changing = root.view.subviews[0]
    _ = bench.frameworkFrame()
    let blursBefore = bench.host.drawer.statistics.backdropBlurs
    var times: [Double] = []
    for frame in 0..<Self.frames {
      changing.backgroundColor = frame % 2 == 0 ? .systemRed : .systemBlue
      times.append(bench.frameworkFrame().total)
    }
    let blurs = bench.host.drawer.statistics.backdropBlurs - blursBefore
    let frameTime = Samples(times).median
    let sigma = Double(10 * scale)
    let (reduced, full) = blurAlone(
      width: Int(BenchmarkWindow.size.width * scale) + 2 * Int(3 * sigma),
      height: Int(BenchmarkWindow.size.height * scale) + 2 * Int(3 * sigma), sigma: sigma)
    return [
      BenchmarkRow(
        benchmark: "12. window-sized blur, made again every frame, scale \(Int(scale))",
        configuration: configuration, framework: Self.milliseconds(frameTime),
        target: "≤ 16.67 ms",
        verdict: frameTime <= 1.0 / 60 && blurs == Self.frames ? .pass : .fail,
        detail: "\(blurs) blurs in \(Self.frames) frames at scale \(scale)"),
      BenchmarkRow(
        benchmark: "12. the blur alone at scale \(Int(scale)): smaller copy / full size",
        configuration: configuration,
        framework: Self.milliseconds(reduced), raw: Self.milliseconds(full),
        ratio: String(format: "%.2f", reduced / full), verdict: .info,
        detail: "σ \(Int(sigma)) px, reduced \(BoxBlur.Reduction(sigma: sigma).factor)×"),
    ]
  }

  /// Medians of blurring `width` × `height` pixels by `sigma` on the smaller copy (averaging
  /// included) and on the full-size pixels.
  private func blurAlone(width: Int, height: Int, sigma: Double) -> (Double, Double) {
    var generator = SeededGenerator(seed: 12)
    let pixels = (0..<width * height).map { _ in
      UInt32.random(in: 0...UInt32.max, using: &generator)
    }
    let reduction = BoxBlur.Reduction(sigma: sigma)
    func median(_ body: () -> Void) -> Double {
      Samples(
        (0..<9).map { _ in
          let start = MonotonicClock.now
          body()
          return MonotonicClock.now - start
        }
      ).median
    }
    let reduced = median {
      let small = BoxBlur.reduce(pixels, width: width, height: height, by: reduction.factor)
      var copy = small.pixels
      BoxBlur.blur(&copy, width: small.width, height: small.height, sigma: reduction.sigma)
    }
    let full = median {
      var copy = pixels
      BoxBlur.blur(&copy, width: width, height: height, sigma: sigma)
    }
    return (reduced, full)
  }

  private static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.2f ms", seconds * 1000)
  }
}
