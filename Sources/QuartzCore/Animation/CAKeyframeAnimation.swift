/// An animation through a series of values, or along a path, as `CAKeyframeAnimation`.
///
/// Matches Core Animation: ``values`` are reached at ``keyTimes`` (fractions of the duration;
/// evenly spaced when `nil`, and when their count does not match the values, which is logged),
/// each segment eased by its ``timingFunctions`` entry. ``calculationMode`` is `.linear`,
/// `.discrete` (jumps), `.paced` (even speed; key times ignored) or `.cubic` (a smooth
/// Catmull–Rom curve through the values). A ``path`` (for `position`) is followed at even speed,
/// turning the layer along it with `rotationMode = .rotateAuto`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// Matches Core Animation: the values, of the property's kind.
  open var values: [Any]?
  /// Matches Core Animation: a path for a point property to follow, in the superlayer's space.
  open var path: CGPath?
  /// Matches Core Animation: when each value is reached, from 0 to 1.
  open var keyTimes: [NSNumber]?
  /// Matches Core Animation: one curve per segment between values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// Matches Core Animation: how values between the keyframes are computed.
  open var calculationMode = CAAnimationCalculationMode.linear
  /// Matches Core Animation: `.rotateAuto` turns the layer to follow ``path``.
  open var rotationMode: CAAnimationRotationMode?

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    rotationMode = other.rotationMode
  }

  override func apply(at parentTime: TimeInterval, to state: inout LayerState) {
    super.apply(at: parentTime, to: &state)
    guard path != nil, rotationMode != nil, let local = localTime(at: parentTime),
      let point = path?.point(atFractionOfLength: easedFraction(local))
    else { return }
    var components = TransformComponents(state.transform.affine)
    components.rotation += point.angle
    state.transform = CATransform3D(components.affine)
  }

  override func value(atLocalTime localTime: TimeInterval, current: AnimationValue)
    -> AnimationValue?
  {
    let fraction = easedFraction(localTime)
    if let path {
      guard case .numbers(let model) = current, model.count == 2,
        let point = path.point(atFractionOfLength: fraction)
      else { return nil }
      return .numbers([point.point.x, point.point.y])
    }
    guard let raw = values, !raw.isEmpty else { return nil }
    let keyframes = raw.compactMap { AnimationValue.from($0, like: current) }
    guard keyframes.count == raw.count else {
      GraphicsLog.report(
        "CAKeyframeAnimation: a value for '\(keyPath ?? "")' is not of the property's kind; "
          + "ignored")
      return nil
    }
    guard keyframes.count > 1 else { return keyframes[0] }
    let track = KeyframeTrack(
      mode: calculationMode, count: keyframes.count, keyTimes: checkedKeyTimes(keyframes.count),
      distance: { keyframes[$0].distance(to: keyframes[$0 + 1]) })
    if track.isDiscrete { return keyframes[track.discreteIndex(at: fraction)] }
    var (segment, t) = track.segment(at: fraction)
    if let functions = timingFunctions, segment < functions.count {
      t = functions[segment].progress(at: t)
    }
    if track.isCubic,
      let cubic = Self.combine(track.cubicWeights(segment: segment, t: t), of: keyframes)
    {
      return cubic
    }
    return keyframes[segment].interpolated(to: keyframes[segment + 1], fraction: t)
  }

  /// The key times, when they fit `count` values: as many as the values, rising from 0 to 1,
  /// or in the discrete mode one more, as Core Animation documents (the last closes the last
  /// value's hold). Anything else is logged and the values are spaced evenly.
  private func checkedKeyTimes(_ count: Int) -> [Double]? {
    guard let keyTimes, calculationMode != .paced, calculationMode != .cubicPaced else {
      return nil
    }
    let given = keyTimes.map(\.doubleValue)
    let ordered = zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
    let fits = given.count == count || (calculationMode == .discrete && given.count == count + 1)
    if fits, ordered, given.allSatisfy({ (0...1).contains($0) }) {
      return Array(given.prefix(count))
    }
    GraphicsLog.report(
      "CAKeyframeAnimation: \(given.count) key times for \(count) values (or not rising from "
        + "0 to 1); spacing the values evenly")
    return nil
  }

  /// The weighted sum of number values (a cubic curve's point); `nil` for other kinds, which
  /// then move in straight lines.
  private static func combine(
    _ weights: [(index: Int, weight: Double)], of values: [AnimationValue]
  ) -> AnimationValue? {
    var sum: [Double]?
    for (index, weight) in weights {
      guard case .numbers(let components) = values[index],
        sum == nil || sum?.count == components.count
      else { return nil }
      let current = sum ?? Array(repeating: 0, count: components.count)
      sum = zip(current, components).map { $0 + weight * $1 }
    }
    return sum.map(AnimationValue.numbers)
  }
}

/// How a keyframe animation computes values between keyframes, as
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight lines between keyframes (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Jumps from keyframe to keyframe.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Even speed over the whole animation; key times are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth curve through the keyframes.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth curve at even speed.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer turns to follow a keyframe animation's path, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Turns along the path's direction.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Turns along the path's direction, reversed.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
