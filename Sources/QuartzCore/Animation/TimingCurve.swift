/// How an animation's progress follows time: a cubic Bézier curve or a damped spring.
///
/// The Bézier control points are Core Animation's for UIKit's four curves. The spring follows
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: a
/// damped harmonic oscillator whose stiffness is chosen so that it settles within the duration.
package indirect enum TimingCurve: Equatable, Sendable {
  case bezier(Double, Double, Double, Double)
  case spring(dampingRatio: Double, initialVelocity: Double)
  /// Runs `curve` only between two fractions of the duration: 0 before, 1 after. A segment
  /// of zero length is a step. Transition styles use it for their halves (a flip turns the old
  /// side away in the first half and the new side in during the second).
  case segment(from: Double, to: Double, TimingCurve)

  package static let linear = TimingCurve.bezier(0, 0, 1, 1)
  package static let easeIn = TimingCurve.bezier(0.42, 0, 1, 1)
  package static let easeOut = TimingCurve.bezier(0, 0, 0.58, 1)
  package static let easeInOut = TimingCurve.bezier(0.42, 0, 0.58, 1)

  /// The eased progress at `fraction` of the duration, which lasts `duration` seconds.
  package func progress(at fraction: Double, duration: Double) -> Double {
    switch self {
    case .segment(let start, let end, let curve):
      if fraction < start { return 0 }
      if fraction >= end { return 1 }
      return curve.progress(
        at: (fraction - start) / (end - start), duration: duration * (end - start))
    case .bezier(let x1, let y1, let x2, let y2):
      if fraction <= 0 { return 0 }
      if fraction >= 1 { return 1 }
      return Self.bezier(x1, y1, x2, y2, at: fraction)
    case .spring(let dampingRatio, let initialVelocity):
      if fraction <= 0 { return 0 }
      if fraction >= 1 { return 1 }
      return Self.spring(
        dampingRatio: dampingRatio, initialVelocity: initialVelocity,
        time: fraction * duration, duration: duration)
    }
  }

  /// Solves x(t) = fraction for the curve parameter by Newton's method with a bisection
  /// fallback, then returns y(t).
  private static func bezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at fraction: Double
  ) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
    var t = fraction
    for _ in 0..<8 {
      let error = coordinate(t, x1, x2) - fraction
      if abs(error) < 1e-9 { return coordinate(t, y1, y2) }
      let d = slope(t, x1, x2)
      if abs(d) < 1e-9 { break }
      t -= error / d
    }
    var low = 0.0
    var high = 1.0
    t = fraction
    for _ in 0..<60 {
      let x = coordinate(t, x1, x2)
      if abs(x - fraction) < 1e-9 { break }
      if x < fraction { low = t } else { high = t }
      t = (low + high) / 2
    }
    return coordinate(t, y1, y2)
  }

  /// A unit step response: 0 at the start, settling on 1. The natural frequency makes the
  /// envelope fall to 1/1000 of the distance at `duration`, where the animation snaps home.
  private static func spring(
    dampingRatio: Double, initialVelocity: Double, time t: Double, duration: Double
  ) -> Double {
    let zeta = min(max(dampingRatio, 0.01), 1)
    let settle = log(1000.0)
    if zeta >= 1 {
      // Critically damped: e^(-ωt)(1 + ωt) reaches 1/1000 at ωt ≈ 9.23.
      let omega = 9.23 / duration
      return 1 - exp(-omega * t) * (1 + (omega - initialVelocity) * t)
    }
    let omega = settle / (zeta * duration)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let envelope = exp(-zeta * omega * t)
    return 1
      - envelope
      * (cos(damped * t) + (zeta * omega - initialVelocity) / damped * sin(damped * t))
  }
}
