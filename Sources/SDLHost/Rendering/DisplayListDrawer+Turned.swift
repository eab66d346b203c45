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
    drawSpans(mesh.partial, texture: white, color: tint)
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
    drawTurnedTextureInSoftware(
      texture, rect: rect, mapping: m, color: color, flipX: flipX, flipY: flipY, extent: extent,
      shape: shape)
  }

  /// A turned texture on the software renderer: drawn through the whole quad as before (one
  /// texture mapping for all of it), into a target the size of the pixels the shape touches;
  /// each pixel's alpha then scaled by its coverage, read back and written again (copies, on
  /// this renderer), and the target copied into place. Pixels along the outline that the quad's
  /// whole-pixel corners left out take a neighbour's colour.
  private func drawTurnedTextureInSoftware(
    _ texture: OpaquePointer, rect: CGRect, mapping m: CGAffineTransform, color: SDL_Color,
    flipX: Bool, flipY: Bool, extent: (u: Float, v: Float), shape: TransformedShape
  ) {
    let mesh = CoverageMesh(shape, within: reachablePixels)
    let spans = mesh.covered + mesh.partial
    guard let first = spans.first else { return }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x + first.width, first.y + 1)
    for span in spans {
      (minX, maxX) = (min(minX, span.x), max(maxX, span.x + span.width))
      (minY, maxY) = (min(minY, span.y), max(maxY, span.y + 1))
    }
    let (width, height) = (maxX - minX, maxY - minY)
    let used = (width: Int32(width), height: Int32(height))
    guard let target = targets.take(width: used.width, height: used.height) else { return }
    defer { targets.give(target.texture) }
    let count = width * height
    var pixels = takeReadback(\.imageReadback, count: count)
    defer { imageReadback = pixels }
    // The quad, moved so that the touched pixels start at the target's corner, untinted and
    // unblended (the caller puts the texture's blend mode back).
    let drawn = renderAndRead(into: target.texture, pixels: &pixels, used: used) {
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
      drawQuad(
        texture, rect: rect,
        mapping: m.concatenating(
          CGAffineTransform(translationX: -CGFloat(minX), y: -CGFloat(minY))),
        color: SDL_Color(r: 255, g: 255, b: 255, a: 255), flipX: flipX, flipY: flipY,
        extent: extent,
        within: CGRect(x: 0, y: 0, width: Int(target.width), height: Int(target.height)))
    }
    guard drawn else { return }
    var coverage = takeReadback(\.coverageReadback, count: count)
    defer { coverageReadback = coverage }
    for index in 0..<count { coverage[index] = 0 }
    for span in spans {
      let row = (span.y - minY) * width - minX
      for pixel in 0..<span.width {
        let along = (Float(pixel) + 0.5) / Float(span.width)
        let value = span.start + (span.end - span.start) * along
        coverage[row + span.x + pixel] = UInt32((value * 255).rounded())
      }
    }
    let missing: UInt32 = 0x0001_0203
    /// The colour of a drawn pixel beside the one at (x, y), or clear if none was drawn.
    func neighbour(_ x: Int, _ y: Int) -> UInt32 {
      for (dx, dy) in Self.neighbours {
        let (nx, ny) = (x + dx, y + dy)
        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
        let value = pixels[ny * width + nx]
        if value != missing { return value }
      }
      return 0
    }
    // Left-out pixels first, from their drawn neighbours as drawn; then every pixel's fading.
    for y in 0..<height {
      for x in 0..<width where coverage[y * width + x] > 0 && pixels[y * width + x] == missing {
        pixels[y * width + x] = neighbour(x, y)
      }
    }
    for index in 0..<count {
      let covered = coverage[index]
      pixels[index] = covered == 0 ? 0 : Self.scaleAlpha(pixels[index], by: covered)
    }
    var region = SDL_Rect(x: 0, y: 0, w: used.width, h: used.height)
    pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(target.texture, &region, bytes.baseAddress, used.width * 4)
    }
    var placed = SDL_Rect(x: Int32(minX), y: Int32(minY), w: used.width, h: used.height)
    SDL_SetTextureColorMod(target.texture, color.r, color.g, color.b)
    SDL_SetTextureAlphaMod(target.texture, color.a)
    SDL_RenderCopy(renderer, target.texture, &region, &placed)
    SDL_SetTextureColorMod(target.texture, 255, 255, 255)
    SDL_SetTextureAlphaMod(target.texture, 255)
  }

  /// Runs `draw` into `target`, cleared to a colour no drawn pixel has in practice (which
  /// marks the pixels it leaves out), and reads back `used` of it; the renderer's target and
  /// clip are back as they were when it returns. `false` when the pixels cannot be read.
  private func renderAndRead(
    into target: OpaquePointer, pixels: inout [UInt32], used: (width: Int32, height: Int32),
    _ draw: () -> Void
  ) -> Bool {
    let previous = SDL_GetRenderTarget(renderer)
    defer {
      SDL_SetRenderTarget(renderer, previous)
      applyClip()
    }
    SDL_SetRenderTarget(renderer, target)
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawColor(renderer, 1, 2, 3, 0)
    SDL_RenderClear(renderer)
    draw()
    return readPixels(into: &pixels, used: used)
  }

  /// The eight pixels around one, nearest first.
  private static let neighbours = [
    (-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1),
  ]

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

  /// Draws each span as two blended triangles with corners on whole pixels, `color`'s alpha
  /// scaled by the span's coverage at its left and right edges, all on the middle of `white`
  /// (a one-texel white texture).
  private func drawSpans(
    _ spans: [CoverageMesh.Span], texture white: OpaquePointer, color: SDL_Color
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
        var faded = color
        faded.a = UInt8((Float(color.a) * (right ? span.end : span.start)).rounded())
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(x), y: Float(y)), color: faded,
            tex_coord: SDL_FPoint(x: 0.5, y: 0.5)))
      }
      for corner in Self.quadCorners { indices.append(first + corner) }
    }
    SDL_SetTextureBlendMode(white, SDL_BLENDMODE_BLEND)
    SDL_RenderGeometry(
      renderer, white, vertices, Int32(vertices.count), indices, Int32(indices.count))
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
