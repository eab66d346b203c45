import Foundation
import UIKit

/// A rectangle, rounded rectangle or border drawn through a mapping that turns or skews it,
/// and how much of each target pixel it covers.
///
/// Core Animation antialiases a rotated layer's edges when the layer allows it
/// (`allowsEdgeAntialiasing`); the host always does. SDL's renderers fill triangles with
/// hard edges, and its software renderer moves their corners to whole pixels, so the host
/// measures coverage itself: the signed distance from a pixel's centre to each side, in target
/// pixels, ramped over one pixel, as the corner masks (``ShapeMask``) do across their curves.
struct TransformedShape {
  /// From item space to target pixels, and back.
  private let mapping: CGAffineTransform
  private let inverse: CGAffineTransform
  /// The shape's top-left corner in item space.
  private let origin: CGPoint
  /// Target pixels per point across the left and right sides (`x`) and across the top and
  /// bottom ones (`y`): the distance from a side, in pixels, is the distance in points times it.
  private let scale: (x: CGFloat, y: CGFloat)
  /// The outline in those pixels: the size across the sides, and the corner radius.
  private let outline: Outline
  /// The inside edge of a border, whose inside is left out.
  private let hole: Outline?

  /// A rounded rectangle `size` pixels across its sides, offset `inset` pixels from the shape's
  /// top-left corner.
  private struct Outline {
    var inset: (x: CGFloat, y: CGFloat)
    var size: (width: CGFloat, height: CGFloat)
    var radius: CGFloat
  }

