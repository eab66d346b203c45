/// An animation from one value to another, as Core Animation's `CABasicAnimation`.
///
/// Matches Core Animation's rules for the three values: `fromValue` and `toValue` give both
/// ends; with `byValue` the other end is offset by it; a missing end is the property's current
/// value (so `toValue` alone animates from what is on screen).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// Matches Core Animation: the start value (an `NSNumber`, `CGFloat`, `CGPoint`, `CGColor`,
  /// `CATransform3D`, `CGPath`…, of the property's kind).
  open var fromValue: Any? { didSet { converted = nil } }
  /// Matches Core Animation: the end value.
  open var toValue: Any? { didSet { converted = nil } }
  /// Matches Core Animation: an offset from one end to the other.
  open var byValue: Any? { didSet { converted = nil } }
  /// The three values as last converted (see ``ConvertedValues``).
  private var converted: ConvertedValues?
  /// The start value of an implicit animation: what was on screen before the change.
  var implicitFrom: AnimationValue?

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
    implicitFrom = other.implicitFrom
  }

  /// The two ends, by Core Animation's rules, or `nil` when a value is of the wrong kind.
  func ends(current: AnimationValue) -> (AnimationValue, AnimationValue)? {
    let values = convertedValues(like: current)
    guard values.allConverted else {
      GraphicsLog.report(
        "CABasicAnimation: a value for '\(keyPath ?? "")' is not of the property's kind; ignored")
      return nil
    }
    switch (values.from ?? implicitFrom, values.to, values.by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, b.added(to: f))
    case (nil, let t?, let b?): return (Self.subtract(b, from: t), t)
    case (let f?, nil, nil): return (f, current)
    case (nil, let t?, nil): return (current, t)
    case (nil, nil, let b?): return (current, b.added(to: current))
    default: return (current, current)
    }
  }

  /// `fromValue`, `toValue` and `byValue` converted for a property of one kind (see
  /// `AnimationValue.kind`), kept until a value is set again: an animation applies every
  /// frame, and converting its values (casts from `Any`), or only asking whether each is there,
  /// copied them each time. A reference, so reading it copies none of them.
  @MainActor private final class ConvertedValues {
    let kind: AnimationValue.Kind
    let from: AnimationValue?
    let to: AnimationValue?
    let by: AnimationValue?
    /// Whether every value that was given converted.
    let allConverted: Bool
    /// For a property of one number, when every value given converted: the values as numbers.
    let numbers: (from: Double?, to: Double?, by: Double?)?

    init(_ animation: CABasicAnimation, like current: AnimationValue) {
      kind = current.kind
      from = animation.fromValue.flatMap { AnimationValue.from($0, like: current) }
      to = animation.toValue.flatMap { AnimationValue.from($0, like: current) }
      by = animation.byValue.flatMap { AnimationValue.from($0, like: current) }
      allConverted =
        (animation.fromValue == nil || from != nil) && (animation.toValue == nil || to != nil)
        && (animation.byValue == nil || by != nil)
      func number(_ value: AnimationValue?) -> Double? {
        guard case .numbers(let numbers) = value else { return nil }
        return numbers[0]
      }
      numbers =
        allConverted && kind == .numbers(count: 1)
        ? (number(from), number(to), number(by)) : nil
    }
  }

  /// What the values of a property of one number are converted like.
  private static let oneNumber = AnimationValue.numbers([0])

  private func convertedValues(like current: AnimationValue) -> ConvertedValues {
    if let converted, converted.kind == current.kind { return converted }
    let made = ConvertedValues(self, like: current)
    converted = made
    return made
  }

  override func value(atLocalTime localTime: TimeInterval, current: AnimationValue)
    -> AnimationValue?
  {
    guard let (from, to) = ends(current: current) else { return nil }
    return from.interpolated(to: to, fraction: progress(atLocalTime: localTime))
  }

  /// Core Animation's rules for the two ends, as in ``ends(current:)``, and the interpolation
  /// of ``AnimationValue/interpolated(to:fraction:)``, on numbers.
  override func numberValue(atLocalTime localTime: TimeInterval, current: Double) -> Double? {
    guard let values = convertedValues(like: Self.oneNumber).numbers else { return nil }
    var from = values.from
    if from == nil, let implicitFrom {
      guard case .numbers(let numbers) = implicitFrom, numbers.count == 1 else { return nil }
      from = numbers[0]
    }
    let start: Double
    let end: Double
    switch (from, values.to, values.by) {
    case (let f?, let t?, _): (start, end) = (f, t)
    case (let f?, nil, let b?): (start, end) = (f, b + f)
    case (nil, let t?, let b?): (start, end) = (t - b, t)
    case (let f?, nil, nil): (start, end) = (f, current)
    case (nil, let t?, nil): (start, end) = (current, t)
    case (nil, nil, let b?): (start, end) = (current, b + current)
    default: (start, end) = (current, current)
    }
    return start + (end - start) * progress(atLocalTime: localTime)
  }

  /// How far from the start value to the end value the animation is at `localTime`.
  func progress(atLocalTime localTime: TimeInterval) -> Double {
    easedFraction(localTime)
  }

  private static func subtract(_ value: AnimationValue, from base: AnimationValue)
    -> AnimationValue
  {
    guard case .numbers(let v) = value, case .numbers(let b) = base, v.count == b.count else {
      return base
    }
    return .numbers(zip(b, v).map(-))
  }
}

