/// A timer that fires once per frame, in step with the display.
///
/// Matches Core Animation, except for how the callback is given: Linux has no Objective-C
/// selectors, so instead of `init(target:selector:)` the link takes a closure. It fires in the
/// animation step of each frame, before layout, with ``timestamp`` set to that frame's time.
///
/// ```swift
/// let link = CADisplayLink { link in spinner.transform = .init(rotationAngle: link.timestamp) }
/// link.add(to: .main, forMode: .common)
/// ```
@preconcurrency @MainActor
open class CADisplayLink {
  private let handler: (CADisplayLink) -> Void
  private(set) var isInvalidated = false

  /// Makes a link that calls `handler` once per frame after it is added to a run loop.
  ///
  /// Matches `CADisplayLink(target:selector:)` in purpose; Linux has no selectors, so the callback
  /// is a closure that receives the link.
  public init(handler: @escaping (CADisplayLink) -> Void) {
    self.handler = handler
  }

  /// The time of the frame that fired the link most recently.
  public private(set) var timestamp: TimeInterval = 0
  /// The time of the next frame.
  public var targetTimestamp: TimeInterval { timestamp + duration }
  /// The time between frames.
  public var duration: TimeInterval { 1.0 / 60 }
  /// Accepted for source compatibility; the link fires on every frame whatever this says.
  public var preferredFramesPerSecond = 0
  /// A paused link stays registered but does not fire.
  public var isPaused = false

  /// Starts firing on every frame. The run loop and mode are accepted for source compatibility;
  /// frames are the only clock.
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    isInvalidated = false
    AnimationEngine.shared.add(self)
  }

  /// Matches Core Animation: removing the link from its run loop invalidates it.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

  /// Stops the link for good and releases it.
  public func invalidate() { isInvalidated = true }

  func fire(at time: TimeInterval) {
    guard !isInvalidated else { return }
    timestamp = time
    handler(self)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The frame clock's current time, as Core Animation's `CACurrentMediaTime()`.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> TimeInterval { MediaClock.shared.time }
