import CSDL2
import Foundation

/// A convex polygon whose corners carry texture coordinates, clipped to a rectangle.
///
/// SDL 2.26's software renderer reads texels outside the texture when a textured triangle
/// reaches past the render target: the demo crashed in about one rotation in ten, drawing a
/// turning layer into a target smaller than its quad. The host clips such quads to the target
/// first. Clipping is exact because the quads are affine images of rectangles: texture
/// coordinates vary linearly along every edge.
struct TexturedPolygon {
  struct Corner {
    var position: CGPoint
    var uv: (Float, Float)
  }

  var corners: [Corner]

  /// The part of the polygon inside `bounds` (Sutherland–Hodgman, one edge of the rectangle
  /// at a time); empty when none of it is.
  func clipped(to bounds: CGRect) -> TexturedPolygon {
    var result = corners
    let planes: [(inside: (CGPoint) -> Bool, cut: (CGPoint, CGPoint) -> CGFloat)] = [
      ({ $0.x >= bounds.minX }, { (bounds.minX - $0.x) / ($1.x - $0.x) }),
      ({ $0.x <= bounds.maxX }, { (bounds.maxX - $0.x) / ($1.x - $0.x) }),
      ({ $0.y >= bounds.minY }, { (bounds.minY - $0.y) / ($1.y - $0.y) }),
      ({ $0.y <= bounds.maxY }, { (bounds.maxY - $0.y) / ($1.y - $0.y) }),
    ]
    for plane in planes where !result.isEmpty {
      let input = result
      result = []
      for (index, current) in input.enumerated() {
        let next = input[(index + 1) % input.count]
        let (here, there) = (plane.inside(current.position), plane.inside(next.position))
        if here { result.append(current) }
        if here != there {
          let t = plane.cut(current.position, next.position)
          result.append(Self.corner(between: current, and: next, at: t))
        }
      }
    }
    return TexturedPolygon(corners: result)
  }

  /// The polygon as triangles: SDL vertices in `color` and their indices. A quad is cut along
  /// its top-right to bottom-left diagonal, as the host has always cut it (the software
  /// renderer's pixels along the cut depend on it); a clipped polygon is a fan.
  func triangles(color: SDL_Color) -> (vertices: [SDL_Vertex], indices: [Int32]) {
    let vertices = corners.map { corner in
      SDL_Vertex(
        position: SDL_FPoint(x: Float(corner.position.x), y: Float(corner.position.y)),
        color: color, tex_coord: SDL_FPoint(x: corner.uv.0, y: corner.uv.1))
    }
    guard corners.count >= 3 else { return (vertices, []) }
    if corners.count == 4 { return (vertices, Self.quadIndices) }
    let indices: [Int32] = (1..<Int32(corners.count - 1)).flatMap { [0, $0, $0 + 1] }
    return (vertices, indices)
  }

  /// A quad's two triangles, its corners in order around it from the top left, cut along the
  /// top-right to bottom-left diagonal.
  static let quadIndices: [Int32] = [0, 1, 3, 3, 1, 2]

  private static func corner(between a: Corner, and b: Corner, at t: CGFloat) -> Corner {
    let f = Float(t)
    return Corner(
      position: CGPoint(
        x: a.position.x + (b.position.x - a.position.x) * t,
        y: a.position.y + (b.position.y - a.position.y) * t),
      uv: (a.uv.0 + (b.uv.0 - a.uv.0) * f, a.uv.1 + (b.uv.1 - a.uv.1) * f))
  }
}
