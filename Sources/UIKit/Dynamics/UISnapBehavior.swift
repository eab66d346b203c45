import Foundation

/// Springs an item to a point, where it settles, upright.
///
/// Matches UIKit's `UISnapBehavior`: the item moves to ``snapPoint`` with a damped
/// oscillation (more ``damping``, less overshoot; 0.5 by default) and its rotation returns to
/// zero. UIKit does not document its spring; here it is a 2 Hz spring whose damping ratio is
/// 0.3 + 0.7 × `damping`, which settles within about a second.
@MainActor
open class UISnapBehavior: UIDynamicBehavior {
  static let angularFrequency: CGFloat = 2 * .pi * 2

  private let item: UIDynamicItem

  /// Matches UIKit: snaps `item` to `point`, in the reference view's coordinates.
  public init(item: UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  /// Matches UIKit: where the item settles.
  open var snapPoint: CGPoint { didSet { behaviorDidChange() } }

  /// Matches UIKit: 0 (most oscillation) to 1 (least); 0.5 by default.
  open var damping: CGFloat = 0.5 { didSet { behaviorDidChange() } }

  override var ownItems: [UIDynamicItem] { [item] }

  override func contribute(to world: DynamicsWorld) {
    world.springs.append(
      DynamicsWorld.Spring(
        body: world.body(for: item), other: nil,
        anchor: CGVector(dx: snapPoint.x, dy: snapPoint.y), length: 0,
        angularFrequency: Self.angularFrequency,
        dampingRatio: 0.3 + 0.7 * min(max(damping, 0), 1), straightens: true))
  }
}
