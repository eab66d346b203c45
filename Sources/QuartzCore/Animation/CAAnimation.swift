/// An explicit animation, as Core Animation's `CAAnimation`: timing, a delegate, and whether it
/// is removed when it ends.
///
/// Matches Core Animation: `layer.add(animation, forKey:)` adds a copy, whose `beginTime` of 0
/// becomes the current media time; it changes only what is presented (the model keeps its
/// value), runs on the frame clock, and is removed when it ends unless
/// ``isRemovedOnCompletion`` is `false`. The delegate hears `animationDidStart(_:)` and
/// `animationDidStop(_:finished:)` (with `false` when removed early) at the end of the frame.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
  // Exclusivity checks are off on the timing properties: the animation engine reads each of
  // them several times for every running animation, every frame (a third of evaluating a
  // spinning layer's animation went to the checks), and every access is a plain read or write.

  /// Matches Core Animation: when it starts, in the layer's time; 0 means when it is added.
  @exclusivity(unchecked) open var beginTime: TimeInterval = 0
  /// Matches Core Animation: one cycle's length; 0 means Core Animation's default, 0.25 s.
  @exclusivity(unchecked) open var duration: TimeInterval = 0
  /// Matches Core Animation: how fast local time runs; 0 freezes it.
  @exclusivity(unchecked) open var speed: Float = 1
  /// Matches Core Animation: an offset into local time.
  @exclusivity(unchecked) open var timeOffset: TimeInterval = 0
  /// Matches Core Animation: how many cycles run; 0 means one, `.infinity` forever.
  @exclusivity(unchecked) open var repeatCount: Float = 0
  /// Matches Core Animation: how long to repeat, instead of a count.
  @exclusivity(unchecked) open var repeatDuration: TimeInterval = 0
  /// Matches Core Animation: each cycle runs forwards, then backwards.
  @exclusivity(unchecked) open var autoreverses = false
  /// Matches Core Animation: what shows before the start and after the end.
  @exclusivity(unchecked) open var fillMode = CAMediaTimingFillMode.removed
  /// Matches Core Animation: the pace of each cycle; `nil` is linear.
  @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
  /// Matches Core Animation: whether the layer drops the animation when it ends; keep it (with
  /// `fillMode = .forwards`) to hold the end value.
  @exclusivity(unchecked) open var isRemovedOnCompletion = true
  /// Matches Core Animation: told when the animation starts and stops. Retained, as in Core
  /// Animation.
  open var delegate: CAAnimationDelegate?

  /// Matches Core Animation: an animation with default timing.
  public required override init() {
    super.init()
  }

  /// Matches Core Animation: a new animation object.
  public class func animation() -> Self { Self() }

  /// Matches Core Animation: the default value of a property, `nil` for all here.
  open class func defaultValue(forKey key: String) -> Any? { nil }

  /// A copy with the same settings: what a layer keeps when the animation is added, as Core
  /// Animation copies it.
  func makeCopy() -> CAAnimation {
    let copy = Self()
    copy.copySettings(from: self)
    return copy
  }

  /// Copies every setting of `other` into this animation; subclasses add theirs.
  func copySettings(from other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
  }

  /// Matches Core Animation: as an action, the animation adds itself to the layer for the key.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  /// Changes `state` (the presented values so far) as the animation does at `parentTime`.
  func apply(at parentTime: TimeInterval, to state: inout LayerState) {}

  /// Whether the animation only moves, turns or fades the layer as a whole.
  var isPlacement: Bool { false }

  // MARK: Timing

  /// The length of one cycle, with Core Animation's default for 0.
  var effectiveDuration: TimeInterval { duration > 0 ? duration : 0.25 }

  /// The time from start to end in local time, repeats and reversals included.
  var activeDuration: TimeInterval {
    let cycle = autoreverses ? 2 * effectiveDuration : effectiveDuration
    if repeatDuration > 0 { return repeatDuration }
    let count = repeatCount > 0 ? Double(repeatCount) : 1
    return count.isInfinite ? .infinity : cycle * count
  }

  /// When the animation ends, in the parent's time: never while frozen or repeating forever.
  var endTime: TimeInterval {
    guard speed > 0, activeDuration.isFinite else { return .infinity }
    return beginTime + max(0, activeDuration - timeOffset) / Double(speed)
  }

  /// Where in its cycle the animation is at `parentTime`, in seconds from 0 to the duration
  /// (running back down while reversing), or `nil` when it has no effect then.
  func localTime(at parentTime: TimeInterval) -> TimeInterval? {
    let d = effectiveDuration
    let cycle = autoreverses ? 2 * d : d
    let active = activeDuration
    var t = (parentTime - beginTime) * Double(speed) + timeOffset
    let phase: TimeInterval
    if t < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      t = 0
      phase = 0
    } else if t >= active {
      guard fillMode == .forwards || fillMode == .both, active.isFinite else { return nil }
      let cycles = active / cycle
      let fraction = cycles - cycles.rounded(.down)
      phase = fraction < 1e-9 ? cycle : fraction * cycle
    } else {
      phase = t.truncatingRemainder(dividingBy: cycle)
    }
    return phase <= d ? phase : cycle - phase
  }

  /// The eased fraction of the cycle at `localTime`.
  func easedFraction(_ localTime: TimeInterval) -> Double {
    let fraction = min(max(localTime / effectiveDuration, 0), 1)
    return timingFunction?.progress(at: fraction) ?? fraction
  }
}

