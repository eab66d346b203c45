import Foundation

/// The state UIKit Dynamics steps: one body per item, and what the behaviours asked of them
/// in the current step.
///
/// Each step gathers accelerations (gravity, continuous pushes, springs), integrates them with
/// the trapezoidal rule — `x += (v₀ + v₁)/2·dt`, exact for constant forces, so a falling item
/// falls by exactly ½·g·t² — then enforces rigid attachments by projection (position-based
/// dynamics) and resolves collisions with impulses. UIKit itself runs Box2D; this is a smaller
/// integrator of the same kind, written for determinism: fixed steps of ``stepDuration`` on the
/// frame clock.
@MainActor
final class DynamicsWorld {
  /// The fixed time step. Small enough for the stiffest spring UIKit offers (a snap) to stay
  /// stable with explicit forces.
  static let stepDuration: TimeInterval = 1.0 / 600

  /// A spring between a body's point and a fixed point or another body's point.
  struct Spring {
    var body: DynamicBody
    var other: DynamicBody?
    var anchor: CGVector
    /// The attached points, from each body's centre before rotation.
    var offset = CGVector.zero
    var otherOffset = CGVector.zero
    var length: CGFloat
    /// ω = 2π·frequency, in radians per second.
    var angularFrequency: CGFloat
    var dampingRatio: CGFloat
    /// Also springs the body's rotation back to zero (a snap).
    var straightens = false
  }

  /// A rigid rod of fixed length (an attachment with frequency 0).
  struct Rod {
    var body: DynamicBody
    var other: DynamicBody?
    var anchor: CGVector
    var offset = CGVector.zero
    var otherOffset = CGVector.zero
    var length: CGFloat
  }

  /// One collision behaviour's share of the step.
  struct Collision {
    var behavior: UICollisionBehavior
    var bodies: [DynamicBody]
    var collidesWithItems: Bool
    var boundaries: [DynamicsBoundary]
  }

  private(set) var bodies: [ObjectIdentifier: DynamicBody] = [:]
  var springs: [Spring] = []
  var rods: [Rod] = []
  var collisions: [Collision] = []
  /// Contacts seen in the last step, in the order they were found, to report beginnings and
  /// ends once and always in the same order.
  private var contacts: [DynamicsContact] = []

  /// The body of `item`, made on first use from the item's current state.
  func body(for item: UIDynamicItem) -> DynamicBody {
    if let body = bodies[ObjectIdentifier(item)] { return body }
    let body = DynamicBody(item: item)
    bodies[ObjectIdentifier(item)] = body
    return body
  }

  /// The body of `item` if the world has one.
  func existingBody(for item: UIDynamicItem) -> DynamicBody? {
    bodies[ObjectIdentifier(item)]
  }

  /// Forgets the bodies of items no behaviour holds any more.
  func keepBodies(for items: [UIDynamicItem]) {
    let kept = Set(items.map { ObjectIdentifier($0) })
    bodies = bodies.filter { kept.contains($0.key) }
  }

  /// Clears what the behaviours asked for in the previous step.
  func beginStep() {
    springs.removeAll(keepingCapacity: true)
    rods.removeAll(keepingCapacity: true)
    collisions.removeAll(keepingCapacity: true)
    for body in bodies.values {
      body.acceleration = .zero
      body.angularAcceleration = 0
      body.previousPosition = body.position
    }
  }

  /// Integrates one step of `dt` seconds.
  func integrate(_ dt: CGFloat) {
    for spring in springs { apply(spring) }
    for body in bodies.values where !body.isAnchored {
      let start = body.velocity
      var velocity = start + body.acceleration * dt
      velocity = velocity * (1 / (1 + body.resistance * dt))
      body.position += (start + velocity) * (dt / 2)
      body.velocity = velocity
      if body.allowsRotation {
        let spin = body.angularVelocity
        var newSpin = spin + body.angularAcceleration * dt
        newSpin /= 1 + body.angularResistance * dt
        body.angle += (spin + newSpin) * (dt / 2)
        body.angularVelocity = newSpin
      } else {
        body.angularVelocity = 0
      }
    }
    for body in bodies.values where body.isAnchored { body.velocity = .zero }
    for rod in rods { enforce(rod, dt: dt) }
    var touching: [DynamicsContact] = []
    for collision in collisions { resolve(collision, touching: &touching) }
    report(touching)
  }

