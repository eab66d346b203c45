import Foundation

/// Ties a point of an item to a fixed anchor or to a point of another item: rigidly, or with
/// a spring.
///
/// Matches UIKit's `UIAttachmentBehavior`: the ``length`` starts as the distance between the
/// two points when the attachment is made; with ``frequency`` 0 (the default) the tie is a
/// rigid rod, otherwise a spring of that frequency (Hz) and ``damping`` ratio. Moving
/// ``anchorPoint`` drags the item, which is how a pan gesture moves a card in UIKit Dynamics.
/// The tie pulls at the item's centre, so it does not spin the item.
@MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// Matches UIKit's `UIAttachmentBehavior.AttachmentType`.
  public enum AttachmentType: Int, Sendable {
    /// Two items tied together.
    case items
    /// An item tied to a point.
    case anchor
  }

  private let item: UIDynamicItem
  private let other: UIDynamicItem?
  private let offset: UIOffset
  private let otherOffset: UIOffset

  /// Matches UIKit: ties `item`'s centre to `point`.
  public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Matches UIKit: ties the point `offset` from `item`'s centre to `point`.
  public init(
    item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    self.item = item
    other = nil
    self.offset = offset
    otherOffset = .zero
    anchorPoint = point
    length = Self.distance(
      CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical), point)
    super.init()
  }

  /// Matches UIKit: ties the centres of two items.
  public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Matches UIKit: ties a point of one item to a point of another, each given from its
  /// item's centre.
  public init(
    item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    item = item1
    other = item2
    offset = offset1
    otherOffset = offset2
    anchorPoint = .zero
    length = Self.distance(
      CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical),
      CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical))
    super.init()
  }

  /// Matches UIKit: the attached items, one or two.
  open var items: [UIDynamicItem] { [item] + (other.map { [$0] } ?? []) }

  /// Matches UIKit: whether the item is tied to an anchor or to another item.
  open var attachedBehaviorType: AttachmentType { other == nil ? .anchor : .items }

  /// Matches UIKit: the fixed point an anchor attachment ties the item to.
  open var anchorPoint: CGPoint { didSet { behaviorDidChange() } }

  /// Matches UIKit: the distance the attachment keeps between its two points.
  open var length: CGFloat { didSet { behaviorDidChange() } }

  /// Matches UIKit: the spring's damping ratio, when ``frequency`` is not 0.
  open var damping: CGFloat = 0 { didSet { behaviorDidChange() } }

  /// Matches UIKit: the spring's frequency in Hz; 0 makes the attachment rigid.
  open var frequency: CGFloat = 0 { didSet { behaviorDidChange() } }

  /// Matches UIKit: resistance to rotation about the attachment; kept, with no effect here
  /// since the tie never spins the item.
  open var frictionTorque: CGFloat = 0

  override var ownItems: [UIDynamicItem] { items }

  override func contribute(to world: DynamicsWorld) {
    let body = world.body(for: item)
    let otherBody = other.map { world.body(for: $0) }
    let anchor = CGVector(dx: anchorPoint.x, dy: anchorPoint.y)
    let offset = CGVector(dx: offset.horizontal, dy: offset.vertical)
    let otherOffset = CGVector(dx: otherOffset.horizontal, dy: otherOffset.vertical)
    if frequency > 0 {
      world.springs.append(
        DynamicsWorld.Spring(
          body: body, other: otherBody, anchor: anchor, offset: offset, otherOffset: otherOffset,
          length: length, angularFrequency: 2 * .pi * frequency, dampingRatio: damping))
    } else {
      world.rods.append(
        DynamicsWorld.Rod(
          body: body, other: otherBody, anchor: anchor, offset: offset, otherOffset: otherOffset,
          length: length))
    }
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}
