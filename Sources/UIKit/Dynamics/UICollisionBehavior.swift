import Foundation

/// Keeps items from passing through each other and through boundaries.
///
/// Matches UIKit's `UICollisionBehavior`: ``collisionMode`` says whether items collide with
/// each other, with boundaries, or both; ``translatesReferenceBoundsIntoBoundary`` makes the
/// animator's reference view's bounds (optionally inset) a boundary; other boundaries are
/// segments or paths with identifiers; the ``collisionDelegate`` hears when contacts begin and
/// end (with a `nil` identifier for the reference bounds, as in UIKit). Items collide as their
/// bounds rectangles, without rotation; a path boundary is the outline of its bounding box (a
/// simplification: UIKit follows the path itself).
@MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  /// Matches UIKit's `UICollisionBehavior.Mode`.
  public struct Mode: OptionSet, Sendable {
    /// Matches UIKit: the raw value.
    public let rawValue: UInt
    /// Matches UIKit: makes a mode from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// Items collide with boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both.
    public static let everything: Mode = [.items, .boundaries]
  }

  private var list: DynamicItemList
  private var boundaries:
    [(
      key: AnyHashable, identifier: any NSCopying, path: UIBezierPath,
      segments: [(CGVector, CGVector)]
    )] =
      []
  private var referenceInsets: UIEdgeInsets = .zero

  /// Matches UIKit: collisions among `items` and with boundaries.
  public init(items: [UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  /// Matches UIKit: the items that collide.
  open var items: [UIDynamicItem] { list.items }

  /// Matches UIKit: adds an item.
  open func addItem(_ item: UIDynamicItem) {
    if list.add(item) { behaviorDidChange() }
  }

  /// Matches UIKit: removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    if list.remove(item) { behaviorDidChange() }
  }

  /// Matches UIKit: what items collide with; `.everything` by default.
  open var collisionMode: Mode = .everything { didSet { behaviorDidChange() } }

  /// Matches UIKit: whether the reference view's bounds are a boundary.
  open var translatesReferenceBoundsIntoBoundary = false { didSet { behaviorDidChange() } }

  /// Matches UIKit: makes the reference bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Matches UIKit: told when items touch each other or a boundary, and when they part.
  open weak var collisionDelegate: UICollisionBehaviorDelegate?

  /// Matches UIKit: adds (or replaces) a boundary along `bezierPath`.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    let box = bezierPath.bounds
    let corners = [
      CGVector(dx: box.minX, dy: box.minY), CGVector(dx: box.maxX, dy: box.minY),
      CGVector(dx: box.maxX, dy: box.maxY), CGVector(dx: box.minX, dy: box.maxY),
    ]
    add(identifier, bezierPath, segments: (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) })
  }

  /// Matches UIKit: adds (or replaces) a boundary along the segment from `p1` to `p2`.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    add(identifier, path, segments: [(CGVector(dx: p1.x, dy: p1.y), CGVector(dx: p2.x, dy: p2.y))])
  }

  private func add(
    _ identifier: any NSCopying, _ path: UIBezierPath, segments: [(CGVector, CGVector)]
  ) {
    let key = Self.key(of: identifier)
    boundaries.removeAll { $0.key == key }
    boundaries.append((key, identifier, path, segments))
    behaviorDidChange()
  }

  /// Matches UIKit: the path of the boundary with `identifier`, if there is one.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    let key = Self.key(of: identifier)
    return boundaries.first { $0.key == key }?.path
  }

  /// Matches UIKit: removes the boundary with `identifier`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    let key = Self.key(of: identifier)
    boundaries.removeAll { $0.key == key }
    behaviorDidChange()
  }

  /// Matches UIKit: the identifiers of the added boundaries, in order.
  open var boundaryIdentifiers: [any NSCopying]? {
    boundaries.isEmpty ? nil : boundaries.map(\.identifier)
  }

  /// Matches UIKit: removes every added boundary (the reference bounds stay if translated).
  open func removeAllBoundaries() {
    boundaries = []
    behaviorDidChange()
  }

  /// Identifiers compare as UIKit compares them (`isEqual:`); `NSObject` is `Hashable`.
  private static func key(of identifier: any NSCopying) -> AnyHashable {
    (identifier as? AnyHashable) ?? AnyHashable(ObjectIdentifier(identifier as AnyObject))
  }

  override var ownItems: [UIDynamicItem] { list.items }

  override func contribute(to world: DynamicsWorld) {
    var walls: [DynamicsBoundary] = []
    if collisionMode.contains(.boundaries) {
      if translatesReferenceBoundsIntoBoundary, let view = dynamicAnimator?.referenceView {
        walls.append(
          DynamicsBoundary(
            shape: .inside(view.bounds.inset(by: referenceInsets)), identifier: nil, key: nil))
      }
      for boundary in boundaries {
        for (start, end) in boundary.segments {
          walls.append(
            DynamicsBoundary(
              shape: .segment(start, end), identifier: boundary.identifier, key: boundary.key))
        }
      }
    }
    world.collisions.append(
      DynamicsWorld.Collision(
        behavior: self, bodies: list.items.map { world.body(for: $0) },
        collidesWithItems: collisionMode.contains(.items), boundaries: walls))
  }
}

/// Told when a ``UICollisionBehavior``'s items start and stop touching.
///
/// Matches UIKit's `UICollisionBehaviorDelegate`; every method is optional there, so each has
/// an empty default implementation here.
@MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
  /// Matches UIKit: two items began touching at `p`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint)
  /// Matches UIKit: two items stopped touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem)
  /// Matches UIKit: an item began touching a boundary (`nil`: the reference bounds) at `p`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// Matches UIKit: an item stopped touching a boundary.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  /// Does nothing, as when UIKit's delegate leaves the method out.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem, at p: CGPoint
  ) {}
  /// Does nothing, as when UIKit's delegate leaves the method out.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
    with item2: UIDynamicItem
  ) {}
  /// Does nothing, as when UIKit's delegate leaves the method out.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  /// Does nothing, as when UIKit's delegate leaves the method out.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}

  func contactBegan(_ contact: DynamicsContact) {
    if let second = contact.second {
      collisionBehavior(
        contact.behavior, beganContactFor: contact.first, with: second, at: contact.point)
    } else {
      collisionBehavior(
        contact.behavior, beganContactFor: contact.first,
        withBoundaryIdentifier: contact.boundary?.identifier, at: contact.point)
    }
  }

  func contactEnded(_ contact: DynamicsContact) {
    if let second = contact.second {
      collisionBehavior(contact.behavior, endedContactFor: contact.first, with: second)
    } else {
      collisionBehavior(
        contact.behavior, endedContactFor: contact.first,
        withBoundaryIdentifier: contact.boundary?.identifier)
    }
  }
}
