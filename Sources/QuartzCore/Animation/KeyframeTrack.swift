/// Core Animation's keyframe arithmetic: when each keyframe is reached under a calculation
/// mode, where a moment falls among them, and the weights of a cubic curve through them.
///
/// Shared by `CAKeyframeAnimation`, which interpolates its `values`, and by
/// `UIView.animateKeyframes`, which UIKit turns into one keyframe animation per property (see
/// `KeyframePath`). Each caller combines its own kind of value with the positions found here.
struct KeyframeTrack {
  let mode: CAAnimationCalculationMode
  /// When each keyframe is reached, as fractions of the duration from 0 to 1.
  let times: [Double]

  /// Times for `count` keyframes. Matches Core Animation: the paced modes space the keyframes
  /// by the distance between neighbours (`distance(i)` is from keyframe `i` to `i + 1`),
  /// ignoring key times; otherwise `keyTimes` (already checked by the caller) when given, or
  /// even spacing, in which discrete keyframes each hold for an equal share.
  init(
    mode: CAAnimationCalculationMode, count: Int, keyTimes: [Double]?,
    distance: (Int) -> Double
  ) {
    self.mode = mode
    if mode == .paced || mode == .cubicPaced {
      var distances = [0.0]
      for index in 0..<max(count - 1, 0) {
        distances.append(distances[distances.count - 1] + distance(index))
      }
      let total = distances[distances.count - 1]
      if total > 0 {
        times = distances.map { $0 / total }
        return
      }
    }
    if let keyTimes {
      times = keyTimes
      return
    }
    let steps = mode == .discrete ? count : count - 1
    times = (0..<count).map { Double($0) / Double(max(steps, 1)) }
  }

  /// Matches Core Animation's discrete mode: each keyframe holds from its time until the next
  /// keyframe's.
  var isDiscrete: Bool { mode == .discrete }

  /// Whether values between keyframes follow a Catmull–Rom curve instead of straight lines.
  var isCubic: Bool { mode == .cubic || mode == .cubicPaced }

  /// The keyframe a discrete track shows at `fraction`.
  func discreteIndex(at fraction: Double) -> Int {
    min(times.lastIndex { $0 <= fraction + 1e-9 } ?? 0, times.count - 1)
  }

  /// The segment (from keyframe `index` to `index + 1`) that `fraction` falls in, and how far
  /// along it, from 0 to 1. Needs at least two keyframes.
  func segment(at fraction: Double) -> (index: Int, t: Double) {
    var index = 0
    while index < times.count - 2 && fraction > times[index + 1] { index += 1 }
    let span = times[index + 1] - times[index]
    let t = span > 0 ? min(max((fraction - times[index]) / span, 0), 1) : 1
    return (index, t)
  }

  /// The Catmull–Rom weights of the keyframes around segment `index` at `t` along it: the
  /// keyframes before, at each end of, and after the segment, an end keyframe standing in for
  /// a missing neighbour. The weights sum to 1.
  func cubicWeights(segment index: Int, t: Double) -> [(index: Int, weight: Double)] {
    let t2 = t * t
    let t3 = t2 * t
    return [
      (max(index - 1, 0), 0.5 * (-t + 2 * t2 - t3)),
      (index, 0.5 * (2 - 5 * t2 + 3 * t3)),
      (index + 1, 0.5 * (t + 4 * t2 - 3 * t3)),
      (min(index + 2, times.count - 1), 0.5 * (-t2 + t3)),
    ]
  }
}
