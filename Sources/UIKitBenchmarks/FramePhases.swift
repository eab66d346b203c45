import Foundation

/// Where one frame's time went, in seconds: running the core's frame (animations, layout,
/// display list), drawing, and presenting. The raw loop has no `run` phase.
struct FramePhases {
  var run: Double = 0
  var draw: Double = 0
  var present: Double = 0

  var total: Double { run + draw + present }

  /// The median of each phase separately; `total` is then the sum of the phase medians, which
  /// is what `median(ofTotals:)` is for when the total itself must be exact.
  static func median(of frames: [FramePhases]) -> FramePhases {
    FramePhases(
      run: Samples(frames.map(\.run)).median, draw: Samples(frames.map(\.draw)).median,
      present: Samples(frames.map(\.present)).median)
  }

  /// The median frame time.
  static func median(ofTotals frames: [FramePhases]) -> Double {
    Samples(frames.map(\.total)).median
  }

  /// "run 0.10 + draw 3.20 + present 0.40 ms", phase medians.
  var breakdown: String {
    let parts = [("run", run), ("draw", draw), ("present", present)].filter { $0.1 > 0 }
    return parts.map { "\($0.0) \(String(format: "%.2f", $0.1 * 1000))" }
      .joined(separator: " + ") + " ms"
  }
}
