import Foundation

/// A constant acceleration on its items, like gravity.
///
/// Matches UIKit's `UIGravityBehavior`: the default direction is down, `(0, 1)`, and a
/// magnitude of 1.0 is 1,000 points per second², whatever an item's mass.
@MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  /// Matches UIKit: 1.0 magnitude is this many points per second².
  static let pointsPerSecondSquared: CGFloat = 1000

  private var list: DynamicItemList

  /// Matches UIKit: gravity on `items`.
  public init(items: [UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  /// Matches UIKit: the items gravity pulls.
  open var items: [UIDynamicItem] { list.items }

  /// Matches UIKit: adds an item.
  open func addItem(_ item: UIDynamicItem) {
    if list.add(item) { behaviorDidChange() }
  }

  /// Matches UIKit: removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    if list.remove(item) { behaviorDidChange() }
  }

  /// Matches UIKit: direction and strength; `(0, 1)` is standard gravity downwards.
  open var gravityDirection = CGVector(dx: 0, dy: 1) {
    didSet { behaviorDidChange() }
  }

  /// Matches UIKit: the direction as an angle in radians, clockwise from the x axis.
  open var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// Matches UIKit: the strength, 1.0 being 1,000 points per second².
  open var magnitude: CGFloat {
    get { gravityDirection.length }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Matches UIKit: sets direction and strength at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  override var ownItems: [UIDynamicItem] { list.items }

  override func contribute(to world: DynamicsWorld) {
    let acceleration = gravityDirection * Self.pointsPerSecondSquared
    for item in list.items { world.body(for: item).acceleration += acceleration }
  }
}
