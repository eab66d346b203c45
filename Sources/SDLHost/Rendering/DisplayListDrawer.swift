import CSDL2
import UIKit

/// Draws display lists with an `SDL_Renderer`: the host's whole drawing code.
///
/// It walks the list once. Rectangles become fills; rounded shapes, borders and shadows
/// become nine-slice pieces with cached mask textures; text and images become cached
/// textures; composited layers are rendered into target textures that are kept while their
/// version is unchanged, then drawn with their transform and opacity. The same code draws to
/// a window and to an offscreen software surface, so reference images show what users see.
@MainActor
package final class DisplayListDrawer {
  /// Counters for benchmarks and tests.
  package struct Statistics {
    package var textRasterizations = 0
    package var layerRenders = 0
    package var layerReuses = 0
    /// Slot textures whose pixels were replaced because their bitmap changed.
    package var rasterUploads = 0
    /// Backdrops blurred afresh, and backdrops whose kept blur was drawn again.
    package var backdropBlurs = 0
    package var backdropReuses = 0
    /// Backdrops made from the items under them drawn at the reduced size, and those of them
    /// whose opaque blur covered the whole target, so that nothing under it was drawn.
    package var reducedBackdrops = 0
    package var backdropsHidingBelow = 0
  }

  /// One piece of text as a texture: its characters, font, size in pixels and direction.
  struct TextKey: Hashable {
    var text: ExactText
    var face: FontFace
    var pixelSize: Int
    var rightToLeft: Bool
  }

  /// A whole run as drawn at one size: what its pieces are looked up by after the first frame.
  struct RunKey: Hashable {
    var text: ExactText
    var face: FontFace
    var pixelSize: Int
    var paragraphIsRightToLeft: Bool?
  }

  /// A run's pieces with the text cache's entries for their textures.
  struct RunPieces {
    var segments: [TextSegment]
    var textures: [TextureCache<TextKey>.Entry]
  }

  /// Where items land: the mapping from layer space to target pixels, the item transform set
  /// by `pushTransform`, and the clip stack in target pixels.
  struct Space {
    var base: CGAffineTransform
    var item: CGAffineTransform?
    var clips: [SDL_Rect] = []
  }

  package let renderer: OpaquePointer
  package internal(set) var statistics = Statistics()
  let text = TextureCache<TextKey>(byteBudget: 32 << 20)
  /// Runs drawn before, by what they draw (see `DisplayListDrawer+Text.swift`).
  var runs: [RunKey: RunPieces] = [:]
  /// The runs drawn so far this frame, in order, and those of the last frame: a frame that
  /// draws the runs the last one drew, in the same order, finds each by one comparison.
  var frameRuns: [(key: RunKey, pieces: RunPieces)] = []
  var lastFrameRuns: [(key: RunKey, pieces: RunPieces)] = []
  private let images = TextureCache<UInt64>(byteBudget: 64 << 20)
  let masks = TextureCache<FlippedMask>(byteBudget: 8 << 20)
  /// Composited layers' images, in render targets from ``targets``, to which they go back.
  let layers: TextureCache<UInt64>
  let targets: RenderTargetPool
  /// Content drawn again in place (shape layers, gradients, `draw(in:)`): one texture per slot,
  /// its pixels replaced when the bitmap changes.
  private let rasters = TextureCache<UInt64>(byteBudget: 128 << 20)
  /// Buffers for reading back a masked layer's image and its mask, kept between renders.
  var imageReadback: [UInt32] = []
  var coverageReadback: [UInt32] = []
  /// Blurred backdrops, one per effect view; the version is a hash of the pixels blurred.
  let backdrops = TextureCache<UInt64>(byteBudget: 64 << 20)
  var space = Space(base: .identity)
  var scale: CGFloat = 1
  /// Whether the renderer is SDL's software one.
  let isSoftwareRenderer: Bool
  /// Whether the renderer truncates geometry to whole pixels, as SDL's software one does.
  var snapsVertices: Bool { isSoftwareRenderer }
  /// Whether fills land on the nearest whole pixels, as while the items under a backdrop are
  /// drawn at its reduced size (see `DisplayListDrawer+ReducedBackdrop.swift`): there every edge
  /// is fractional, and SDL's software renderer, which cuts each fill's origin and size down to
  /// whole pixels apart, would leave a column of the clear between neighbours.
  var roundsFillEdges = false
  /// A white texel, made when first needed: see ``drawTurned(_:radius:borderWidth:color:)``.
  var whiteTexel: OpaquePointer?

  package init(renderer: OpaquePointer) {
    self.renderer = renderer
    let targets = RenderTargetPool(renderer: renderer)
    self.targets = targets
    layers = TextureCache(byteBudget: 256 << 20) { targets.give($0) }
    var info = SDL_RendererInfo()
    isSoftwareRenderer =
      SDL_GetRendererInfo(renderer, &info) == 0
      && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
  }

  /// Bytes held by the text cache, and its budget.
  package var textCacheBytes: (used: Int, budget: Int) { (text.bytes, text.byteBudget) }

  /// Clears the current target to `clearColor` and draws `list` at `scale` pixels per point.
  package func draw(
    _ list: DisplayList, scale: CGFloat,
    clearColor: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
  ) {
    self.scale = scale
    swap(&frameRuns, &lastFrameRuns)
    frameRuns.removeAll(keepingCapacity: true)
    text.beginFrame(maxIdleFrames: 600)
    images.beginFrame(maxIdleFrames: 600)
    masks.beginFrame(maxIdleFrames: 600)
    layers.beginFrame(maxIdleFrames: 2)
    targets.beginFrame(maxIdleFrames: 120)
    rasters.beginFrame(maxIdleFrames: 2)
    backdrops.beginFrame(maxIdleFrames: 2)
    space = Space(base: CGAffineTransform(scaleX: scale, y: scale))
    SDL_RenderSetClipRect(renderer, nil)
    let prepared = prepareBackdrop(in: list.items, clearColor: clearColor)
    // A first item that paints every pixel opaque (a window's or root view's background)
    // leaves nothing of the clear to show: each pixel is then written once, not twice.
    if prepared?.hidesBelow != true && !paintsEveryPixel(list.items.first) {
      SDL_SetRenderDrawColor(renderer, clearColor.0, clearColor.1, clearColor.2, clearColor.3)
      SDL_RenderClear(renderer)
    }
    draw(list.items, prepared: prepared)
  }

  /// Whether `item`, drawn first with no clip, covers the whole target with opaque colour.
  func paintsEveryPixel(_ item: DisplayItem?) -> Bool {
    guard case .fill(let rect, let color)? = item, color.alpha >= 1 else { return false }
    return rect.applying(mapping).contains(reachablePixels)
  }

  /// Draws `items` over what is already on the target, in the coordinates of the last frame:
  /// the host's own overlays.
  package func drawOverlay(_ items: [DisplayItem]) {
    space = Space(base: CGAffineTransform(scaleX: scale, y: scale))
    SDL_RenderSetClipRect(renderer, nil)
    draw(items)
  }

  /// Releases every cached texture; needed before the renderer is destroyed.
  package func releaseTextures() {
    text.removeAll()
    runs = [:]
    frameRuns = []
    lastFrameRuns = []
    images.removeAll()
    masks.removeAll()
    layers.removeAll()
    rasters.removeAll()
    targets.removeAll()
    backdrops.removeAll()
    if let whiteTexel { SDL_DestroyTexture(whiteTexel) }
    whiteTexel = nil
  }

  /// Draws `items`; `prepared` is a backdrop among them whose blur is already made, and which
  /// may hide every item before it (those then only set the clip and transform it is drawn in).
  func draw(_ items: [DisplayItem], prepared: PreparedBackdrop? = nil) {
    let covers = Self.laterOpaqueCovers(items)
    if let prepared, prepared.hidesBelow { statistics.backdropsHidingBelow += 1 }
    for (index, item) in items.enumerated() {
      if let prepared, index <= prepared.index {
        if index == prepared.index, case .backdrop(let blur) = item {
          drawBackdrop(blur, made: prepared.blurred)
          continue
        }
        if prepared.hidesBelow {
          applyState(item)
          continue
        }
      }
      switch item {
      case .fill(let rect, let color):
        if drawTurned(rect, color: color) { continue }
        // A translucent fill is left out where something opaque is drawn over it next: a
        // screen's dimming under the screen sliding over it is blended only where it shows.
        // (An opaque fill costs no blending, and is drawn whole.)
        let hole = color.alpha < 1 ? covers[index].flatMap(pixelAlignedInside) : nil
        drawPieces(ShapePiece.solid(rect, excluding: hole), color: color)
      case .roundedFill(let rect, let radius, let color, let corners):
        // A turned shape rounds all four corners (masked corners are drawn upright only).
        if drawTurned(rect, radius: radius, color: color) { continue }
        let pixels = devicePixels(radius)
        guard pixels > 0 else {
          drawPieces([.solid(rect)], color: color)
          continue
        }
        drawPieces(
          ShapePiece.roundedRect(rect, radius: radius, corners: corners), color: color,
          corner: .corner(radius: pixels))
      case .border(let rect, let radius, let width, let color, let corners):
        if drawTurned(rect, radius: radius, borderWidth: width, color: color) { continue }
        let pixels = devicePixels(radius)
        drawPieces(
          ShapePiece.border(rect, radius: pixels > 0 ? radius : 0, width: width, corners: corners),
          color: color, corner: .ring(radius: pixels, width: max(1, devicePixels(width))))
      case .shadow(let rect, let radius, let blur, let color, let occluded):
        drawShadow(rect, radius: radius, blur: blur, color: color, occluded: occluded)
      case .text(let run):
        drawText(run)
      case .image(let run):
        drawImage(run)
      case .pushClip, .popClip, .pushTransform, .popTransform:
        applyState(item)
      case .layer(let layer):
        drawLayer(layer)
      case .backdrop(let blur):
        drawBackdrop(blur)
      }
    }
  }

  // MARK: Geometry

  var mapping: CGAffineTransform {
    (space.item ?? .identity).concatenating(space.base)
  }

  /// A length in points as whole target pixels under the current mapping, within ±2⁴⁰: lengths
  /// past any screen (a corner under a scale of 10⁹) stay whole numbers without overflowing.
  func devicePixels(_ length: CGFloat) -> Int {
    let m = mapping
    let scale = (abs(m.a * m.d - m.b * m.c)).squareRoot()
    let pixels = (length * scale).rounded()
    guard !pixels.isNaN else { return 0 }
    return Int(min(max(pixels, -Self.longestLength), Self.longestLength))
  }

  private static let longestLength = CGFloat(1 << 40)

  /// The target pixels that drawing can reach now: the target's viewport, within the clip.
  var reachablePixels: CGRect {
    var viewport = SDL_Rect()
    SDL_RenderGetViewport(renderer, &viewport)
    let bounds = CGRect(x: 0, y: 0, width: CGFloat(viewport.w), height: CGFloat(viewport.h))
    guard let clip = space.clips.last else { return bounds }
    let clipped = CGRect(
      x: CGFloat(clip.x), y: CGFloat(clip.y), width: CGFloat(clip.w), height: CGFloat(clip.h))
    return Self.overlap(bounds, clipped) ?? .zero
  }

  /// Where two rectangles overlap, or `nil` if they do not. Foundation's `intersection` traps on
  /// a NaN edge, which geometry far past any screen (∞ − ∞) can produce; here it counts as no
  /// overlap.
  static func overlap(_ a: CGRect, _ b: CGRect) -> CGRect? {
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    let maxX = min(a.maxX, b.maxX)
    let maxY = min(a.maxY, b.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  func fill(_ rect: CGRect, color: DisplayColor) {
    let (r, g, b, a) = color.rgba8
    guard a > 0 else { return }
    let m = mapping
    // An opaque fill replaces what is under it: no per-pixel blend, which SDL's software
    // renderer makes far slower than a plain fill.
    SDL_SetRenderDrawBlendMode(renderer, a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    if m.b == 0 && m.c == 0 {
      // Only the part that can show: a fill magnified far past the target would overflow the
      // software renderer's 32-bit rectangles.
      guard let shown = Self.overlap(rect.applying(m), reachablePixels) else { return }
      var target = Self.frect(shown)
      if roundsFillEdges {
        let (minX, minY) = (target.x.rounded(), target.y.rounded())
        target = SDL_FRect(
          x: minX, y: minY, w: (target.x + target.w).rounded() - minX,
          h: (target.y + target.h).rounded() - minY)
        guard target.w > 0, target.h > 0 else { return }
      }
      SDL_SetRenderDrawColor(renderer, r, g, b, a)
      SDL_RenderFillRectF(renderer, &target)
    } else {
      // A turned piece of a shape (a shadow's middle): hard-edged, so that pieces meet without
      // seams. Whole turned fills are antialiased (`drawTurned`).
      drawQuad(nil, rect: rect, mapping: m, color: SDL_Color(r: r, g: g, b: b, a: a))
    }
  }

  /// Draws a texture into `rect` (item space), tinted by `color`: the whole texture, or the
  /// `used` part of it from its top-left corner (a composited layer's image in a larger target).
  /// A turned or skewed texture gets antialiased edges, unless it keeps `hardEdges`: one of
  /// several pieces that meet edge to edge (a shadow's), whose faded edges would show as seams,
  /// or an image whose edge pixels are transparent anyway. `inked`, when given, is the part of
  /// the texture outside which every pixel is transparent: a copy pixel for pixel blends only it.
  func drawTexture(
    _ texture: OpaquePointer, in rect: CGRect, color: DisplayColor, flipX: Bool = false,
    flipY: Bool = false, snap: Bool = false, used: (width: Int32, height: Int32)? = nil,
    hardEdges: @autoclosure () -> Bool = false, inked: PixelRegion? = nil
  ) {
    let (r, g, b, a) = color.rgba8
    guard a > 0 else { return }
    let m = mapping
    var extent: (u: Float, v: Float) = (1, 1)
    if let used {
      var width: Int32 = 0
      var height: Int32 = 0
      SDL_QueryTexture(texture, nil, nil, &width, &height)
      extent = (
        Float(used.width) / Float(max(width, 1)), Float(used.height) / Float(max(height, 1))
      )
    }
    let tint = SDL_Color(r: r, g: g, b: b, a: a)
    guard m.b == 0 && m.c == 0 else {
      if hardEdges() {
        drawQuad(
          texture, rect: rect, mapping: m, color: tint, flipX: flipX, flipY: flipY, extent: extent)
      } else {
        drawTurnedTexture(
          texture, rect: rect, mapping: m, color: tint, flipX: flipX, flipY: flipY, extent: extent)
      }
      return
    }
    let device = rect.applying(m)
    let reachable = reachablePixels
    if device.width * device.height > 16 * max(reachable.width * reachable.height, 1) {
      // SDL's software renderer scales a copy that the target's edge cuts through a temporary
      // surface of the copy's full size: gigabytes for a layer magnified 1,000 times. So a copy
      // far larger than what it can reach is cut to the reachable pixels here, and drawn as
      // geometry, whose texture coordinates need not fall on whole texels.
      guard let shown = Self.overlap(device, reachable) else { return }
      let mirrored = (x: flipX != (m.a < 0), y: flipY != (m.d < 0))
      func coordinate(_ value: CGFloat, from start: CGFloat, over length: CGFloat, flip: Bool)
        -> Float
      {
        let fraction = Float((value - start) / length)
        return flip ? 1 - fraction : fraction
      }
      let u = [shown.minX, shown.maxX].map {
        coordinate($0, from: device.minX, over: device.width, flip: mirrored.x) * extent.u
      }
      let v = [shown.minY, shown.maxY].map {
        coordinate($0, from: device.minY, over: device.height, flip: mirrored.y) * extent.v
      }
      drawGeometry(
        texture,
        corners: (
          CGPoint(x: shown.minX, y: shown.minY), CGPoint(x: shown.maxX, y: shown.minY),
          CGPoint(x: shown.minX, y: shown.maxY), CGPoint(x: shown.maxX, y: shown.maxY)
        ), uv: ((u[0], v[0]), (u[1], v[0]), (u[0], v[1]), (u[1], v[1])), color: tint)
      return
    }
    SDL_SetTextureColorMod(texture, r, g, b)
    SDL_SetTextureAlphaMod(texture, a)
    var target = Self.frect(device)
    if snap {
      target.x = target.x.rounded()
      target.y = target.y.rounded()
    }
    var flip = SDL_FLIP_NONE.rawValue
    if flipX != (m.a < 0) { flip |= SDL_FLIP_HORIZONTAL.rawValue }
    if flipY != (m.d < 0) { flip |= SDL_FLIP_VERTICAL.rawValue }
    if let inked, used == nil, flip == SDL_FLIP_NONE.rawValue {
      // A copy pixel for pixel, at whole pixels, whose transparent texels would leave the
      // target as it is (SDL's blend adds nothing for alpha 0): only the inked part is copied,
      // to the same pixels. (SDL_RenderCopyExF without flip or turn is SDL_RenderCopyF.)
      var size = (width: Int32(0), height: Int32(0))
      SDL_QueryTexture(texture, nil, nil, &size.width, &size.height)
      if target.w == Float(size.width), target.h == Float(size.height),
        target.x == target.x.rounded(), target.y == target.y.rounded()
      {
        guard inked.width > 0, inked.height > 0 else { return }
        var source = SDL_Rect(
          x: Int32(inked.x), y: Int32(inked.y), w: Int32(inked.width), h: Int32(inked.height))
        var placed = SDL_FRect(
          x: target.x + Float(inked.x), y: target.y + Float(inked.y), w: Float(inked.width),
          h: Float(inked.height))
        SDL_RenderCopyF(renderer, texture, &source, &placed)
        return
      }
    }
    if let used {
      var source = SDL_Rect(x: 0, y: 0, w: used.width, h: used.height)
      SDL_RenderCopyExF(renderer, texture, &source, &target, 0, nil, SDL_RendererFlip(flip))
    } else {
      SDL_RenderCopyExF(renderer, texture, nil, &target, 0, nil, SDL_RendererFlip(flip))
    }
  }

  /// Two triangles through an arbitrary affine mapping: rotation, skew, or a flip, with hard
  /// edges, for pieces that meet edge to edge (a turned shadow's); whole shapes and textures are
  /// antialiased instead (``drawTurnedTexture(_:rect:mapping:color:flipX:flipY:extent:)``).
  /// `extent` is how much of the texture, from its top-left corner, the quad shows. SDL's software renderer
  /// truncates vertices to whole pixels, which ends a far edge a pixel short; there they are
  /// rounded to the nearest instead. `bounds`, when given, is the render target's size: the quad
  /// is clipped to it first, which the software renderer needs (see ``TexturedPolygon``).
  func drawQuad(
    _ texture: OpaquePointer?, rect: CGRect, mapping m: CGAffineTransform, color: SDL_Color,
    flipX: Bool = false, flipY: Bool = false, extent: (u: Float, v: Float) = (1, 1),
    within bounds: CGRect? = nil
  ) {
    func place(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      let point = CGPoint(x: x, y: y).applying(m)
      return snapsVertices ? CGPoint(x: point.x.rounded(), y: point.y.rounded()) : point
    }
    let u: (Float, Float) = flipX ? (extent.u, 0) : (0, extent.u)
    let v: (Float, Float) = flipY ? (extent.v, 0) : (0, extent.v)
    drawGeometry(
      texture,
      corners: (
        place(rect.minX, rect.minY), place(rect.maxX, rect.minY), place(rect.minX, rect.maxY),
        place(rect.maxX, rect.maxY)
      ), uv: ((u.0, v.0), (u.1, v.0), (u.0, v.1), (u.1, v.1)), color: color, within: bounds)
  }

  /// Two triangles between four corners in target pixels (top-left, top-right, bottom-left,
  /// bottom-right), with a texture coordinate for each; the texture is tinted by `color`.
  private func drawGeometry(
    _ texture: OpaquePointer?, corners: (CGPoint, CGPoint, CGPoint, CGPoint),
    uv: ((Float, Float), (Float, Float), (Float, Float), (Float, Float)), color: SDL_Color,
    within bounds: CGRect? = nil
  ) {
    if let texture {
      SDL_SetTextureColorMod(texture, 255, 255, 255)
      SDL_SetTextureAlphaMod(texture, 255)
    }
    guard let bounds else {
      // Unclipped (every turned layer drawn on the screen, every frame): the quad's corners in
      // order around it, cut into `TexturedPolygon`'s two triangles, with no array made.
      func vertex(_ point: CGPoint, _ uv: (Float, Float)) -> SDL_Vertex {
        SDL_Vertex(
          position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
          tex_coord: SDL_FPoint(x: uv.0, y: uv.1))
      }
      var vertices = (
        vertex(corners.0, uv.0), vertex(corners.1, uv.1), vertex(corners.3, uv.3),
        vertex(corners.2, uv.2)
      )
      withUnsafeBytes(of: &vertices) { bytes in
        TexturedPolygon.quadIndices.withUnsafeBufferPointer { indices in
          _ = SDL_RenderGeometry(
            renderer, texture, bytes.baseAddress?.assumingMemoryBound(to: SDL_Vertex.self), 4,
            indices.baseAddress, Int32(indices.count))
        }
      }
      return
    }
    // Corners in order around the quad: top-left, top-right, bottom-right, bottom-left; the
    // software renderer's triangles must stay inside the target (see TexturedPolygon).
    let quad = TexturedPolygon(corners: [
      .init(position: corners.0, uv: uv.0), .init(position: corners.1, uv: uv.1),
      .init(position: corners.3, uv: uv.3), .init(position: corners.2, uv: uv.2),
    ]).clipped(to: bounds)
    let (vertices, indices) = quad.triangles(color: color)
    guard !indices.isEmpty else { return }
    SDL_RenderGeometry(
      renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
  }

  // MARK: Text and images

  private func drawImage(_ run: ImageRun) {
    let bitmap = run.bitmap
    let texture: OpaquePointer
    if let slot = run.slot {
      guard let slotTexture = rasterTexture(for: bitmap, slot: slot) else { return }
      texture = slotTexture
    } else if let cached = images.lookUp(bitmap.id) {
      texture = cached.texture
    } else {
      guard
        let made = makeTexture(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
      else { return }
      SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear)
      images.insert(bitmap.id, texture: made)
      texture = made
    }
    drawTexture(
      texture, in: run.rect, color: DisplayColor(red: 1, green: 1, blue: 1, alpha: run.opacity),
      hardEdges: bitmap.hasClearEdges)
  }

  /// The slot's texture holding `bitmap`: reused as it is when the bitmap is the one it holds,
  /// its pixels replaced when the bitmap changed at the same size, made anew otherwise. Slot
  /// textures are streaming: the bitmap writes its pixels straight into the locked texture, so
  /// a changed layer's raster is converted from its drawing once, with no copy in between.
  private func rasterTexture(for bitmap: ImageBitmap, slot: UInt64) -> OpaquePointer? {
    let version = bitmap.id
    if let cached = rasters.lookUp(slot), cached.width == Int32(bitmap.width),
      cached.height == Int32(bitmap.height)
    {
      if cached.version != version {
        fill(cached.texture, with: bitmap)
        rasters.setVersion(version, for: slot)
        statistics.rasterUploads += 1
      }
      return cached.texture
    }
    guard bitmap.width > 0, bitmap.height > 0,
      let made = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(bitmap.width), Int32(bitmap.height))
    else { return nil }
    fill(made, with: bitmap)
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear)
    rasters.insert(slot, texture: made, version: version)
    statistics.rasterUploads += 1
    return made
  }

  /// Replaces all of a streaming texture's pixels with `bitmap`'s, written in place.
  private func fill(_ texture: OpaquePointer, with bitmap: ImageBitmap) {
    var pixels: UnsafeMutableRawPointer?
    var pitch: Int32 = 0
    guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return }
    bitmap.copyPixels(to: pixels, bytesPerRow: Int(pitch))
    SDL_UnlockTexture(texture)
  }

  /// A static texture of 4-byte pixels: RGBA bytes by default, or `format`'s layout.
  func makeTexture<Pixel>(
    width: Int, height: Int, pixels: [Pixel], format: SDL_PixelFormatEnum = SDL_PIXELFORMAT_ABGR8888
  ) -> OpaquePointer? {
    guard
      let texture = SDL_CreateTexture(
        renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(width), Int32(height))
    else { return nil }
    pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(width * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return texture
  }

  // MARK: Clips

  func pushClip(_ rect: CGRect) {
    pushClip(pixels: Self.pixelRect(rect.applying(space.base)))
  }

  /// Narrows the clip to `rect`, in target pixels, until the matching `popClip`.
  func pushClip(pixels rect: SDL_Rect) {
    var clip = rect
    if var outer = space.clips.last {
      var inter = SDL_Rect()
      if SDL_IntersectRect(&outer, &clip, &inter) == SDL_TRUE {
        clip = inter
      } else {
        clip = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
      }
    }
    space.clips.append(clip)
    applyClip()
  }

  /// The whole pixels covering `rect` (in target pixels), within ±2²⁹ so that SDL's 32-bit
  /// rectangles hold them: a clipping view that is infinite, or wider than 2³¹ pixels, clips
  /// to what a target can show. A NaN edge counts as 0.
  static func pixelRect(_ rect: CGRect) -> SDL_Rect {
    func pixel(_ value: CGFloat) -> Int32 {
      guard !value.isNaN else { return 0 }
      return Int32(min(max(value, -CGFloat(1 << 29)), CGFloat(1 << 29)))
    }
    let minX = pixel(rect.minX.rounded(.down))
    let minY = pixel(rect.minY.rounded(.down))
    let maxX = pixel(rect.maxX.rounded(.up))
    let maxY = pixel(rect.maxY.rounded(.up))
    return SDL_Rect(x: minX, y: minY, w: max(0, maxX - minX), h: max(0, maxY - minY))
  }

  /// Restores the clip the matching `pushClip` narrowed.
  func popClip() {
    space.clips.removeLast()
    applyClip()
  }

  func applyClip() {
    if var clip = space.clips.last {
      // SDL treats an empty clip rectangle as "no clip"; clip to a pixel off-target instead.
      if clip.w == 0 || clip.h == 0 { clip = SDL_Rect(x: -2, y: -2, w: 1, h: 1) }
      SDL_RenderSetClipRect(renderer, &clip)
    } else {
      SDL_RenderSetClipRect(renderer, nil)
    }
  }

  static func frect(_ rect: CGRect) -> SDL_FRect {
    SDL_FRect(
      x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
  }
}
