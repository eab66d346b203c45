import Foundation

/// An object UIKit Dynamics can move: a centre, a size and a transform.
///
/// Matches UIKit's `UIDynamicItem`. ``UIView`` conforms; any class with these properties can
/// take part too, as UIKit allows. The animator writes `center` (and, for items that rotate,
/// `transform`) on every step and reads `bounds` for mass and collisions.
@MainActor
public protocol UIDynamicItem: AnyObject {
  /// The item's centre, in the animator's reference coordinates.
  var center: CGPoint { get set }
  /// The item's size (its origin is ignored), read for mass and collisions.
  var bounds: CGRect { get }
  /// The item's rotation; the animator writes a rotation here for items that rotate.
  var transform: CGAffineTransform { get set }
  /// The shape collisions use; matches UIKit's default, `.rectangle`.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
  /// Matches UIKit: items collide as their bounds rectangle unless they say otherwise.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

/// Matches UIKit's `UIDynamicItemCollisionBoundsType`: the shape an item collides as.
///
/// Collisions here treat every shape as its bounds rectangle, which is exact for `.rectangle`.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds rectangle.
  case rectangle
  /// An ellipse inscribed in the bounds (collides as its rectangle here).
  case ellipse
  /// A path of the item's (collides as its bounds rectangle here).
  case path
}

/// Matches UIKit: views take part in UIKit Dynamics as they are.
extension UIView: UIDynamicItem {}
