import Foundation

/// What its items are made of (elasticity, friction, density, resistance, rotation) and a way
/// to give them velocity.
///
/// Matches UIKit's `UIDynamicItemBehavior`, with UIKit's defaults: elasticity 0, friction 0,
/// density 1, resistance 0, angular resistance 0, rotation allowed, not anchored.
@MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  private var list: DynamicItemList
  /// Velocities given before the behaviour's animator made the items' bodies.
  private var pendingVelocities: [(UIDynamicItem, CGPoint)] = []
  private var pendingSpins: [(UIDynamicItem, CGFloat)] = []

  /// Matches UIKit: item properties for `items`.
  public init(items: [UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  /// Matches UIKit: the items these properties apply to.
  open var items: [UIDynamicItem] { list.items }

  /// Matches UIKit: adds an item.
  open func addItem(_ item: UIDynamicItem) {
    if list.add(item) { behaviorDidChange() }
  }

  /// Matches UIKit: removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    if list.remove(item) { behaviorDidChange() }
  }

  /// Matches UIKit: how much speed a collision gives back, 0 (none) to 1 (all).
  open var elasticity: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Matches UIKit: how much items slide against each other and boundaries, 0 = freely.
  open var friction: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Matches UIKit: mass per area; a 100 × 100 point item of density 1 has mass 1.
  open var density: CGFloat = 1 { didSet { behaviorDidChange() } }
  /// Matches UIKit: damping of linear velocity, 0 = none.
  open var resistance: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Matches UIKit: damping of angular velocity, 0 = none.
  open var angularResistance: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Matches UIKit: whether items may rotate.
  open var allowsRotation = true { didSet { behaviorDidChange() } }
  /// Matches UIKit: anchored items stay put and act as fixed obstacles.
  open var isAnchored = false { didSet { behaviorDidChange() } }
  /// Matches UIKit: electric charge, for field behaviours; kept, with no effect here.
  open var charge: CGFloat = 0

  /// Matches UIKit: adds `velocity` (points per second) to the item's linear velocity.
  open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
    if let body = dynamicAnimator?.world.existingBody(for: item) {
      body.velocity += CGVector(dx: velocity.x, dy: velocity.y)
    } else {
      pendingVelocities.append((item, velocity))
    }
    behaviorDidChange()
  }

  /// Matches UIKit: the item's linear velocity, in points per second; zero for an item that is
  /// not one of this behaviour's.
  open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
    guard list.items.contains(where: { $0 === item }) else { return .zero }
    let pending = pendingVelocities.filter { $0.0 === item }.reduce(CGVector.zero) {
      $0 + CGVector(dx: $1.1.x, dy: $1.1.y)
    }
    let velocity = (dynamicAnimator?.world.existingBody(for: item)?.velocity ?? .zero) + pending
    return CGPoint(x: velocity.dx, y: velocity.dy)
  }

  /// Matches UIKit: adds `velocity` (radians per second) to the item's angular velocity.
  open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
    if let body = dynamicAnimator?.world.existingBody(for: item) {
      body.angularVelocity += velocity
    } else {
      pendingSpins.append((item, velocity))
    }
    behaviorDidChange()
  }

  /// Matches UIKit: the item's angular velocity, in radians per second.
  open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
    guard list.items.contains(where: { $0 === item }) else { return 0 }
    let pending = pendingSpins.filter { $0.0 === item }.reduce(0) { $0 + $1.1 }
    return (dynamicAnimator?.world.existingBody(for: item)?.angularVelocity ?? 0) + pending
  }

  override var ownItems: [UIDynamicItem] { list.items }

  override func prepare(_ world: DynamicsWorld) {
    for item in list.items {
      let body = world.body(for: item)
      body.elasticity = elasticity
      body.friction = friction
      body.density = density
      body.resistance = resistance
      body.angularResistance = angularResistance
      body.allowsRotation = allowsRotation
      body.isAnchored = isAnchored
    }
    for (item, velocity) in pendingVelocities {
      world.body(for: item).velocity += CGVector(dx: velocity.x, dy: velocity.y)
    }
    for (item, spin) in pendingSpins { world.body(for: item).angularVelocity += spin }
    pendingVelocities = []
    pendingSpins = []
  }
}
