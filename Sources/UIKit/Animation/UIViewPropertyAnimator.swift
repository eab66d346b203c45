/// An animation that can be paused, scrubbed, reversed and continued: the basis of
/// interactive transitions.
///
/// Matches UIKit's state machine: an animator is `.inactive` until it starts (or is paused, or
/// has `fractionComplete` set), which runs its animation blocks and makes it `.active`; it ends
/// at `.end` (or `.start`, when reversed), calling its completions with that position;
/// `stopAnimation(true)` leaves the properties where they are and calls nothing;
/// `stopAnimation(false)` waits in `.stopped` for `finishAnimation(at:)`.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { card.center.y = 100 }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.5        // scrub with the finger
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, AnimationDriver {
  /// The time the animation takes from start to end, in seconds; negative durations become 0.
  public let duration: TimeInterval
  private let curve: TimingCurve
  private var pendingAnimations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Linear time fraction: 0 at the start, 1 at the end.
  private var fraction: Double = 0
  /// While running: the media time and fraction the current run started from.
  private var runStart: (time: TimeInterval, fraction: Double)?
  private var delay: TimeInterval = 0

  /// Matches UIKit: `.inactive`, `.active` once started, paused or scrubbed, `.stopped` after
  /// `stopAnimation(false)`.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Accepted for source compatibility; every animator here can be paused and scrubbed.
  open var isInterruptible = true
  /// Accepted for source compatibility; whether animated views take touches follows hit testing.
  open var isUserInteractionEnabled = true
  /// Matches UIKit: while paused, `fractionComplete` maps linearly to the properties; when `false`,
  /// scrubbing follows the timing curve.
  open var scrubsLinearly = true
  /// Matches UIKit: when `true`, reaching the end leaves the animator active and paused instead of
  /// finishing it, so it can be scrubbed back.
  open var pausesOnCompletion = false

  /// Makes an inactive animator with one of UIKit's four standard curves.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)
  {
    self.duration = max(0, duration)
    self.curve = curve.timingCurve
    super.init()
    if let animations { pendingAnimations.append(animations) }
  }

  /// Makes an inactive animator with a cubic Bézier timing curve through the two control points.
  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = max(0, duration)
    curve = .bezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
    super.init()
    if let animations { pendingAnimations.append(animations) }
  }

  /// Makes an inactive animator with a critically damped (1) or springier (below 1) curve that
  /// settles within `duration`.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = max(0, duration)
    curve = .spring(dampingRatio: Double(ratio), initialVelocity: 0)
    super.init()
    if let animations { pendingAnimations.append(animations) }
  }

  /// Matches UIKit: an animator that is already running.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Whether the animation is moving now: `true` after starting, `false` while paused or stopped.
  open var isRunning: Bool { runStart != nil }

  /// Matches UIKit: reversing a running animator makes it head back to the start.
  open var isReversed = false {
    willSet {
      // Restart the run from here, measured in the old direction, before it flips.
      guard newValue != isReversed, let now = currentTime else { return }
      fraction = linearFraction(at: now)
      runStart = (now, fraction)
    }
  }

  /// How far along the animation is, in time. Setting it scrubs a paused animator.
  open var fractionComplete: CGFloat {
    get { CGFloat(currentTime.map(linearFraction(at:)) ?? fraction) }
    set {
      activateIfNeeded()
      guard !isRunning else { return }
      fraction = min(max(Double(newValue), 0), 1)
      refreshPresentations()
    }
  }

  /// Adds an animation block: run at once (from the current fraction) when the animator is active,
  /// otherwise when it starts.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active {
      run(animation)
    } else {
      pendingAnimations.append(animation)
    }
  }

  /// Adds an animation block; `delayFactor` is accepted for source compatibility and ignored.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a block called with the final position when the animation ends, at the end of that frame.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts (or resumes) the animation now; an inactive animator first runs its animation blocks.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts (or resumes) the animation after `delay` seconds. A stopped animator does not start.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped else { return }
    activateIfNeeded()
    self.delay = max(0, delay)
    runStart = (UIApplication.shared.mediaTime + self.delay, fraction)
    UIApplication.shared.setNeedsFrame()
  }

  /// Pauses where the animation is, activating an inactive animator so it can be scrubbed.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activateIfNeeded()
    if let now = currentTime { fraction = linearFraction(at: now) }
    runStart = nil
    refreshPresentations()
  }

  /// Resumes a paused animator. Timing parameters other than the original curve are not
  /// supported; `durationFactor` scales the time left.
  open func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    guard state == .active, !isRunning else { return }
    runStart = (UIApplication.shared.mediaTime, fraction)
    UIApplication.shared.setNeedsFrame()
  }

  /// Stops where the animation is. With `withoutFinishing`, the animator becomes inactive and
  /// no completion runs; otherwise it waits, stopped, for ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    if let now = currentTime { fraction = linearFraction(at: now) }
    runStart = nil
    if withoutFinishing {
      AnimationEngine.shared.endAnimations(drivenBy: self, at: .current)
      state = .inactive
    } else {
      // The animations stay frozen where they are until finishAnimation(at:) says where the
      // properties end.
      refreshPresentations()
      state = .stopped
    }
  }

  /// Ends a stopped animator with its properties at `finalPosition`, and runs the completions.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  // MARK: Driving the engine

  package func progress(of animation: PropertyAnimation, at time: TimeInterval) -> Double {
    let linear = linearFraction(at: time)
    let start = animation.driverStartFraction
    let local = start >= 1 ? 1 : max(0, (linear - start) / (1 - start))
    let usesCurve = isRunning || !scrubsLinearly
    return usesCurve ? curve.progress(at: local, duration: duration * (1 - start)) : local
  }

  package var needsFrames: Bool { isRunning }

  package func frameDidAdvance(to time: TimeInterval) {
    guard let runStart, time >= runStart.time else { return }
    let linear = linearFraction(at: time)
    if !isReversed && linear >= 1 {
      fraction = 1
      reachedEnd(.end)
    } else if isReversed && linear <= 0 {
      fraction = 0
      reachedEnd(.start)
    }
  }

  private func reachedEnd(_ position: UIViewAnimatingPosition) {
    runStart = nil
    if pausesOnCompletion {
      refreshPresentations()
    } else {
      finish(at: position)
    }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    let place: AnimationEngine.RestingPlace =
      switch position {
      case .start: .start
      case .end: .end
      case .current: .current
      }
    AnimationEngine.shared.endAnimations(drivenBy: self, at: place)
    state = .inactive
    let completions = self.completions
    self.completions = []
    UIApplication.shared.deferToEndOfFrame {
      for completion in completions { completion(position) }
    }
  }

  /// The media time while running (after any delay), or `nil` while paused.
  private var currentTime: TimeInterval? {
    runStart.map { max($0.time, UIApplication.shared.mediaTime) }
  }

  private func linearFraction(at time: TimeInterval) -> Double {
    guard let runStart else { return fraction }
    let elapsed = max(0, time - runStart.time)
    let step = duration > 0 ? elapsed / duration : 1
    return min(max(runStart.fraction + (isReversed ? -step : step), 0), 1)
  }

  private func activateIfNeeded() {
    guard state == .inactive else { return }
    state = .active
    AnimationEngine.shared.register(self)
    let blocks = pendingAnimations
    pendingAnimations = []
    for block in blocks { run(block) }
  }

  private func run(_ block: () -> Void) {
    let context = ViewAnimationBlocks.Context(
      duration: duration, delay: 0, curve: curve, options: [], transaction: nil, driver: self,
      driverStartFraction: fraction)
    ViewAnimationBlocks.shared.perform(context, block)
  }

  private func refreshPresentations() {
    AnimationEngine.shared.refreshPresentations(drivenBy: self)
  }
}

/// The states of an animator, as `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started: the animation blocks have not run.
  case inactive = 0
  /// Started, paused or scrubbed: the properties are animating.
  case active = 1
  /// Stopped by `stopAnimation(false)`; waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animator's properties end, as `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// The properties at their targets.
  case end = 0
  /// The properties back at their starting values.
  case start = 1
  /// The properties where the animation was when it ended.
  case current = 2
}

/// Custom timing for `continueAnimation`. Only the animator's own curve is supported.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {}