/// A damped spring from one value to another, as Core Animation's `CASpringAnimation`.
///
/// Matches Core Animation's physics: a mass on a spring with ``stiffness`` and ``damping``,
/// starting with ``initialVelocity`` (in units of the whole distance per second). The motion
/// follows time in seconds, not the duration; ``settlingDuration`` says how long it takes to
/// come to rest, and is the duration to give it.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
  /// Matches Core Animation: 1 by default.
  open var mass: CGFloat = 1
  /// Matches Core Animation: 100 by default.
  open var stiffness: CGFloat = 100
  /// Matches Core Animation: 10 by default.
  open var damping: CGFloat = 10
  /// Matches Core Animation: 0 by default.
  open var initialVelocity: CGFloat = 0

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
  }

  /// Matches Core Animation: how long the spring takes to settle. An underdamped spring is
  /// timed by its envelope, the time the decaying amplitude takes to fall to the rest
  /// threshold; that reproduces Apple's documented figures (damping 5: about 2.85 s; damping
  /// 15: just over 1 s). Other springs are run until they stay within the threshold.
  open var settlingDuration: TimeInterval {
    let spring = Spring(self)
    if spring.zeta < 1, spring.zeta > 0 {
      let amplitude = (1 + pow((spring.v0 - spring.zeta * spring.omega) / spring.wd, 2))
        .squareRoot()
      return max(0, log(amplitude / Self.restThreshold) / (spring.zeta * spring.omega))
    }
    var settled = 0.0
    var time = 0.0
    while time < 60 {
      if abs(1 - spring.position(at: time)) > Self.restThreshold { settled = time }
      time += 1.0 / 600
    }
    return settled
  }

  /// The displacement, as a fraction of the distance, at which the spring counts as at rest:
  /// fitted to Apple's documented settling durations.
  private static let restThreshold = 0.00083

  override func progress(atLocalTime localTime: TimeInterval) -> Double {
    Spring(self).position(at: localTime)
  }
}

/// A damped spring's constants, from a ``CASpringAnimation``'s mass, stiffness, damping and
/// initial velocity, moving from -1 to rest at 0.
private struct Spring {
  let omega: Double
  let zeta: Double
  let wd: Double
  let v0: Double

  @MainActor
  init(_ animation: CASpringAnimation) {
    let m = max(Double(animation.mass), 1e-6)
    let k = max(Double(animation.stiffness), 1e-6)
    let c = max(Double(animation.damping), 0)
    omega = (k / m).squareRoot()
    zeta = c / (2 * (k * m).squareRoot())
    wd = omega * max(0, 1 - zeta * zeta).squareRoot()
    v0 = Double(animation.initialVelocity)
  }

  /// 0 at the start, settling on 1.
  func position(at t: Double) -> Double {
    let x0 = -1.0
    let x: Double
    if zeta < 1 {
      x = exp(-zeta * omega * t) * (x0 * cos(wd * t) + (zeta * omega * x0 + v0) / wd * sin(wd * t))
    } else {
      x = exp(-omega * t) * (x0 + (omega * x0 + v0) * t)
    }
    return 1 + x
  }
}