/// Told when an animation starts and stops, as Core Animation's `CAAnimationDelegate`.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// Matches Core Animation: the animation began (at the end of that frame).
  func animationDidStart(_ anim: CAAnimation)
  /// Matches Core Animation: the animation ended by itself (`finished`), or was removed first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one layer property named by a key path, as `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  // Exclusivity checks are off for the reason given in `CAAnimation`.

  /// Matches Core Animation: the animated property, such as `"opacity"`, `"position.x"`,
  /// `"transform.scale"` or `"strokeEnd"`.
  @exclusivity(unchecked) open var keyPath: String?
  /// Matches Core Animation: the animated value is added to the current value instead of
  /// replacing it.
  @exclusivity(unchecked) open var isAdditive = false
  /// Matches Core Animation: each repeat continues from where the last ended.
  @exclusivity(unchecked) open var isCumulative = false

  /// Matches Core Animation: an animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copySettings(from other: CAAnimation) {
    super.copySettings(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  /// `keyPath` as parsed, with the string it was parsed from: an animation applies every
  /// frame, and parsing its key path each time was a tenth of a frame of 200 spinning layers.
  private var parsedKeyPath: (path: String, key: LayerKeyPath?)?

  /// The property `keyPath` names, parsed again only when `keyPath` changes.
  private var layerKeyPath: LayerKeyPath? {
    guard let keyPath else { return nil }
    if let parsedKeyPath, parsedKeyPath.path == keyPath { return parsedKeyPath.key }
    let key = LayerKeyPath(keyPath)
    parsedKeyPath = (keyPath, key)
    return key
  }

  override var isPlacement: Bool { layerKeyPath?.isPlacement ?? false }

  override func apply(at parentTime: TimeInterval, to state: inout LayerState) {
    guard let key = layerKeyPath, let local = localTime(at: parentTime) else { return }
    if let number = key.number {
      let current = number.get(&state)
      if let value = numberValue(atLocalTime: local, current: current) {
        number.set(&state, isAdditive ? value + current : value)
        return
      }
    }
    let current = key.get(&state)
    guard var value = value(atLocalTime: local, current: current) else { return }
    if isAdditive { value = value.added(to: current) }
    key.set(&state, value)
  }

  /// The animated value at `localTime`, given the property's value so far; `nil` for none.
  func value(atLocalTime localTime: TimeInterval, current: AnimationValue) -> AnimationValue? {
    nil
  }

  /// ``value(atLocalTime:current:)`` for a property of one number, with the same arithmetic on
  /// a `Double`, or `nil` to have it computed as an ``AnimationValue``: a turn, a fade or a
  /// slide is evaluated every frame, and each `AnimationValue` of numbers is an array.
  func numberValue(atLocalTime localTime: TimeInterval, current: Double) -> Double? {
    nil
  }
}
