/// The keyframes one `UIView.animateKeyframes` block gives one property, as offsets from the
/// property's final model value.
///
/// Matches UIKit, which turns a block's keyframes into one `CAKeyframeAnimation` per property:
/// key time 0 holds the value before the block; each keyframe adds its start time holding the
/// previous value (when it starts after the previous keyframe ends) and its end time with its
/// own value; and if the last keyframe ends early, key time 1 holds its value. (A logged
/// iOS animation shows keyframe 0–0.1 of `alpha` to 0 as key times 0, 0.1, 1 and values
/// 1, 0, 0.) The block's calculation mode then decides what lies between these keyframes:
/// straight lines, jumps at each key time, even speed, or a Catmull–Rom curve.
package struct KeyframePath {
  private var times: [Double] = [0]
  private var offsets: [AnimationVector] = [.zero]
  /// The track for `times` (with key time 1 appended when needed), rebuilt as keyframes join.
  private var track: KeyframeTrack
  private var trackOffsets: [AnimationVector]
  private let mode: CAAnimationCalculationMode

  /// An empty path, whose first keyframe starts from the property's current value.
  package init(mode: CAAnimationCalculationMode) {
    self.mode = mode
    track = KeyframeTrack(mode: mode, count: 1, keyTimes: [0], distance: { _ in 0 })
    trackOffsets = [.zero]
  }

  /// The value before the first keyframe, as an offset from the final value.
  var startOffset: AnimationVector { offsets[0] }

  /// Adds the keyframe that moved the model value by `-delta` (so `delta` is the value before
  /// it minus its own) over `span` of the whole animation. The earlier keyframes' offsets were
  /// from the value before it, so they grow by `delta`. A keyframe that starts before the
  /// previous one ends is moved to the later time: key times never go back.
  package mutating func append(delta: AnimationVector, over span: ClosedRange<Double>) {
    for index in offsets.indices { offsets[index] += delta }
    let last = times[times.count - 1]
    if span.lowerBound > last {
      times.append(span.lowerBound)
      offsets.append(delta)
    }
    times.append(max(span.upperBound, last))
    offsets.append(.zero)
    var keyTimes = times
    trackOffsets = offsets
    if keyTimes[keyTimes.count - 1] < 1 {
      keyTimes.append(1)
      trackOffsets.append(.zero)
    }
    let values = trackOffsets
    track = KeyframeTrack(
      mode: mode, count: values.count, keyTimes: keyTimes,
      distance: { Self.length(values[$0 + 1] - values[$0]) })
  }

  /// The offset at `progress` of the whole animation (after its curve).
  func offset(at progress: Double) -> AnimationVector {
    guard trackOffsets.count > 1 else { return trackOffsets[0] }
    if track.isDiscrete { return trackOffsets[track.discreteIndex(at: progress)] }
    let (segment, t) = track.segment(at: progress)
    if track.isCubic {
      return track.cubicWeights(segment: segment, t: t).reduce(AnimationVector.zero) {
        $0 + trackOffsets[$1.index] * $1.weight
      }
    }
    return trackOffsets[segment] + (trackOffsets[segment + 1] - trackOffsets[segment]) * t
  }

  private static func length(_ vector: AnimationVector) -> Double {
    (vector * vector).sum().squareRoot()
  }
}
