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
    let times = self.times(for: keyframes)
    if calculationMode == .discrete {
      let index = times.lastIndex { $0 <= fraction + 1e-9 } ?? 0
      return keyframes[min(index, keyframes.count - 1)]
    }
    var segment = 0
    while segment < keyframes.count - 2 && fraction > times[segment + 1] { segment += 1 }
    let span = times[segment + 1] - times[segment]
    var t = span > 0 ? min(max((fraction - times[segment]) / span, 0), 1) : 1
    if let functions = timingFunctions, segment < functions.count {
      t = functions[segment].progress(at: t)
    }
    if calculationMode == .cubic || calculationMode == .cubicPaced {
      return Self.catmullRom(keyframes, segment: segment, t: t)
    }
    return keyframes[segment].interpolated(to: keyframes[segment + 1], fraction: t)
  }

  /// When each keyframe is reached: the key times when they fit, by distance when paced, or
  /// evenly spaced.
  private func times(for keyframes: [AnimationValue]) -> [Double] {
    let count = keyframes.count
    if calculationMode == .paced || calculationMode == .cubicPaced {
      var distances = [0.0]
      for (a, b) in zip(keyframes, keyframes.dropFirst()) {
        distances.append(distances[distances.count - 1] + a.distance(to: b))
      }
      let total = distances[distances.count - 1]
      if total > 0 { return distances.map { $0 / total } }
    }
    if let keyTimes {
      let given = keyTimes.map(\.doubleValue)
      let ordered = zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
      if given.count == count, ordered, given.allSatisfy({ (0...1).contains($0) }) {
        return given
      }
      GraphicsLog.report(
        "CAKeyframeAnimation: \(given.count) key times for \(count) values (or not rising from "
          + "0 to 1); spacing the values evenly")
    }
    let steps = calculationMode == .discrete ? count : count - 1
    return (0..<count).map { Double($0) / Double(max(steps, 1)) }
  }

  private static func catmullRom(_ values: [AnimationValue], segment i: Int, t: Double)
    -> AnimationValue
  {
    let p1 = values[i]
    let p2 = values[i + 1]
    let p0 = i > 0 ? values[i - 1] : p1
    let p3 = i + 2 < values.count ? values[i + 2] : p2
    guard case .numbers(let a) = p0, case .numbers(let b) = p1, case .numbers(let c) = p2,
      case .numbers(let d) = p3, a.count == b.count, b.count == c.count, c.count == d.count
    else { return p1.interpolated(to: p2, fraction: t) }
    let t2 = t * t
    let t3 = t2 * t
    return .numbers(
      (0..<b.count).map { k in
        0.5
          * (2 * b[k] + (-a[k] + c[k]) * t + (2 * a[k] - 5 * b[k] + 4 * c[k] - d[k]) * t2
            + (-a[k] + 3 * b[k] - 3 * c[k] + d[k]) * t3)
      })
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
