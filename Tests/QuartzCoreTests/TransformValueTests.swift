import QuartzCore
import Testing

/// Holds the process's state lock: one test moves the shared clock.
@MainActor
@Suite("Transforms in NSValues, as Objective-C-era animations give them", .exclusiveProcessState)
struct TransformValueTests {
  @Test("a transform comes back out of its NSValue")
  func roundTrip() {
    let transform = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.5, 0, 0, 1)

    let value = NSValue(caTransform3D: transform)

    #expect(value.caTransform3DValue == transform)
    #expect(NSValue(caTransform3D: transform) == value)
    #expect(NSNumber(value: 3).caTransform3DValue == CATransform3DIdentity)
  }

  @Test("an animation from one NSValue transform to another interpolates the transforms")
  func animatesBetweenValues() {
    let start = MediaClock.shared.time
    let layer = CALayer()
    let grow = CABasicAnimation(keyPath: "transform")
    grow.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))
    grow.toValue = NSValue(caTransform3D: CATransform3DIdentity)
    grow.duration = 1
    grow.timingFunction = CAMediaTimingFunction(name: .linear)

    layer.add(grow, forKey: "grow")
    MediaClock.shared.advance(to: start + 0.5)
    AnimationEngine.shared.advance(to: start + 0.5)

    #expect(layer.presentation()?.transform.m11 == 1.5)
  }
}
