/// An animation from one value to another, as Core Animation's `CABasicAnimation`.
///
/// Matches Core Animation's rules for the three values: `fromValue` and `toValue` give both
/// ends; with `byValue` the other end is offset by it; a missing end is the property's current
/// value (so `toValue` alone animates from what is on screen).
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// Matches Core Animation: the start value (an `NSNumber`, `CGFloat`, `CGPoint`, `CGColor`,
  /// `CATransform3D`, `CGPath`…, of the property's kind).
  open var fromValue: Any?
  /// Matches Core Animation: the end value.
  open var toValue: Any?
  /// Matches Core Animation: an offset from one end to the other.
  open var byValue: Any?
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
    let from = fromValue.flatMap { AnimationValue.from($0, like: current) } ?? implicitFrom
    let to = toValue.flatMap { AnimationValue.from($0, like: current) }
    let by = byValue.flatMap { AnimationValue.from($0, like: current) }
    if fromValue != nil && from == nil || toValue != nil && to == nil || byValue != nil && by == nil
    {
      GraphicsLog.report(
        "CABasicAnimation: a value for '\(keyPath ?? "")' is not of the property's kind; ignored")
      return nil
    }
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, b.added(to: f))
    case (nil, let t?, let b?): return (Self.subtract(b, from: t), t)
    case (let f?, nil, nil): return (f, current)
    case (nil, let t?, nil): return (current, t)
    case (nil, nil, let b?): return (current, b.added(to: current))
    default: return (current, current)
    }
  }

  override func value(atLocalTime localTime: TimeInterval, current: AnimationValue)
    -> AnimationValue?
  {
    guard let (from, to) = ends(current: current) else { return nil }
    return from.interpolated(to: to, fraction: progress(atLocalTime: localTime))
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
@MainActor
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

  /// Matches Core Animation: how long the spring takes to settle, found by running it until it
  /// stays within 0.1 % of the end.
  open var settlingDuration: TimeInterval {
    var settled = 0.0
    var time = 0.0
    while time < 60 {
      if abs(1 - position(at: time)) > 0.001 { settled = time }
      time += 1.0 / 120
    }
    return settled + 1.0 / 120
  }

  override func progress(atLocalTime localTime: TimeInterval) -> Double {
    position(at: localTime)
  }

  /// The spring's position at `t` seconds: 0 at the start, settling on 1.
  private func position(at t: Double) -> Double {
    let m = max(Double(mass), 1e-6)
    let k = max(Double(stiffness), 1e-6)
    let c = max(Double(damping), 0)
    let v0 = Double(initialVelocity)
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let x0 = -1.0
    let x: Double
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      x = exp(-zeta * omega * t) * (x0 * cos(wd * t) + (zeta * omega * x0 + v0) / wd * sin(wd * t))
    } else {
      x = exp(-omega * t) * (x0 + (omega * x0 + v0) * t)
    }
    return 1 + x
  }
}
