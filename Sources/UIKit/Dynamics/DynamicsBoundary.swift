import Foundation

/// A wall items collide with: the inside of a rectangle (the reference bounds) or a segment.
@MainActor
struct DynamicsBoundary {
  /// Bodies this close to a boundary count as touching it, so an item resting on the floor
  /// stays in contact from step to step.
  static let contactSlop: CGFloat = 0.5

  enum Shape {
    /// Items are kept inside the rectangle.
    case inside(CGRect)
    /// Items stay on the side of the segment they come from.
    case segment(CGVector, CGVector)
  }

  let shape: Shape
  /// The identifier the delegate receives; `nil` for the reference bounds, as in UIKit.
  let identifier: (any NSCopying)?
  /// `identifier` made comparable, or `nil`.
  let key: AnyHashable?

  /// Keeps `body` out of the boundary: moves it back, takes away (or, with elasticity,
  /// reflects) its velocity into the wall and applies friction along it. Returns whether the
  /// body touches the boundary.
  func push(_ body: DynamicBody, elasticity: CGFloat, friction: CGFloat) -> Bool {
    switch shape {
    case .inside(let rect):
      var touches = false
      for (normal, wall) in [
        (CGVector(dx: 1, dy: 0), rect.minX), (CGVector(dx: -1, dy: 0), -rect.maxX),
        (CGVector(dx: 0, dy: 1), rect.minY), (CGVector(dx: 0, dy: -1), -rect.maxY),
      ] {
        let depth = wall + body.reach(along: normal) - body.position.dot(normal)
        guard depth > -Self.contactSlop else { continue }
        touches = true
        if depth > 0 { body.position += normal * depth }
        bounce(body, off: normal, wall: wall, elasticity: elasticity, friction: friction)
      }
      return touches
    case .segment(let start, let end):
      let along = end - start
      let length = along.length
      guard length > 0 else { return false }
      let tangent = along * (1 / length)
      var normal = tangent.perpendicular
      let reach = body.reach(along: normal)
      let sideways = body.reach(along: tangent)
      let position = (body.position - start).dot(tangent)
      guard position > -sideways, position < length + sideways else { return false }
      // The side the body came from is the side it stays on.
      if (body.previousPosition - start).dot(normal) < 0 { normal = normal * -1 }
      let depth = reach - (body.position - start).dot(normal)
      guard depth > -Self.contactSlop else { return false }
      if depth > 0 { body.position += normal * depth }
      bounce(body, off: normal, wall: start.dot(normal), elasticity: elasticity, friction: friction)
      return true
    }
  }

  /// Takes away (or, with elasticity, reflects) the velocity into the wall (the line where
  /// `position · normal` is `wall`) at each corner that presses on it, and applies friction
  /// along the wall. Off the centre the impulses also turn the body, so a tilted item that lands
  /// on a corner falls flat. The corners' impulses are found together by a few rounds of
  /// sequential impulses (each kept pushing, never pulling), as Box2D, which UIKit runs, does.
  private func bounce(
    _ body: DynamicBody, off normal: CGVector, wall: CGFloat, elasticity: CGFloat,
    friction: CGFloat
  ) {
    let arms = body.contactArms(against: normal, wall: wall, slop: Self.contactSlop)
    let approaches = arms.map { body.velocity(at: $0).dot(normal) }
    guard approaches.contains(where: { $0 < 0 }) else { return }
    // What each corner's speed out of the wall should end as: reflected by the elasticity.
    let targets = approaches.map { $0 < 0 ? -elasticity * $0 : 0 }
    let tangent = normal.perpendicular
    // An impulse j along `direction` at `arm` changes that point's speed that way by j·k.
    func mobility(_ arm: CGVector, _ direction: CGVector) -> CGFloat {
      let turn = arm.cross(direction)
      return body.inverseMass + turn * turn * body.inverseInertia
    }
    func apply(_ impulse: CGFloat, at arm: CGVector, along direction: CGVector) {
      body.velocity += direction * (impulse * body.inverseMass)
      body.angularVelocity += arm.cross(direction) * impulse * body.inverseInertia
    }
    var pushes = [CGFloat](repeating: 0, count: arms.count)
    var rubs = [CGFloat](repeating: 0, count: arms.count)
    for _ in 0..<4 {
      for (index, arm) in arms.enumerated() {
        let into = body.velocity(at: arm).dot(normal)
        let push = max(pushes[index] + (targets[index] - into) / mobility(arm, normal), 0)
        apply(push - pushes[index], at: arm, along: normal)
        pushes[index] = push
        let sliding = body.velocity(at: arm).dot(tangent)
        let limit = friction * push
        let rub = min(max(rubs[index] - sliding / mobility(arm, tangent), -limit), limit)
        apply(rub - rubs[index], at: arm, along: tangent)
        rubs[index] = rub
      }
    }
  }

  /// Where `body` touches the boundary: its centre moved onto the wall.
  func contactPoint(of body: DynamicBody) -> CGPoint {
    switch shape {
    case .inside(let rect):
      let half = body.boundingHalfSize
      let p = body.position
      let distances = [
        (p.dx - half.dx - rect.minX, CGPoint(x: rect.minX, y: p.dy)),
        (rect.maxX - p.dx - half.dx, CGPoint(x: rect.maxX, y: p.dy)),
        (p.dy - half.dy - rect.minY, CGPoint(x: p.dx, y: rect.minY)),
        (rect.maxY - p.dy - half.dy, CGPoint(x: p.dx, y: rect.maxY)),
      ]
      return distances.min { $0.0 < $1.0 }?.1 ?? CGPoint(x: p.dx, y: p.dy)
    case .segment(let start, let end):
      let along = end - start
      let t = max(0, min(1, (body.position - start).dot(along) / max(along.dot(along), 1e-12)))
      let point = start + along * t
      return CGPoint(x: point.dx, y: point.dy)
    }
  }
}

/// Two things touching in one step: an item and a boundary, or two items.
@MainActor
struct DynamicsContact {
  let behavior: UICollisionBehavior
  let first: UIDynamicItem
  let second: UIDynamicItem?
  let boundary: DynamicsBoundary?
  let point: CGPoint

  /// The same pair (or item and boundary) in the same behaviour, wherever they touch.
  func isSame(as other: DynamicsContact) -> Bool {
    behavior === other.behavior && first === other.first && second === other.second
      && boundary?.key == other.boundary?.key
      && (boundary == nil) == (other.boundary == nil)
  }
}
