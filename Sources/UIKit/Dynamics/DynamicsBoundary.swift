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
      let half = body.halfSize
      var touches = false
      for (normal, limit) in [
        (CGVector(dx: 1, dy: 0), rect.minX + half.dx),
        (CGVector(dx: -1, dy: 0), -(rect.maxX - half.dx)),
        (CGVector(dx: 0, dy: 1), rect.minY + half.dy),
        (CGVector(dx: 0, dy: -1), -(rect.maxY - half.dy)),
      ] {
        let depth = limit - body.position.dot(normal)
        guard depth > -Self.contactSlop else { continue }
        touches = true
        if depth > 0 { body.position += normal * depth }
        bounce(body, off: normal, elasticity: elasticity, friction: friction)
      }
      return touches
    case .segment(let start, let end):
      let along = end - start
      let length = along.length
      guard length > 0 else { return false }
      let tangent = along * (1 / length)
      var normal = tangent.perpendicular
      let half = body.halfSize
      let reach = half.dx * abs(normal.dx) + half.dy * abs(normal.dy)
      let sideways = half.dx * abs(tangent.dx) + half.dy * abs(tangent.dy)
      let position = (body.position - start).dot(tangent)
      guard position > -sideways, position < length + sideways else { return false }
      // The side the body came from is the side it stays on.
      if (body.previousPosition - start).dot(normal) < 0 { normal = normal * -1 }
      let depth = reach - (body.position - start).dot(normal)
      guard depth > -Self.contactSlop else { return false }
      if depth > 0 { body.position += normal * depth }
      bounce(body, off: normal, elasticity: elasticity, friction: friction)
      return true
    }
  }

  private func bounce(
    _ body: DynamicBody, off normal: CGVector, elasticity: CGFloat, friction: CGFloat
  ) {
    let into = body.velocity.dot(normal)
    guard into < 0 else { return }
    let change = -into * (1 + elasticity)
    body.velocity += normal * change
    let tangent = normal.perpendicular
    let sliding = body.velocity.dot(tangent)
    let stop = min(abs(sliding), friction * change) * (sliding < 0 ? -1 : 1)
    body.velocity -= tangent * stop
  }

  /// Where `body` touches the boundary: its centre moved onto the wall.
  func contactPoint(of body: DynamicBody) -> CGPoint {
    switch shape {
    case .inside(let rect):
      let half = body.halfSize
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
