import Foundation

/// Runs UIKit Dynamics: steps the physics of its behaviours' items on every frame while
/// anything moves, and pauses when everything rests.
///
/// Matches UIKit's `UIDynamicAnimator`: items move in the coordinates of ``referenceView``
/// (whose bounds are the boundary that `translatesReferenceBoundsIntoBoundary` makes), the
/// ``delegate`` hears ``UIDynamicAnimatorDelegate/dynamicAnimatorWillResume(_:)`` and
/// ``UIDynamicAnimatorDelegate/dynamicAnimatorDidPause(_:)``, and behaviours' `action` blocks
/// run on every step. Time comes from the frame clock, in fixed steps, so a run is the same
/// every time: under the test clock a view under gravity falls exactly ½·g·t².
///
/// ```swift
/// animator = UIDynamicAnimator(referenceView: view)
/// let gravity = UIGravityBehavior(items: [card])
/// let collision = UICollisionBehavior(items: [card])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(gravity)
/// animator.addBehavior(collision)
/// ```
@MainActor
open class UIDynamicAnimator {
  /// Matches UIKit: an animator whose items move in `view`'s coordinates.
  public init(referenceView view: UIView) {
    referenceView = view
  }

  /// Matches UIKit: the view whose coordinate space (and bounds) the animator uses.
  open private(set) weak var referenceView: UIView?

  /// Matches UIKit: the behaviours added with ``addBehavior(_:)``, in order.
  open private(set) var behaviors: [UIDynamicBehavior] = []

  /// Matches UIKit: told when the animator starts running again and when it pauses.
  open weak var delegate: UIDynamicAnimatorDelegate?

  /// Matches UIKit: whether the animator is stepping its items (it pauses when they rest).
  open private(set) var isRunning = false

  /// Matches UIKit: the seconds the animator has run, summed over its running periods.
  open private(set) var elapsedTime: TimeInterval = 0

  let world = DynamicsWorld()
  private var link: CADisplayLink?
  private var lastTime: TimeInterval = 0
  /// Time not yet stepped: frames are not a whole number of fixed steps.
  private var pendingTime: TimeInterval = 0
  private var restingFrames = 0

  /// Matches UIKit: adds a behaviour (and its children); adding it twice does nothing.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.willMove(to: self)
    behaviors.append(behavior)
    behavior.animatorReference = self
    behaviorsDidChange()
  }

  /// Matches UIKit: removes a behaviour; removing one that was not added does nothing.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behavior.willMove(to: nil)
    behaviors.remove(at: index)
    behavior.animatorReference = nil
    behaviorsDidChange()
  }

  /// Matches UIKit: removes every behaviour.
  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// Matches UIKit: the items of any behaviour whose frames meet `rect`, in reference
  /// coordinates.
  open func items(in rect: CGRect) -> [UIDynamicItem] {
    allItems.filter { item in
      let size = item.bounds.size
      let frame = CGRect(
        x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
        width: size.width, height: size.height)
      return frame.intersects(rect)
    }
  }

  /// Matches UIKit: takes up a position or transform that code gave `item`, and runs again.
  open func updateItem(usingCurrentState item: UIDynamicItem) {
    world.existingBody(for: item)?.adoptItemState()
    resume()
  }

  /// Every item of every behaviour (children included), each once, in order.
  var allItems: [UIDynamicItem] {
    var seen: Set<ObjectIdentifier> = []
    var items: [UIDynamicItem] = []
    for behavior in behaviors.flatMap(\.allBehaviors) {
      for item in behavior.ownItems where seen.insert(ObjectIdentifier(item)).inserted {
        items.append(item)
      }
    }
    return items
  }

  /// Something changed that can set items moving: run again.
  func behaviorsDidChange() {
    world.keepBodies(for: allItems)
    resume()
  }

  private func resume() {
    restingFrames = 0
    guard !isRunning, !allItems.isEmpty else { return }
    isRunning = true
    delegate?.dynamicAnimatorWillResume(self)
    lastTime = UIApplication.shared.mediaTime
    pendingTime = 0
    // Weak, so an animator the app lets go of stops with its link instead of living on in it.
    let link = CADisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      self.frame(at: link.timestamp)
    }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  private func pause() {
    link?.invalidate()
    link = nil
    isRunning = false
    delegate?.dynamicAnimatorDidPause(self)
  }

  /// One frame: whole fixed steps up to `time`, then the items are written and the actions run.
  private func frame(at time: TimeInterval) {
    let items = allItems
    guard !items.isEmpty else { return pause() }
    for item in items { world.body(for: item).adoptItemState() }
    let interval = max(0, time - lastTime)
    lastTime = time
    elapsedTime += interval
    pendingTime += interval
    let bodies = items.map { world.body(for: $0) }
    let before = bodies.map { ($0.position, $0.velocity, $0.angle) }
    let step = DynamicsWorld.stepDuration
    var stepped = false
    while pendingTime >= step - 1e-9 {
      pendingTime -= step
      stepped = true
      world.beginStep()
      let all = behaviors.flatMap(\.allBehaviors)
      for behavior in all { behavior.prepare(world) }
      for behavior in all { behavior.contribute(to: world) }
      world.integrate(CGFloat(step))
    }
    for body in bodies { body.writeBack() }
    for behavior in behaviors.flatMap(\.allBehaviors) { behavior.action?() }
    // A frame too short for a step simulated nothing: it says nothing about resting, and
    // velocities given since the last step are still waiting for the next one.
    guard stepped else { return }
    let resting = zip(bodies, before).allSatisfy { body, start in
      (body.position - start.0).length < 0.01 && body.velocity.length < 1
        && (body.velocity - start.1).length < 1 && abs(body.angle - start.2) < 1e-4
    }
    restingFrames = resting ? restingFrames + 1 : 0
    if restingFrames >= 2 { pause() }
  }
}

/// Told when a ``UIDynamicAnimator`` starts running and when it pauses.
///
/// Matches UIKit's `UIDynamicAnimatorDelegate`; both methods are optional there, so both have
/// empty default implementations here.
@MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// Matches UIKit: the animator is about to step its items again.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Matches UIKit: every item rests, so the animator stopped stepping.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Does nothing, as when UIKit's delegate leaves the method out.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Does nothing, as when UIKit's delegate leaves the method out.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
