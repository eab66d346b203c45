import CSDL2
import Foundation
import SDLHost
import UIKit

/// Benchmark 9: Core Animation shape layers.
///
/// - 200 spinning `CAShapeLayer` stars against the raw loop blitting pre-rasterised stars
///   rotated to the same angles, and how many layer rasters were uploaded again while they
///   spun (a cached layer is drawn without re-rasterising, so: none).
/// - The cost of one changed path: a 300-point chart line whose path is replaced every other
///   frame, the frame time with the change against without, and the same path rasterised by
///   Core Graphics alone.
@MainActor
struct ShapeLayerBenchmark {
  let configuration: Configuration

  private static let frames = 120
  private static let repetitions = 3

  func run() throws -> [BenchmarkRow] {
    try spinning() + changedPath()
  }

  private func spinning() throws -> [BenchmarkRow] {
    let field = ShapeField(size: BenchmarkWindow.size)
    let root = UIViewController()
    // After the window: opening it resets the application, animations included.
    let bench = try BenchmarkWindow(configuration: configuration, root: root)
    defer { bench.close() }
    let stars = field.install(in: root.view, spinning: true)
    guard let raw = RawShapes(renderer: bench.renderer, field: field)
    else { throw BenchmarkFailure(description: "could not create the raw stars' textures") }
    defer { raw.destroy() }
    for _ in 0..<3 { _ = bench.frameworkFrame() }
    let uploadsBefore = bench.host.drawer.statistics.rasterUploads
    var rawTime: TimeInterval = 0
    let compared = InterleavedMeasurement.measure(
      repetitions: Self.repetitions, frames: Self.frames,
      framework: { _ in bench.frameworkFrame() },
      raw: { _ in
        rawTime += 1.0 / 60
        return bench.rawFrame { raw.draw(on: $0, field: field, time: rawTime) }
      })
    let uploads = bench.host.drawer.statistics.rasterUploads - uploadsBefore
    // A check that the work measured was done: the stars really turned.
    guard let turned = stars.first?.presentation()?.transform, turned != CATransform3DIdentity
    else { throw BenchmarkFailure(description: "the stars did not spin") }
    let framesRun = Self.frames * (Self.repetitions + 1)
    return [
      BenchmarkRow(
        benchmark: "9. 200 spinning shape layers", configuration: configuration,
        compared: compared, maximumRatio: 1.25),
      BenchmarkRow(
        benchmark: "9. cached shape layers re-rasterised", configuration: configuration,
        framework: "\(uploads) in \(framesRun) frames", target: "0",
        verdict: uploads == 0 ? .pass : .fail,
        detail: "layer rasters uploaded again while 200 shape layers spun"),
    ]
  }

  private func changedPath() throws -> [BenchmarkRow] {
    let field = ShapeField(size: BenchmarkWindow.size)
    let root = UIViewController()
    let bench = try BenchmarkWindow(configuration: configuration, root: root)
    defer { bench.close() }
    _ = field.install(in: root.view, spinning: false)
    let chart = CAShapeLayer()
    chart.frame = CGRect(x: 0, y: 260, width: BenchmarkWindow.size.width, height: 300)
    chart.strokeColor = UIColor.systemBlue.cgColor
    chart.fillColor = nil
    chart.lineWidth = 2
    let waves = (0..<8).map { Self.wave(phase: Double($0) / 8, size: chart.bounds.size) }
    chart.path = waves[0]
    root.view.layer.addSublayer(chart)
    for _ in 0..<3 { _ = bench.frameworkFrame() }
    var next = 0
    // Both sides are framework frames: "framework" replaces the chart's path first, "raw"
    // draws the same scene unchanged.
    let compared = InterleavedMeasurement.measure(
      repetitions: Self.repetitions, frames: Self.frames,
      framework: { _ in
        next = (next + 1) % waves.count
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        chart.path = waves[next]
        CATransaction.commit()
        return bench.frameworkFrame()
      },
      raw: { _ in bench.frameworkFrame() })
    let changed = compared.framework.frameTime
    let unchanged = compared.raw.frameTime
    let cost = compared.framework.medianExcess(over: compared.raw)
    let alone = Self.rasterTime(of: waves, size: chart.bounds.size)
    let upload = Self.uploadTime(
      size: chart.bounds.size, scale: UIScreen.main.scale, renderer: bench.renderer)
    let floor = alone + upload
    let ratio = cost / floor
    return [
      BenchmarkRow(
        benchmark: "9. one changed path (300 points)", configuration: configuration,
        framework: BenchmarkRow.milliseconds(cost), raw: BenchmarkRow.milliseconds(floor),
        ratio: BenchmarkRow.ratio(ratio), target: "≤ 1.20", verdict: ratio <= 1.2 ? .pass : .fail,
        detail:
          "what replacing the chart's path adds to a frame, each against the unchanged frame "
          + "drawn next to it (medians \(BenchmarkRow.milliseconds(changed)) against "
          + "\(BenchmarkRow.milliseconds(unchanged))) vs the raw column: Core "
          + "Graphics alone stroking it (\(BenchmarkRow.milliseconds(alone))) plus one upload of "
          + "its pixels (\(BenchmarkRow.milliseconds(upload))); changed "
          + "\(compared.framework.phases.breakdown), unchanged \(compared.raw.phases.breakdown)")
    ]
  }

  /// A 300-point sine line across `size`.
  private static func wave(phase: Double, size: CGSize) -> CGPath {
    let path = CGMutablePath()
    for step in 0..<300 {
      let x = size.width * CGFloat(step) / 299
      let angle = (Double(step) / 299 * 4 + phase) * 2 * .pi
      let point = CGPoint(x: x, y: size.height / 2 * (1 + 0.8 * CGFloat(sin(angle))))
      if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return path
  }

  /// The median time `SDL_UpdateTexture` takes to upload an image of `size` points at `scale`
  /// into a texture of that size: the other inner part of the changed-path frame.
  private static func uploadTime(size: CGSize, scale: CGFloat, renderer: OpaquePointer)
    -> TimeInterval
  {
    let width = Int32((size.width * scale).rounded(.up))
    let height = Int32((size.height * scale).rounded(.up))
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        width, height)
    else { return 0 }
    defer { SDL_DestroyTexture(texture) }
    let pixels = [UInt8](repeating: 0x80, count: Int(width) * Int(height) * 4)
    var times: [Double] = []
    for _ in 0..<64 {
      let start = MonotonicClock.now
      pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, width * 4) }
      times.append(MonotonicClock.now - start)
    }
    return Samples(times).median
  }

  /// The median time Core Graphics takes to stroke one of `paths` into a fresh image of `size`
  /// at the screen's scale (`UIGraphicsImageRenderer`): the inner part of the changed-path
  /// frame.
  private static func rasterTime(of paths: [CGPath], size: CGSize) -> TimeInterval {
    let renderer = UIGraphicsImageRenderer(size: size)
    var times: [Double] = []
    for round in 0..<(paths.count * 8) {
      let start = MonotonicClock.now
      _ = renderer.image {
        $0.cgContext.setStrokeColor(UIColor.systemBlue.cgColor)
        $0.cgContext.setLineWidth(2)
        $0.cgContext.addPath(paths[round % paths.count])
        $0.cgContext.strokePath()
      }
      times.append(MonotonicClock.now - start)
    }
    return Samples(times).median
  }
}