  // MARK: Springs and rods

  /// Where a spring's or rod's ends are now: each body's arm (its offset from the centre,
  /// turned with the body) and the vector from the far end (the other body's, or the anchor)
  /// to the body's end.
  private func ends(
    of body: DynamicBody, at offset: CGVector, to other: DynamicBody?, at otherOffset: CGVector,
    anchor: CGVector
  ) -> (arm: CGVector, otherArm: CGVector, span: CGVector) {
    let arm = offset.rotated(by: body.angle)
    let otherArm = other.map { otherOffset.rotated(by: $0.angle) } ?? .zero
    let target = other.map { $0.position + otherArm } ?? anchor
    return (arm, otherArm, body.position + arm - target)
  }

  /// A spring pulls at its attached points: off a body's centre the pull also turns the body,
  /// by the pull's turning effect over the body's moment of inertia.
  private func apply(_ spring: Spring) {
    let (arm, otherArm, offset) = ends(
      of: spring.body, at: spring.offset, to: spring.other, at: spring.otherOffset,
      anchor: spring.anchor)
    let distance = offset.length
    let direction = distance > 1e-9 ? offset * (1 / distance) : CGVector(dx: 0, dy: 0)
    let relative =
      spring.body.velocity(at: arm) - (spring.other?.velocity(at: otherArm) ?? .zero)
    let omega = spring.angularFrequency
    // Per unit mass: a = -ω²·stretch - 2ζω·(velocity along the spring).
    let stretch = distance - spring.length
    let along = relative.dot(direction)
    let magnitude = -omega * omega * stretch - 2 * spring.dampingRatio * omega * along
    let share = spring.other.map { shares(spring.body, $0) } ?? (1, 0)
    let pull = direction * (magnitude * share.0)
    spring.body.acceleration += pull
    spring.body.angularAcceleration +=
      arm.cross(pull * spring.body.mass) * spring.body.inverseInertia
    if let other = spring.other {
      let otherPull = direction * (-magnitude * share.1)
      other.acceleration += otherPull
      other.angularAcceleration += otherArm.cross(otherPull * other.mass) * other.inverseInertia
    }
    if spring.straightens {
      spring.body.angularAcceleration +=
        -omega * omega * spring.body.angle - 2 * spring.dampingRatio * omega
        * spring.body.angularVelocity
    }
  }

  /// How two bodies split a correction between them: by inverse mass, so the shares add up to
  /// the whole and an anchored body takes none.
  private func shares(_ first: DynamicBody, _ second: DynamicBody) -> (CGFloat, CGFloat) {
    let total = first.inverseMass + second.inverseMass
    guard total > 0 else { return (0, 0) }
    return (first.inverseMass / total, second.inverseMass / total)
  }

  /// Puts a rod's ends back at its length by moving and turning its bodies (position-based
  /// dynamics): each body takes a share of the correction by how easily the end moves, which
  /// for an end off the centre includes turning the body about its centre.
  private func enforce(_ rod: Rod, dt: CGFloat) {
    let (arm, otherArm, offset) = ends(
      of: rod.body, at: rod.offset, to: rod.other, at: rod.otherOffset, anchor: rod.anchor)
    let distance = offset.length
    guard distance > 1e-9 else { return }
    let direction = offset * (1 / distance)
    // How far each end moves per unit of correction: its body's inverse mass, plus its turn.
    func mobility(_ body: DynamicBody, _ arm: CGVector) -> (turn: CGFloat, total: CGFloat) {
      let turn = arm.cross(direction)
      return (turn, body.inverseMass + turn * turn * body.inverseInertia)
    }
    let end = mobility(rod.body, arm)
    let otherEnd = rod.other.map { mobility($0, otherArm) } ?? (turn: 0, total: 0)
    let total = end.total + otherEnd.total
    guard total > 0 else { return }
    let correction = (distance - rod.length) / total
    rod.body.position -= direction * (correction * rod.body.inverseMass)
    rod.body.angle -= correction * end.turn * rod.body.inverseInertia
    // The rod takes the velocity along it: what is left is the motion the rod allows.
    let relative = rod.body.velocity(at: arm) - (rod.other?.velocity(at: otherArm) ?? .zero)
    let impulse = relative.dot(direction) / total
    rod.body.velocity -= direction * (impulse * rod.body.inverseMass)
    rod.body.angularVelocity -= impulse * end.turn * rod.body.inverseInertia
    if let other = rod.other {
      other.position += direction * (correction * other.inverseMass)
      other.angle += correction * otherEnd.turn * other.inverseInertia
      other.velocity += direction * (impulse * other.inverseMass)
      other.angularVelocity += impulse * otherEnd.turn * other.inverseInertia
    }
  }