  /// `rect` in item space, with rounded corners of `radius` points and, for a border,
  /// `borderWidth` points inside its edge, drawn through `mapping`; `nil` when the mapping
  /// flattens it to a line or is not finite.
  init?(
    rect: CGRect, radius: CGFloat = 0, borderWidth: CGFloat? = nil, mapping: CGAffineTransform
  ) {
    let determinant = mapping.a * mapping.d - mapping.b * mapping.c
    guard determinant != 0, determinant.isFinite, mapping.tx.isFinite, mapping.ty.isFinite
    else { return nil }
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
      return nil
    }
    self.mapping = mapping
    inverse = mapping.inverted()
    origin = rect.origin
    scale = (
      x: 1 / (inverse.a * inverse.a + inverse.c * inverse.c).squareRoot(),
      y: 1 / (inverse.b * inverse.b + inverse.d * inverse.d).squareRoot()
    )
    let size = (width: rect.width * scale.x, height: rect.height * scale.y)
    // A corner stays a quarter circle under rotation; under a stretch or skew it is drawn with
    // the mean scale, which is near enough for the few pixels across it.
    // A radius or width that is not a number counts as 0: no rounding, no border.
    let meanScale = (scale.x * scale.y).squareRoot()
    let r = max(0, min((radius.isNaN ? 0 : radius) * meanScale, size.width / 2, size.height / 2))
    outline = Outline(inset: (0, 0), size: size, radius: r)
    if let borderWidth {
      let points = borderWidth.isNaN ? 0 : max(0, borderWidth)
      let width = (x: points * scale.x, y: points * scale.y)
      hole = Outline(
        inset: width, size: (size.width - 2 * width.x, size.height - 2 * width.y),
        radius: max(0, r - min(width.x, width.y)))
    } else {
      hole = nil
    }
  }

  /// The outline, and a border's inside edge, as polygons in target pixels, in order around
  /// them, with rounded corners cut into straight sides that stray from the curve by at most a
  /// twentieth of a pixel; `nil` when a side or a border is narrower than two pixels, too thin for the
  /// half pixel of fading on each side of the edge that ``FringeMesh`` gives them. A border's
  /// inside edge has as many points as the outline, one facing each.
  func polygons() -> (outer: [CGPoint], hole: [CGPoint]?)? {
    guard min(outline.size.width, outline.size.height) >= 2 else { return nil }
    if let hole {
      guard min(hole.inset.x, hole.inset.y) >= 1, min(hole.size.width, hole.size.height) >= 2
      else { return nil }
    }
    // A chord of a quarter circle cut into n sides lies r·(1 − cos(π/4n)) inside the curve.
    let r = outline.radius
    let sides =
      r < 0.05 ? 0 : min(64, Int(((CGFloat.pi / 4) / acos(1 - 0.05 / r)).rounded(.up)))
    return (polygon(outline, sides: sides), hole.map { polygon($0, sides: sides) })
  }

  /// `outline` as points in target pixels, clockwise in its own pixels from the top-left
  /// corner's curve: `sides` + 1 points on each corner's quarter circle. The points between a
  /// curve's ends lie a little outside it, so that its chords cross it rather than cut inside:
  /// the area lost under each chord's middle is made up beside its ends.
  private func polygon(_ outline: Outline, sides: Int) -> [CGPoint] {
    let (width, height) = outline.size
    let r = outline.radius
    let outside = 2 * r / (1 + cos(CGFloat.pi / 4 / CGFloat(max(sides, 1))))
    let corners = [
      (x: r, y: r, angle: CGFloat.pi), (x: width - r, y: r, angle: 1.5 * CGFloat.pi),
      (x: width - r, y: height - r, angle: 0), (x: r, y: height - r, angle: 0.5 * CGFloat.pi),
    ]
    var points: [CGPoint] = []
    points.reserveCapacity(4 * (sides + 1))
    for corner in corners {
      for step in 0...sides {
        let angle = corner.angle + CGFloat(step) / CGFloat(max(sides, 1)) * CGFloat.pi / 2
        let radius = step == 0 || step == sides ? r : outside
        let local = (
          x: outline.inset.x + corner.x + radius * cos(angle),
          y: outline.inset.y + corner.y + radius * sin(angle)
        )
        points.append(
          CGPoint(x: origin.x + local.x / scale.x, y: origin.y + local.y / scale.y)
            .applying(mapping))
      }
    }
    return points
  }

  /// The point in item space at target pixel position (x, y).
  func itemPoint(x: CGFloat, y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y).applying(inverse)
  }

  /// Coverage from 0 to 1 of the target pixel centred at (x, y).
  func coverage(x: CGFloat, y: CGFloat) -> CGFloat {
    let (localX, localY) = local(x: x, y: y)
    let outer = Self.coverage(localX, localY, outline)
    guard let hole, outer > 0 else { return outer }
    return max(0, outer - Self.coverage(localX - hole.inset.x, localY - hole.inset.y, hole))
  }

  /// The centres along the row at `y` whose pixels the shape may touch (coverage above 0); `nil`
  /// when it does not reach the row.
  func reach(y: CGFloat) -> ClosedRange<CGFloat>? {
    centres(y: y, in: outline, inset: (-0.5, -0.5))
  }

  /// Centres along the row at `y` that certainly have the coverage `full` (1 inside the shape,
  /// 0 inside a border's hole), so that they need not be measured one by one; `nil` when there
  /// are none.
  func known(y: CGFloat) -> (centres: ClosedRange<CGFloat>, full: Bool)? {
    let shape = hole ?? outline
    // A pixel is wholly in (or, for a hole, wholly out) inside the straight middle bands that
    // cross between the corners, and inside the square where the corners' curves are at least
    // as deep: 1 − 1/√2 of the radius in from the sides. A row meets each in one stretch; of
    // those that overlap, the longest together is used.
    let r = shape.radius
    let d: CGFloat = 0.5
    let curve = r * (1 - 0.5.squareRoot()) + d
    var across = centres(y: y, in: shape, inset: (r + d, d))
    var down = centres(y: y, in: shape, inset: (d, r + d))
    var square = r > 0 ? centres(y: y, in: shape, inset: (curve, curve)) : nil
    // Joined pairwise in this order, any stretch that overlaps another, directly or through the
    // third, ends up in one of them.
    Self.join(&across, &down)
    Self.join(&across, &square)
    Self.join(&down, &square)
    Self.join(&across, &down)
    return Self.longer(Self.longer(across, down), square).map { ($0, hole == nil) }
  }

  /// The longer of two stretches, either of which may be missing.
  private static func longer(_ first: ClosedRange<CGFloat>?, _ second: ClosedRange<CGFloat>?)
    -> ClosedRange<CGFloat>?
  {
    guard let first, let second else { return first ?? second }
    let length = { (range: ClosedRange<CGFloat>) in range.upperBound - range.lowerBound }
    return length(second) > length(first) ? second : first
  }

  /// Puts `other` into `stretch` when the two overlap, leaving `other` empty.
  private static func join(
    _ stretch: inout ClosedRange<CGFloat>?, _ other: inout ClosedRange<CGFloat>?
  ) {
    guard let first = stretch, let second = other, first.overlaps(second) else { return }
    stretch = min(first.lowerBound, second.lowerBound)...max(first.upperBound, second.upperBound)
    other = nil
  }

  /// A target pixel position in the outline's pixels: distances from the left and top sides.
  private func local(x: CGFloat, y: CGFloat) -> (CGFloat, CGFloat) {
    let point = itemPoint(x: x, y: y)
    return ((point.x - origin.x) * scale.x, (point.y - origin.y) * scale.y)
  }

  /// The centres along the row at `y` that lie at least `inset` pixels inside `outline`'s
  /// straight sides (outside them, for a negative inset).
  private func centres(
    y: CGFloat, in outline: Outline, inset: (x: CGFloat, y: CGFloat)
  ) -> ClosedRange<CGFloat>? {
    // Along a row, each local coordinate is an affine function of x: value = slope·x + offset.
    let (startX, startY) = local(x: 0, y: y)
    let (stepX, stepY) = local(x: 1, y: y)
    guard
      let across = Self.solve(
        offset: startX, slope: stepX - startX, from: outline.inset.x + inset.x,
        to: outline.inset.x + outline.size.width - inset.x),
      let down = Self.solve(
        offset: startY, slope: stepY - startY, from: outline.inset.y + inset.y,
        to: outline.inset.y + outline.size.height - inset.y),
      across.overlaps(down)
    else { return nil }
    return across.clamped(to: down)
  }

  /// The x at which `slope`·x + `offset` lies from `low` to `high`: all of them when the value
  /// does not change along the row and lies there, `nil` when none.
  private static func solve(offset: CGFloat, slope: CGFloat, from low: CGFloat, to high: CGFloat)
    -> ClosedRange<CGFloat>?
  {
    guard low <= high else { return nil }
    guard slope != 0 else {
      return (low...high).contains(offset) ? -CGFloat.infinity...CGFloat.infinity : nil
    }
    let ends = ((low - offset) / slope, (high - offset) / slope)
    return min(ends.0, ends.1)...max(ends.0, ends.1)
  }

  /// Coverage of the pixel centred at (x, y), in the outline's pixels offset by its inset: one
  /// pixel of ramp across each straight side (the product where two meet, as at a square
  /// corner), and across the curve of a rounded corner.
  private static func coverage(_ x: CGFloat, _ y: CGFloat, _ outline: Outline) -> CGFloat {
    let (width, height) = outline.size
    guard width > 0, height > 0 else { return 0 }
    let fromSideX = min(x, width - x)
    let fromSideY = min(y, height - y)
    let r = outline.radius
    if fromSideX < r && fromSideY < r {
      let dx = r - fromSideX
      let dy = r - fromSideY
      return ramp(r - (dx * dx + dy * dy).squareRoot())
    }
    return ramp(fromSideX) * ramp(fromSideY)
  }

  /// The share of a pixel whose centre is `distance` pixels inside an edge.
  private static func ramp(_ distance: CGFloat) -> CGFloat {
    min(max(distance + 0.5, 0), 1)
  }
}
