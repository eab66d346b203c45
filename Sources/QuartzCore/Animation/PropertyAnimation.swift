/// One additive animation of one layer property.
///
/// The layer's presented value is its model value plus each animation's offset, which moves
/// from `startOffset` to `endOffset` along the timing curve. An animation made by a property
/// change starts at "old value minus new value" and ends at zero, so a new animation of the same
/// property blends smoothly into the motion already under way while the earlier one runs to its
/// end and completes with `finished == true`. Transition styles use other offsets (a fade out
/// goes from 0 to −1) without touching the model.
@MainActor
package final class PropertyAnimation {
  package let property: LayerProperty
  private(set) var startOffset: AnimationVector
  let endOffset: AnimationVector
  package let timing: AnimationTiming
  package let transaction: AnimationTransaction?
  /// Matches UIKit: without `.allowUserInteraction`, views in flight ignore touches.
  package let allowsUserInteraction: Bool
  /// An interactive animator that owns this animation's clock, if any.
  package let driver: AnimationDriver?
  /// The driver's fraction when this animation joined it: animations added to a running
  /// animator cover only the rest of its run.
  package let driverStartFraction: Double
  /// The keyframes this animation passes through, for one made by `UIView.animateKeyframes`.
  package private(set) var keyframes: KeyframePath?

  package init(
    property: LayerProperty, from startOffset: AnimationVector, to endOffset: AnimationVector,
    timing: AnimationTiming, transaction: AnimationTransaction?, allowsUserInteraction: Bool,
    driver: AnimationDriver?, driverStartFraction: Double = 0, keyframes: KeyframePath? = nil
  ) {
    self.property = property
    self.keyframes = keyframes
    self.startOffset = startOffset
    self.endOffset = endOffset
    self.timing = timing
    self.transaction = transaction
    self.allowsUserInteraction = allowsUserInteraction
    self.driver = driver
    self.driverStartFraction = driverStartFraction
  }

  /// How far along the animation is, and whether it has ended by itself. Animations owned by
  /// a driver end only when the driver ends them.
  func progress(at time: TimeInterval) -> (progress: Double, finished: Bool) {
    if let driver { return (driver.progress(of: self, at: time), false) }
    return timing.progress(at: time)
  }

  /// The offset added to the model value at `progress`.
  func offset(at progress: Double) -> AnimationVector {
    if let keyframes { return keyframes.offset(at: progress) }
    return startOffset + (endOffset - startOffset) * progress
  }

  /// Adds a later keyframe of the same block (see `KeyframePath.append(delta:over:)`).
  package func appendKeyframe(delta: AnimationVector, over span: ClosedRange<Double>) {
    keyframes?.append(delta: delta, over: span)
    startOffset = keyframes?.startOffset ?? startOffset
  }
}

/// Something other than the media clock that decides how far animations have gone, such as
/// `UIViewPropertyAnimator` while it is paused or scrubbed.
@MainActor
package protocol AnimationDriver: AnyObject {
  /// The eased progress of `animation` at `time`.
  func progress(of animation: PropertyAnimation, at time: TimeInterval) -> Double

  /// Called once per frame in the animation step, before presented values are computed.
  func frameDidAdvance(to time: TimeInterval)

  /// Whether the driver is moving things by itself and needs the next frame.
  var needsFrames: Bool { get }
}
