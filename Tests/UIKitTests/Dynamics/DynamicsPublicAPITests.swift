import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Logs what a dynamic animator's delegate and a collision delegate hear.
@MainActor
private final class DynamicsLog: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
  var entries: [String] = []

  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { entries.append("resume") }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { entries.append("pause") }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {
    entries.append("began \(identifier.map { "\($0)" } ?? "bounds") at \(p.x),\(p.y)")
  }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {
    entries.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
  }

  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint
  ) {
    entries.append("items began")
  }
}

/// UIKit Dynamics through the public API, stepped by the test clock.
@Suite("UIKit Dynamics", .uiTest)
@MainActor
struct DynamicsPublicAPITests {
  let clock = ManualClock()

  /// A 390 × 844 window whose root view is the reference view, with a 100 × 100 box at `center`.
  private func scene(boxAt center: CGPoint) -> (UIWindow, UIView, UIView) {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    box.center = center
    root.view.addSubview(box)
    return (window, root.view, box)
  }

  @Test("under gravity of magnitude 1 a view falls ½·1000·t² points, and elapsedTime counts")
  func gravityFalls() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 195, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let gravity = UIGravityBehavior(items: [box])

    animator.addBehavior(gravity)
    clock.advance(by: 0.5)

    #expect(abs(box.center.y - (100 + 0.5 * 1000 * 0.25)) < 1e-6)
    #expect(box.center.x == 195)
    #expect(abs(animator.elapsedTime - 0.5) < 1e-9)
    #expect(animator.isRunning)
    #expect(gravity.magnitude == 1)
    #expect(abs(gravity.angle - .pi / 2) < 1e-12)
    _ = window
  }

  @Test("gravity's angle and magnitude set its direction, as UIKit's do")
  func gravityDirection() {
    let gravity = UIGravityBehavior(items: [])

    gravity.setAngle(0, magnitude: 2)

    #expect(gravity.gravityDirection == CGVector(dx: 2, dy: 0))
    gravity.magnitude = 0.5
    #expect(abs(gravity.gravityDirection.dx - 0.5) < 1e-12)
  }

  @Test("the reference bounds stop a falling view at the edge; contact is reported; it pauses")
  func collisionWithReferenceBounds() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 195, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let log = DynamicsLog()
    animator.delegate = log
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = log

    animator.addBehavior(UIGravityBehavior(items: [box]))
    animator.addBehavior(collision)
    clock.advance(by: 2)

    #expect(abs(box.frame.maxY - 844) < 1e-6)
    #expect(!animator.isRunning)
    #expect(log.entries == ["resume", "began bounds at 195.0,844.0", "pause"])
    _ = window
  }

  @Test("a turned box that lands on a corner falls flat onto a side, and then rests")
  func turnedBoxFallsFlat() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 195, y: 600))
    box.transform = CGAffineTransform(rotationAngle: .pi / 6)
    let animator = UIDynamicAnimator(referenceView: reference)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true

    animator.addBehavior(UIGravityBehavior(items: [box]))
    animator.addBehavior(collision)
    clock.advance(by: 6)
    let angle = atan2(box.transform.b, box.transform.a)
    // Lying on a side: a quarter turn's multiple, its lowest side on the floor.
    let quarter = (angle / (.pi / 2)).rounded() * (.pi / 2)

    #expect(abs(angle - quarter) < 0.01)
    #expect(abs(box.center.y + 50 - 844) < 0.6)
    #expect(!animator.isRunning)
    _ = window
  }

  @Test("a turned item is kept inside the bounds by its corners, not its upright box")
  func turnedItemAgainstAWall() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 195, y: 400))
    box.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let animator = UIDynamicAnimator(referenceView: reference)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    let item = UIDynamicItemBehavior(items: [box])
    item.allowsRotation = false
    item.addLinearVelocity(CGPoint(x: 400, y: 0), for: box)

    animator.addBehavior(collision)
    animator.addBehavior(item)
    clock.advance(by: 2)

    // Half the diagonal of a 100-point square: its right corner touches the right edge.
    #expect(abs(box.center.x - (390 - 50 * 2.squareRoot())) < 0.6)
    _ = window
  }

  @Test("a velocity given to a resting item survives frames too short for a physics step")
  func velocityAfterShortFrames() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 195, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [box]))
    animator.addBehavior(collision)
    clock.advance(by: 2)
    let rest = box.center.y

    let throwing = UIDynamicItemBehavior(items: [box])
    throwing.addLinearVelocity(CGPoint(x: 0, y: -1400), for: box)
    animator.addBehavior(throwing)
    // A host whose frames come closer together than a step (1/600 s) after waking up.
    clock.settle()
    clock.settle()
    clock.tick(frames: 6)

    #expect(animator.isRunning)
    #expect(box.center.y < rest - 100)
    _ = window
  }

  @Test("an identified boundary stops items and names itself to the delegate")
  func identifiedBoundary() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 195, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let log = DynamicsLog()
    let collision = UICollisionBehavior(items: [box])
    collision.addBoundary(
      withIdentifier: NSString(string: "shelf"), from: CGPoint(x: 0, y: 400),
      to: CGPoint(x: 390, y: 400))
    collision.collisionDelegate = log

    animator.addBehavior(UIGravityBehavior(items: [box]))
    animator.addBehavior(collision)
    clock.advance(by: 2)

    #expect(abs(box.frame.maxY - 400) < 1e-6)
    #expect(log.entries == ["began shelf at 195.0,400.0"])
    #expect(collision.boundaryIdentifiers?.count == 1)
    #expect(collision.boundary(withIdentifier: NSString(string: "shelf")) != nil)
    collision.removeBoundary(withIdentifier: NSString(string: "shelf"))
    #expect(collision.boundaryIdentifiers == nil)
    _ = window
  }

  @Test("an elastic item bounces off the edge and comes back up")
  func elasticityBounces() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 195, y: 600))
    let animator = UIDynamicAnimator(referenceView: reference)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    let material = UIDynamicItemBehavior(items: [box])
    material.elasticity = 0.8

    for behavior in [UIGravityBehavior(items: [box]), collision, material] {
      animator.addBehavior(behavior)
    }
    clock.advance(by: 0.8)

    #expect(box.frame.maxY < 844)
    #expect(material.linearVelocity(for: box).y < 0)
    _ = window
  }

  @Test("a snap behaviour settles the item on its point, upright, and the animator pauses")
  func snapSettles() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 60, y: 60))
    box.transform = CGAffineTransform(rotationAngle: 0.4)
    let animator = UIDynamicAnimator(referenceView: reference)
    let log = DynamicsLog()
    animator.delegate = log
    let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 200, y: 300))

    animator.addBehavior(snap)
    clock.advance(by: 4)

    #expect(abs(box.center.x - 200) < 0.1)
    #expect(abs(box.center.y - 300) < 0.1)
    #expect(abs(atan2(box.transform.b, box.transform.a)) < 0.01)
    #expect(log.entries == ["resume", "pause"])
    #expect(snap.damping == 0.5)
    _ = window
  }

  @Test("an instantaneous push gives a 100 × 100 view 100 pt/s per unit, once")
  func instantaneousPush() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 100, y: 300))
    let animator = UIDynamicAnimator(referenceView: reference)
    let push = UIPushBehavior(items: [box], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 1, dy: 0)
    let item = UIDynamicItemBehavior(items: [box])

    animator.addBehavior(push)
    animator.addBehavior(item)
    clock.advance(by: 1)

    #expect(!push.active)
    #expect(abs(item.linearVelocity(for: box).x - 100) < 1e-9)
    #expect(abs(box.center.x - 200) < 1e-6)
    _ = window
  }

  @Test("a push off the centre also spins the item, by its turning effect over its inertia")
  func offCentrePush() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 100, y: 300))
    let animator = UIDynamicAnimator(referenceView: reference)
    let push = UIPushBehavior(items: [box], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 1, dy: 0)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: box)
    let item = UIDynamicItemBehavior(items: [box])

    animator.addBehavior(push)
    animator.addBehavior(item)
    clock.advance(by: 0.1)
    let angle = atan2(box.transform.b, box.transform.a)

    // 100 units of force 50 points above the centre of a 100 × 100 box of mass 1, whose moment
    // of inertia is 1·(100² + 100²)/12: 5,000 / 1,666.7 = 3 radians per second, clockwise.
    #expect(abs(item.angularVelocity(for: box) - 3) < 1e-9)
    #expect(abs(angle - 0.3) < 1e-6)
    #expect(abs(item.linearVelocity(for: box).x - 100) < 1e-9)
    _ = window
  }

  @Test("a continuous push accelerates a lighter item more")
  func continuousPush() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 100, y: 300))
    let animator = UIDynamicAnimator(referenceView: reference)
    let push = UIPushBehavior(items: [box], mode: .continuous)
    push.setAngle(0, magnitude: 1)
    let item = UIDynamicItemBehavior(items: [box])
    item.density = 0.5

    animator.addBehavior(push)
    animator.addBehavior(item)
    clock.advance(by: 1)

    // Mass 0.5: 200 pt/s², so 100 pt in the first second.
    #expect(abs(box.center.x - 200) < 1e-6)
    #expect(push.active)
    _ = window
  }

  @Test("resistance slows an item, and addLinearVelocity adds to its speed")
  func resistanceAndVelocity() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 100, y: 300))
    let animator = UIDynamicAnimator(referenceView: reference)
    let item = UIDynamicItemBehavior(items: [box])
    item.resistance = 2

    item.addLinearVelocity(CGPoint(x: 300, y: 0), for: box)
    animator.addBehavior(item)
    #expect(item.linearVelocity(for: box) == CGPoint(x: 300, y: 0))
    clock.advance(by: 1)

    #expect(item.linearVelocity(for: box).x < 300 * 0.2)
    #expect(box.center.x > 150 && box.center.x < 250)
    _ = window
  }

  @Test("a rigid attachment keeps its length, a pendulum swinging under gravity")
  func rigidAttachment() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 300, y: 300))
    let animator = UIDynamicAnimator(referenceView: reference)
    let rope = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 150, y: 300))

    animator.addBehavior(rope)
    animator.addBehavior(UIGravityBehavior(items: [box]))
    clock.advance(by: 0.4)

    let distance = hypot(box.center.x - 150, box.center.y - 300)
    #expect(rope.length == 150)
    #expect(abs(distance - 150) < 0.5)
    #expect(box.center.y > 350)
    #expect(rope.attachedBehaviorType == .anchor)
    _ = window
  }

  @Test("a springy attachment settles at its length below the anchor")
  func springAttachment() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 150, y: 200))
    let animator = UIDynamicAnimator(referenceView: reference)
    let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 150, y: 100))
    spring.frequency = 2
    spring.damping = 1
    spring.length = 50

    animator.addBehavior(spring)
    clock.advance(by: 3)

    #expect(abs(box.center.y - 150) < 0.5)
    #expect(!animator.isRunning)
    _ = window
  }

  @Test("two items collide instead of passing through each other; an anchored one stays")
  func itemsCollide() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 100, y: 300))
    let wall = UIView(frame: CGRect(x: 250, y: 250, width: 40, height: 100))
    reference.addSubview(wall)
    let animator = UIDynamicAnimator(referenceView: reference)
    let log = DynamicsLog()
    let collision = UICollisionBehavior(items: [box, wall])
    collision.collisionDelegate = log
    let fixed = UIDynamicItemBehavior(items: [wall])
    fixed.isAnchored = true
    let moving = UIDynamicItemBehavior(items: [box])
    moving.addLinearVelocity(CGPoint(x: 400, y: 0), for: box)

    for behavior in [collision, fixed, moving] { animator.addBehavior(behavior) }
    clock.advance(by: 1)

    #expect(abs(box.frame.maxX - 250) < 1e-6)
    #expect(wall.frame == CGRect(x: 250, y: 250, width: 40, height: 100))
    #expect(log.entries == ["items began"])
    _ = window
  }

  @Test("child behaviours act with their parent, and actions run on every step")
  func childBehaviorsAndActions() {
    let (window, reference, box) = scene(boxAt: CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: reference)
    let parent = UIDynamicBehavior()
    let gravity = UIGravityBehavior(items: [box])
    parent.addChildBehavior(gravity)
    var steps = 0
    parent.action = { steps += 1 }

    animator.addBehavior(parent)
    clock.tick(frames: 6)

    #expect(parent.childBehaviors.count == 1)
    #expect(gravity.dynamicAnimator === animator)
    #expect(steps == 6)
    #expect(box.center.y > 100)
    #expect(animator.items(in: box.frame).count == 1)
    animator.removeAllBehaviors()
    #expect(animator.behaviors.isEmpty)
    _ = window
  }
}
