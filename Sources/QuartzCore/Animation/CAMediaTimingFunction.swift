/// How an animation's pace changes over its duration, as Core Animation's
/// `CAMediaTimingFunction`: a cubic Bézier curve from (0, 0) to (1, 1).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  let curve: TimingCurve
  private let points: (Float, Float, Float, Float)

  /// Matches Core Animation: one of the named curves.
  public convenience init(name: CAMediaTimingFunctionName) {
    let p: (Float, Float, Float, Float) =
      switch name {
      case .linear: (0, 0, 1, 1)
      case .easeIn: (0.42, 0, 1, 1)
      case .easeOut: (0, 0, 0.58, 1)
      case .easeInEaseOut: (0.42, 0, 0.58, 1)
      default: (0.25, 0.1, 0.25, 1)
      }
    self.init(controlPoints: p.0, p.1, p.2, p.3)
  }

  /// Matches Core Animation: the curve through control points (c1x, c1y) and (c2x, c2y).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    points = (c1x, c1y, c2x, c2y)
    curve = .bezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    super.init()
  }

  /// Matches Core Animation: writes control point `idx` (0 to 3) into `ptr` as two floats.
  public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let all: [(Float, Float)] = [(0, 0), (points.0, points.1), (points.2, points.3), (1, 1)]
    let point = all[min(max(idx, 0), 3)]
    ptr[0] = point.0
    ptr[1] = point.1
  }

  /// The eased fraction at `fraction` of the duration.
  func progress(at fraction: Double) -> Double {
    curve.progress(at: fraction, duration: 1)
  }
}

/// The names of Core Animation's built-in timing curves, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a name from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Even pace.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Starts slowly.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Ends slowly.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Starts and ends slowly.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The curve of implicit animations: (0.25, 0.1), (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing outside the active time (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// Holds the end value after the end (with `isRemovedOnCompletion = false`).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Shows the start value before a later `beginTime`.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing of an animation, as Core Animation's `CAMediaTiming`.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
  /// When the animation starts, in its parent's time; 0 means "when added".
  var beginTime: TimeInterval { get set }
  /// The length of one cycle, in seconds.
  var duration: TimeInterval { get set }
  /// How fast local time runs relative to the parent's.
  var speed: Float { get set }
  /// An offset added to local time.
  var timeOffset: TimeInterval { get set }
  /// How many cycles run (fractions allowed; `.infinity` forever).
  var repeatCount: Float { get set }
  /// How long to repeat for, instead of a count.
  var repeatDuration: TimeInterval { get set }
  /// Whether each cycle runs forwards then backwards.
  var autoreverses: Bool { get set }
  /// What shows outside the active time.
  var fillMode: CAMediaTimingFillMode { get set }
}
