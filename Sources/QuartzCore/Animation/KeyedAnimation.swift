/// A `CAAnimation` on a layer: the copy the layer keeps, under its key.
@MainActor
final class KeyedAnimation {
  let key: String?
  let animation: CAAnimation
  let transaction: AnimationTransaction?
  // Exclusivity checks are off: the animation engine reads both flags of every running
  // animation every frame, and writes them plainly.

  /// Whether it has reached its end (a kept, filling animation stays in the list).
  @exclusivity(unchecked) var isFinished = false
  /// Whether its delegate has heard `animationDidStart`.
  @exclusivity(unchecked) var hasStarted = false

  init(key: String?, animation: CAAnimation, transaction: AnimationTransaction?) {
    self.key = key
    self.animation = animation
    self.transaction = transaction
  }

  var isPlacement: Bool { animation.isPlacement }
}
