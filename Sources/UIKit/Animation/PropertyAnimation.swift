/// One additive animation of one layer property.
///
/// The layer's presented value is its model value plus `delta × (1 − progress)` for each of its
/// animations, so a new animation of the same property blends smoothly into the motion already
/// under way while the earlier one runs to its end and completes with `finished == true`.
@MainActor
final class PropertyAnimation {
  let property: LayerProperty
  /// The old value minus the new one: what is still to travel at progress 0.
  let delta: AnimationVector
  let timing: AnimationTiming
  let transaction: AnimationTransaction?
  /// Matches UIKit: without `.allowUserInteraction`, views in flight ignore touches.
  let allowsUserInteraction: Bool
  /// An interactive animator that owns this animation's clock, if any.
  let driver: AnimationDriver?

  init(
    property: LayerProperty, delta: AnimationVector, timing: AnimationTiming,
    transaction: AnimationTransaction?, allowsUserInteraction: Bool, driver: AnimationDriver?
  ) {
    self.property = property
    self.delta = delta
    self.timing = timing
    self.transaction = transaction
    self.allowsUserInteraction = allowsUserInteraction
    self.driver = driver
  }

  func progress(at time: TimeInterval) -> (progress: Double, finished: Bool) {
    if let driver { return driver.progress(of: timing, at: time) }
    return timing.progress(at: time)
  }
}

/// Something other than the media clock that decides how far animations have gone, such as
/// `UIViewPropertyAnimator` while it is paused or scrubbed.
@MainActor
protocol AnimationDriver: AnyObject {
  func progress(of timing: AnimationTiming, at time: TimeInterval) -> (
    progress: Double, finished: Bool
  )
}
