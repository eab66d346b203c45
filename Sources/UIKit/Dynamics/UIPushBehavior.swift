import Foundation

/// A force on its items: a continuous one, or an instantaneous kick.
///
/// Matches UIKit's `UIPushBehavior`: a magnitude of 1.0 accelerates a 100 × 100 point item of
/// density 1 at 100 points per second² (continuous), or changes its speed by 100 points per
/// second at once (instantaneous). An instantaneous push acts once each time it is made
/// ``active``, then turns itself off, as in UIKit.
@MainActor
open class UIPushBehavior: UIDynamicBehavior {
  /// Matches UIKit's `UIPushBehavior.Mode`.
  public enum Mode: Int, Sendable {
    /// The force acts on every step while the push is active.
    case continuous
    /// The force acts once, as a change of velocity, and the push becomes inactive.
    case instantaneous
  }

  /// Matches UIKit: one UIKit newton moves a mass of 1 by this many points per second².
  static let pointsPerNewton: CGFloat = 100

  private var list: DynamicItemList
  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  /// Matches UIKit: a push of `mode` on `items`, active, with no force until one is set.
  public init(items: [UIDynamicItem], mode: Mode) {
    list = DynamicItemList(items)
    self.mode = mode
    super.init()
  }

  /// Matches UIKit: continuous or instantaneous, fixed at creation.
  public let mode: Mode

  /// Matches UIKit: the items pushed.
  open var items: [UIDynamicItem] { list.items }

  /// Matches UIKit: adds an item.
  open func addItem(_ item: UIDynamicItem) {
    if list.add(item) { behaviorDidChange() }
  }

  /// Matches UIKit: removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    if list.remove(item) { behaviorDidChange() }
  }

  /// Matches UIKit: whether the push acts; an instantaneous push clears it after acting.
  open var active = true {
    didSet { if active { behaviorDidChange() } }
  }

  /// Matches UIKit: the force as a vector, in UIKit newtons.
  open var pushDirection = CGVector.zero {
    didSet { behaviorDidChange() }
  }

  /// Matches UIKit: the force's direction in radians, clockwise from the x axis.
  open var angle: CGFloat {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// Matches UIKit: the force's strength in UIKit newtons.
  open var magnitude: CGFloat {
    get { pushDirection.length }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Matches UIKit: sets direction and strength at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// Matches UIKit: where on `item` the force applies, from its centre (turning with the
  /// item); off the centre the push also spins the item.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
  }

  /// Matches UIKit: the offset set for `item`, `.zero` by default.
  open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  override var ownItems: [UIDynamicItem] { list.items }

  override func contribute(to world: DynamicsWorld) {
    guard active else { return }
    for item in list.items {
      let body = world.body(for: item)
      let force = pushDirection * Self.pointsPerNewton
      let change = force * body.inverseMass
      let offset = targetOffsetFromCenter(for: item)
      let arm = CGVector(dx: offset.horizontal, dy: offset.vertical).rotated(by: body.angle)
      let spin = arm.cross(force) * body.inverseInertia
      switch mode {
      case .continuous:
        body.acceleration += change
        body.angularAcceleration += spin
      case .instantaneous:
        body.velocity += change
        body.angularVelocity += spin
      }
    }
    if mode == .instantaneous { active = false }
  }
}