  // MARK: Collisions

  private func resolve(_ collision: Collision, touching: inout [DynamicsContact]) {
    for body in collision.bodies where !body.isAnchored {
      for boundary in collision.boundaries
      where boundary.push(body, elasticity: body.elasticity, friction: body.friction) {
        touching.append(
          DynamicsContact(
            behavior: collision.behavior, first: body.item, second: nil, boundary: boundary,
            point: boundary.contactPoint(of: body)))
      }
    }
    guard collision.collidesWithItems else { return }
    for (index, first) in collision.bodies.enumerated() {
      for second in collision.bodies[(index + 1)...] where separate(first, second) {
        touching.append(
          DynamicsContact(
            behavior: collision.behavior, first: first.item, second: second.item, boundary: nil,
            point: CGPoint(
              x: (first.position.dx + second.position.dx) / 2,
              y: (first.position.dy + second.position.dy) / 2)))
      }
    }
  }

  /// Pushes two overlapping bodies apart along the axis of least overlap and exchanges an
  /// impulse; returns whether they touch. Each body is the upright box around its turned
  /// rectangle, and item pairs do not spin each other.
  private func separate(_ first: DynamicBody, _ second: DynamicBody) -> Bool {
    let offset = second.position - first.position
    let extent = first.boundingHalfSize + second.boundingHalfSize
    let overlapX = extent.dx - abs(offset.dx)
    let overlapY = extent.dy - abs(offset.dy)
    guard overlapX > -DynamicsBoundary.contactSlop, overlapY > -DynamicsBoundary.contactSlop
    else { return false }
    let normal =
      overlapX < overlapY
      ? CGVector(dx: offset.dx < 0 ? -1 : 1, dy: 0) : CGVector(dx: 0, dy: offset.dy < 0 ? -1 : 1)
    let depth = min(overlapX, overlapY)
    let share = shares(first, second)
    if depth > 0 {
      first.position -= normal * (depth * share.0)
      second.position += normal * (depth * share.1)
    }
    let approach = (first.velocity - second.velocity).dot(normal)
    guard approach > 0 else { return true }
    let elasticity = max(first.elasticity, second.elasticity)
    let change = approach * (1 + elasticity)
    first.velocity -= normal * (change * share.0)
    second.velocity += normal * (change * share.1)
    let friction = (first.friction * second.friction).squareRoot()
    let tangent = normal.perpendicular
    let sliding = (first.velocity - second.velocity).dot(tangent)
    let stop = min(abs(sliding), friction * change) * (sliding < 0 ? -1 : 1)
    first.velocity -= tangent * (stop * share.0)
    second.velocity += tangent * (stop * share.1)
    return true
  }

  /// Tells collision delegates which contacts began and ended in this step.
  private func report(_ touching: [DynamicsContact]) {
    let ended = contacts.filter { old in !touching.contains { $0.isSame(as: old) } }
    let began = touching.filter { new in !contacts.contains { $0.isSame(as: new) } }
    contacts = touching
    for contact in ended { contact.behavior.collisionDelegate?.contactEnded(contact) }
    for contact in began { contact.behavior.collisionDelegate?.contactBegan(contact) }
  }
}
