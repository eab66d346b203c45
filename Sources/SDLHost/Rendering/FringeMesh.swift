import UIKit

/// A turned shape as a few triangles with a one-pixel fringe along its outline: opaque half a
/// pixel inside the edge, transparent half a pixel outside, the renderer interpolating between.
///
/// That ramp is the coverage ``TransformedShape`` measures across a straight edge, and it costs
/// a few triangles per shape, not a few per row as ``CoverageMesh`` does. It needs a renderer
/// that places triangle corners between pixels (OpenGL's do); SDL's software renderer moves them
/// to whole pixels, which would put the ramp up to a pixel off, so it draws coverage meshes.
struct FringeMesh {
  /// A corner of the triangles: where it is in target pixels, and its opacity, 0 or 1.
  struct Vertex {
    var position: CGPoint
    var alpha: Float
  }

  private(set) var vertices: [Vertex] = []
  /// Three vertex indices for each triangle.
  private(set) var indices: [Int32] = []

  /// The mesh between `outer`, a convex outline in target pixels, and `hole`, the inside edge
  /// of a border with a point facing each of the outline's; `nil` when the outline has no area.
  init?(outer: [CGPoint], hole: [CGPoint]?) {
    guard let edge = Self.offsets(of: outer) else { return nil }
    let ring = appendStrip(edge.map { ($0.inside, 1) }, edge.map { ($0.outside, 0) })
    guard let hole else {
      // The inside, as a fan from the first point: the outline is convex.
      for index in 1..<Int32(edge.count - 1) {
        indices += [ring, ring + 2 * index, ring + 2 * (index + 1)]
      }
      return
    }
    guard let inner = Self.offsets(of: hole), inner.count == edge.count else { return nil }
    // The border between the two fringes, and the inner fringe fading towards the hole.
    _ = appendStrip(edge.map { ($0.inside, 1) }, inner.map { ($0.outside, 1) })
    _ = appendStrip(inner.map { ($0.outside, 1) }, inner.map { ($0.inside, 0) })
  }

  /// Appends a closed strip of quads between two loops of as many points, alternating a point of
  /// each; returns the index of its first vertex.
  private mutating func appendStrip(_ first: [(CGPoint, Float)], _ second: [(CGPoint, Float)])
    -> Int32
  {
    let start = Int32(vertices.count)
    for (a, b) in zip(first, second) {
      vertices.append(Vertex(position: a.0, alpha: a.1))
      vertices.append(Vertex(position: b.0, alpha: b.1))
    }
    let count = Int32(first.count)
    for index in 0..<count {
      let next = (index + 1) % count
      let (a, b, c, d) = (
        start + 2 * index, start + 2 * index + 1, start + 2 * next, start + 2 * next + 1
      )
      indices += [a, b, c, c, b, d]
    }
    return start
  }

  /// For each point of a closed convex outline, the points half a pixel inside and outside it,
  /// where both sides meeting there are moved half a pixel; `nil` when it has no area. Points
  /// that repeat (the end of one corner's curve and the start of the next, with no straight side
  /// between) take the sides on either side of them.
  private static func offsets(of points: [CGPoint]) -> [(inside: CGPoint, outside: CGPoint)]? {
    let count = points.count
    guard count >= 3 else { return nil }
    var area: CGFloat = 0
    for index in 0..<count {
      let (p, q) = (points[index], points[(index + 1) % count])
      area += p.x * q.y - q.x * p.y
    }
    guard abs(area) > 1e-9 else { return nil }
    // Each side's outward normal, or nil for a side of no length.
    let normals: [CGPoint?] = (0..<count).map { index in
      let (p, q) = (points[index], points[(index + 1) % count])
      let (dx, dy) = (q.x - p.x, q.y - p.y)
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 1e-9 else { return nil }
      return area > 0
        ? CGPoint(x: dy / length, y: -dx / length) : CGPoint(x: -dy / length, y: dx / length)
    }
    return (0..<count).map { index in
      var before = (index + count - 1) % count
      while normals[before] == nil { before = (before + count - 1) % count }
      var after = index
      while normals[after] == nil { after = (after + 1) % count }
      let (n, m) = (normals[before]!, normals[after]!)
      // The offset whose projection on both normals is one pixel; a spike at a sharp corner is
      // held to four.
      let sum = CGPoint(x: n.x + m.x, y: n.y + m.y)
      let squared = sum.x * sum.x + sum.y * sum.y
      let stretch = 2 / max(squared, 0.25)
      let offset = squared > 1e-6 ? CGPoint(x: sum.x * stretch, y: sum.y * stretch) : n
      let point = points[index]
      return (
        CGPoint(x: point.x - offset.x / 2, y: point.y - offset.y / 2),
        CGPoint(x: point.x + offset.x / 2, y: point.y + offset.y / 2)
      )
    }
  }
}
