import Foundation

/// One item's state in the simulation: where it is, how fast it moves, and what it is made of.
@MainActor
final class DynamicBody {
  let item: UIDynamicItem
  var position: CGVector
  var velocity = CGVector.zero
  var angle: CGFloat
  var angularVelocity: CGFloat = 0
  /// The item behaviour's settings that apply to this item (UIKit's defaults otherwise).
  var elasticity: CGFloat = 0
  var friction: CGFloat = 0
  var density: CGFloat = 1
  var resistance: CGFloat = 0
  var angularResistance: CGFloat = 0
  var allowsRotation = true
  var isAnchored = false
  /// Acceleration gathered from the behaviours for the current step.
  var acceleration = CGVector.zero
  var angularAcceleration: CGFloat = 0
  /// Where the body was when the current step began, to tell which side of a boundary it came
  /// from.
  var previousPosition = CGVector.zero
  /// What the animator last wrote to the item, to notice code that moved it in between.
  var writtenCenter: CGPoint
  var writtenAngle: CGFloat

  init(item: UIDynamicItem) {
    self.item = item
    position = CGVector(dx: item.center.x, dy: item.center.y)
    angle = atan2(item.transform.b, item.transform.a)
    writtenCenter = item.center
    writtenAngle = angle
  }

  /// Matches UIKit: a 100 × 100 point item of density 1 has mass 1.
  var mass: CGFloat {
    max(density * item.bounds.width * item.bounds.height / 10_000, 1e-6)
  }

  /// Zero for anchored items, which nothing moves.
  var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }

  /// One over the moment of inertia of the item's rectangle about its centre, m·(w² + h²)/12:
  /// how readily a force off the centre turns it. Zero for items that are anchored or may not
  /// rotate.
  var inverseInertia: CGFloat {
    guard !isAnchored, allowsRotation else { return 0 }
    let size = item.bounds.size
    return 12 / (mass * max(size.width * size.width + size.height * size.height, 1e-6))
  }

  /// The velocity of the point `arm` from the centre (already turned with the body): the
  /// centre's velocity plus the spin's.
  func velocity(at arm: CGVector) -> CGVector {
    velocity + arm.perpendicular * angularVelocity
  }

  /// Half the size of the item's collision rectangle, before it is turned.
  var halfSize: CGVector { CGVector(dx: item.bounds.width / 2, dy: item.bounds.height / 2) }

  /// How far the item's turned rectangle reaches from its centre along the unit vector
  /// `direction`.
  func reach(along direction: CGVector) -> CGFloat {
    let half = halfSize
    return half.dx * abs(cos(angle) * direction.dx + sin(angle) * direction.dy)
      + half.dy * abs(-sin(angle) * direction.dx + cos(angle) * direction.dy)
  }

  /// Half the size of the upright box around the turned rectangle.
  var boundingHalfSize: CGVector {
    CGVector(dx: reach(along: CGVector(dx: 1, dy: 0)), dy: reach(along: CGVector(dx: 0, dy: 1)))
  }

  /// Where the turned rectangle presses on a wall, from the centre: its corners at the wall or
  /// within `slop` of it (two for a side lying flat). The wall is the line where
  /// `position · normal` equals `wall`, with `normal` pointing away from it.
  func contactArms(against normal: CGVector, wall: CGFloat, slop: CGFloat) -> [CGVector] {
    let across = CGVector(dx: cos(angle), dy: sin(angle))
    let down = CGVector(dx: -sin(angle), dy: cos(angle))
    let half = halfSize
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)].map { x, y in
      across * (x * half.dx) + down * (y * half.dy)
    }
    let depths = corners.map { wall - (position + $0).dot(normal) }
    let touching = zip(corners, depths).filter { $0.1 > -slop }.map(\.0)
    guard touching.isEmpty, let deepest = depths.indices.max(by: { depths[$0] < depths[$1] })
    else { return touching }
    return [corners[deepest]]
  }

  /// Takes up a position or rotation that code gave the item since the last step.
  func adoptItemState() {
    if item.center != writtenCenter {
      position = CGVector(dx: item.center.x, dy: item.center.y)
      writtenCenter = item.center
    }
    let itemAngle = atan2(item.transform.b, item.transform.a)
    if abs(itemAngle - writtenAngle) > 1e-9 {
      angle = itemAngle
      writtenAngle = itemAngle
    }
  }

  /// Writes the simulated position and rotation back to the item.
  func writeBack() {
    let center = CGPoint(x: position.dx, y: position.dy)
    if center != item.center { item.center = center }
    writtenCenter = item.center
    if allowsRotation && abs(angle - writtenAngle) > 1e-9 {
      item.transform = CGAffineTransform(rotationAngle: angle)
      writtenAngle = angle
    }
  }
}

extension CGVector {
  static func + (lhs: CGVector, rhs: CGVector) -> CGVector {
    CGVector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  static func - (lhs: CGVector, rhs: CGVector) -> CGVector {
    CGVector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  static func * (lhs: CGVector, rhs: CGFloat) -> CGVector {
    CGVector(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
  }

  static func += (lhs: inout CGVector, rhs: CGVector) { lhs = lhs + rhs }

  static func -= (lhs: inout CGVector, rhs: CGVector) { lhs = lhs - rhs }

  func dot(_ other: CGVector) -> CGFloat { dx * other.dx + dy * other.dy }

  /// The 2-D cross product: the turning effect of `other` (a force) applied at the end of this
  /// vector (an arm), positive clockwise on screen.
  func cross(_ other: CGVector) -> CGFloat { dx * other.dy - dy * other.dx }

  var length: CGFloat { (dx * dx + dy * dy).squareRoot() }

  /// The vector turned a quarter turn clockwise on screen (y grows downwards).
  var perpendicular: CGVector { CGVector(dx: -dy, dy: dx) }

  /// The vector rotated by `angle` radians.
  func rotated(by angle: CGFloat) -> CGVector {
    CGVector(dx: dx * cos(angle) - dy * sin(angle), dy: dx * sin(angle) + dy * cos(angle))
  }
}
