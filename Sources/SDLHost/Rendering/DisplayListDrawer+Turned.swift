import CSDL2
import UIKit

/// Shapes and textures drawn through a mapping that turns or skews them, with antialiased edges
/// where the exact geometry puts them, as Core Animation draws a rotated layer that allows edge
/// antialiasing.
///
/// On renderers that place triangle corners between pixels (OpenGL's), each is a
/// ``FringeMesh``: a few triangles, faded across a pixel-wide fringe along the outline. SDL's
/// software renderer moves corners to whole pixels, so there each is cut into a
/// ``CoverageMesh``: rows of wholly covered pixels, drawn as they are, and the pixels along the
/// outline, faded by how much of each the shape covers. Axis-aligned drawing does not come here
/// and stays as it was.
extension DisplayListDrawer {
  /// Fills `rect` (item space) with `color`, rounded by `radius`, or only a border `borderWidth`
  /// wide inside its edge, when the current mapping turns or skews it, and returns `true`. When
  /// the mapping keeps edges on the axes it draws nothing and returns `false`: the caller draws
  /// the shape in pieces. (Pieces would show their seams through a turned outline's fading.)
  func drawTurned(
    _ rect: CGRect, radius: CGFloat = 0, borderWidth: CGFloat? = nil, color: DisplayColor
  ) -> Bool {
    let m = mapping
    guard m.b != 0 || m.c != 0 else { return false }
    let (r, g, b, a) = color.rgba8
    guard a > 0,
      let shape = TransformedShape(
        rect: rect, radius: radius, borderWidth: borderWidth, mapping: m)
    else { return true }
    guard let white = whiteTexture() else { return true }
    let tint = SDL_Color(r: r, g: g, b: b, a: a)
    if !snapsVertices, let polygons = shape.polygons(),
      let fringe = FringeMesh(outer: polygons.outer, hole: polygons.hole)
    {
      draw(fringe, texture: white, color: tint) { _ in (0.5, 0.5) }
      return true
    }
    let mesh = CoverageMesh(shape, within: reachablePixels)
    // Whole rows are plain fills: opaque ones replace what is under them without blending.
    var rows = mesh.covered.map {
      SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: 1)
    }
    SDL_SetRenderDrawBlendMode(renderer, a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, r, g, b, a)
    SDL_RenderFillRects(renderer, &rows, Int32(rows.count))
    // The outline's pixels take their fading from the vertex colour, on a white texel: SDL's
    // software renderer blends untextured triangles through a new surface for each one.
    drawSpans(mesh.partial, texture: white, color: tint, blendMode: SDL_BLENDMODE_BLEND) {
      _ in (0.5, 0.5)
    }
    return true
  }

  /// Draws `texture` into `rect` (item space) through `m`, which turns or skews it, tinted by
  /// `color`: `extent` is how much of the texture, from its top-left corner, it shows. Texture
  /// coordinates stay half a texel inside that part, so the outline's pixels take the edge's
  /// texels, never those beyond it.
  func drawTurnedTexture(
    _ texture: OpaquePointer, rect: CGRect, mapping m: CGAffineTransform, color: SDL_Color,
    flipX: Bool, flipY: Bool, extent: (u: Float, v: Float)
  ) {
    guard let shape = TransformedShape(rect: rect, mapping: m) else { return }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_QueryTexture(texture, nil, nil, &width, &height)
    let half = (u: 0.5 / Float(max(width, 1)), v: 0.5 / Float(max(height, 1)))
    let rect = rect.standardized
    func coordinates(_ position: CGPoint) -> (Float, Float) {
      let point = shape.itemPoint(x: position.x, y: position.y)
      let u = Float((point.x - rect.minX) / rect.width)
      let v = Float((point.y - rect.minY) / rect.height)
      return (
        min(max((flipX ? 1 - u : u) * extent.u, half.u), max(extent.u - half.u, half.u)),
        min(max((flipY ? 1 - v : v) * extent.v, half.v), max(extent.v - half.v, half.v))
      )
    }
    SDL_SetTextureColorMod(texture, 255, 255, 255)
    SDL_SetTextureAlphaMod(texture, 255)
    var mode = SDL_BLENDMODE_NONE
    SDL_GetTextureBlendMode(texture, &mode)
    defer { SDL_SetTextureBlendMode(texture, mode) }
    if !snapsVertices, let polygons = shape.polygons(),
      let fringe = FringeMesh(outer: polygons.outer, hole: nil)
    {
      draw(fringe, texture: texture, color: color, at: coordinates)
      return
    }
    // See below: on the software renderer runs are cut from the whole quad, whose corners move
    // up to 0.71 pixels to whole ones, so they hold only pixels deeper inside than that.
    let mesh = CoverageMesh(shape, within: reachablePixels, depth: snapsVertices ? 1 : 0.5)
    // Wholly covered rows are drawn as the texture is (an opaque layer's image is copied); the
    // outline's pixels are blended, faded by their coverage.
    if snapsVertices {
      // SDL's software renderer gives each triangle's corners whole texel coordinates, so rows
      // drawn as triangles of their own would each sample the texture a different fraction of a
      // texel off, and its inside would jitter from row to row. The inside is drawn as the whole
      // quad, with one mapping, clipped to rectangles of up to eight rows; only the short runs
      // beside them, along the outline, are triangles of their own.
      let (rectangles, rest) = mesh.blocks(rows: 8)
      for rectangle in rectangles {
        var clip = SDL_Rect(
          x: Int32(rectangle.x), y: Int32(rectangle.y), w: Int32(rectangle.width),
          h: Int32(rectangle.height))
        SDL_RenderSetClipRect(renderer, &clip)
        drawQuad(
          texture, rect: rect, mapping: m, color: color, flipX: flipX, flipY: flipY, extent: extent)
      }
      applyClip()
      drawSpans(rest, texture: texture, color: color, blendMode: mode, at: coordinates)
    } else {
      drawSpans(mesh.covered, texture: texture, color: color, blendMode: mode, at: coordinates)
    }
    drawSpans(
      mesh.partial, texture: texture, color: color, blendMode: SDL_BLENDMODE_BLEND,
      at: coordinates)
  }

  /// Draws a fringe mesh in one call, blended, its colour's alpha scaled by each corner's, with
  /// texture coordinates from `coordinates` at each corner.
  private func draw(
    _ fringe: FringeMesh, texture: OpaquePointer, color: SDL_Color,
    at coordinates: (CGPoint) -> (Float, Float)
  ) {
    let vertices = fringe.vertices.map { vertex in
      let (u, v) = coordinates(vertex.position)
      var faded = color
      faded.a = UInt8((Float(color.a) * vertex.alpha).rounded())
      return SDL_Vertex(
        position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)),
        color: faded, tex_coord: SDL_FPoint(x: u, y: v))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_RenderGeometry(
      renderer, texture, vertices, Int32(vertices.count), fringe.indices,
      Int32(fringe.indices.count))
  }

  /// Draws each span as two triangles with corners on whole pixels, its colour's alpha scaled by
  /// the span's coverage at its left and right edges, and texture coordinates from
  /// `coordinates` at each corner.
  private func drawSpans(
    _ spans: [CoverageMesh.Span], texture: OpaquePointer, color: SDL_Color,
    blendMode: SDL_BlendMode, at coordinates: (CGPoint) -> (Float, Float)
  ) {
    guard !spans.isEmpty else { return }
    var vertices: [SDL_Vertex] = []
    vertices.reserveCapacity(spans.count * 4)
    var indices: [Int32] = []
    indices.reserveCapacity(spans.count * 6)
    for span in spans {
      let first = Int32(vertices.count)
      for corner in 0..<4 {
        let right = corner & 1 == 1
        let x = span.x + (right ? span.width : 0)
        let y = span.y + corner >> 1
        let (u, v) = coordinates(CGPoint(x: x, y: y))
        var faded = color
        faded.a = UInt8((Float(color.a) * (right ? span.end : span.start)).rounded())
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(x), y: Float(y)), color: faded,
            tex_coord: SDL_FPoint(x: u, y: v)))
      }
      for corner in Self.quadCorners { indices.append(first + corner) }
    }
    SDL_SetTextureBlendMode(texture, blendMode)
    SDL_RenderGeometry(
      renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
  }

  /// The two triangles of a span's quad, by corner: top-left, top-right, bottom-left,
  /// bottom-right.
  private static let quadCorners: [Int32] = [0, 1, 2, 2, 1, 3]

  /// A white texel, made once: the texture of turned fills' outline pixels.
  private func whiteTexture() -> OpaquePointer? {
    if let whiteTexel { return whiteTexel }
    whiteTexel = makeTexture(width: 1, height: 1, pixels: [UInt8](repeating: 255, count: 4))
    return whiteTexel
  }
}
