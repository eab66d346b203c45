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
  }

  private struct TextKey: Hashable {
    var text: String
    var face: FontFace
    var pixelSize: Int
    var rightToLeft: Bool
  }

  /// Where items land: the mapping from layer space to target pixels, the item transform set
  /// by `pushTransform`, and the clip stack in target pixels.
  private struct Space {
    var base: CGAffineTransform
    var item: CGAffineTransform?
    var clips: [SDL_Rect] = []
  }

  package let renderer: OpaquePointer
  package private(set) var statistics = Statistics()
  private let text = TextureCache<TextKey>(byteBudget: 32 << 20)
  private let images = TextureCache<UInt64>(byteBudget: 64 << 20)
  private let masks = TextureCache<FlippedMask>(byteBudget: 8 << 20)
  private let layers = TextureCache<UInt64>(byteBudget: 256 << 20)
  /// Content drawn again in place (shape layers, gradients, `draw(in:)`): one texture per slot,
  /// its pixels replaced when the bitmap changes.
  private let rasters = TextureCache<UInt64>(byteBudget: 128 << 20)
  private var space = Space(base: .identity)
  private var scale: CGFloat = 1

  package init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  /// Bytes held by the text cache, and its budget.
  package var textCacheBytes: (used: Int, budget: Int) { (text.bytes, text.byteBudget) }

  /// Clears the current target to `clearColor` and draws `list` at `scale` pixels per point.
  package func draw(
    _ list: DisplayList, scale: CGFloat,
    clearColor: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
  ) {
    self.scale = scale
    text.beginFrame(maxIdleFrames: 600)
    images.beginFrame(maxIdleFrames: 600)
    masks.beginFrame(maxIdleFrames: 600)
    layers.beginFrame(maxIdleFrames: 2)
    rasters.beginFrame(maxIdleFrames: 2)
    space = Space(base: CGAffineTransform(scaleX: scale, y: scale))
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawColor(renderer, clearColor.0, clearColor.1, clearColor.2, clearColor.3)
    SDL_RenderClear(renderer)
    draw(list.items)
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
    images.removeAll()
    masks.removeAll()
    layers.removeAll()
    rasters.removeAll()
  }

  private func draw(_ items: [DisplayItem]) {
    let covers = Self.laterOpaqueCovers(items)
    for (index, item) in items.enumerated() {
      switch item {
      case .fill(let rect, let color):
        // A translucent fill is left out where something opaque is drawn over it next: a
        // screen's dimming under the screen sliding over it is blended only where it shows.
        // (An opaque fill costs no blending, and is drawn whole.)
        let hole = color.alpha < 1 ? covers[index].flatMap(pixelAlignedInside) : nil
        drawPieces(ShapePiece.solid(rect, excluding: hole), color: color)
      case .roundedFill(let rect, let radius, let color):
        let pixels = devicePixels(radius)
        guard pixels > 0 else {
          drawPieces([.solid(rect)], color: color)
          continue
        }
        drawPieces(
          ShapePiece.roundedRect(rect, radius: radius), color: color,
          corner: .corner(radius: pixels))
      case .border(let rect, let radius, let width, let color):
        let pixels = devicePixels(radius)
        drawPieces(
          ShapePiece.border(rect, radius: pixels > 0 ? radius : 0, width: width), color: color,
          corner: .ring(radius: pixels, width: max(1, devicePixels(width))))
      case .shadow(let rect, let radius, let blur, let color, let occluded):
        drawShadow(rect, radius: radius, blur: blur, color: color, occluded: occluded)
      case .text(let run):
        drawText(run)
      case .image(let run):
        drawImage(run)
      case .pushClip(let rect):
        pushClip(rect)
      case .popClip:
        space.clips.removeLast()
        applyClip()
      case .pushTransform(let transform):
        space.item = transform
      case .popTransform:
        space.item = nil
      case .layer(let layer):
        drawLayer(layer)
      }
    }
  }

  /// For each item, the largest rectangle that an item after it in the same list paints
  /// opaque, before any clip or transform changes: nothing under it there can show. Shrunk by
  /// a point, so what is left out never leaves a seam where the two meet at a fractional pixel.
  nonisolated static func laterOpaqueCovers(_ items: [DisplayItem]) -> [CGRect?] {
    var covers = [CGRect?](repeating: nil, count: items.count)
    var best: CGRect?
    func consider(_ rect: CGRect) {
      let inner = rect.insetBy(dx: 1, dy: 1)
      guard !inner.isEmpty, inner.width.isFinite, inner.height.isFinite else { return }
      if let current = best, current.width * current.height >= inner.width * inner.height {
        return
      }
      best = inner
    }
    for index in items.indices.reversed() {
      covers[index] = best
      switch items[index] {
      case .pushClip, .popClip, .pushTransform, .popTransform:
        best = nil
      case .fill(let rect, let color) where color.alpha >= 1:
        consider(rect)
      case .layer(let layer)
      where layer.isOpaque && layer.transform.b == 0 && layer.transform.c == 0:
        consider(layer.contentRect.applying(layer.transform))
      default:
        break
      }
    }
    return covers
  }

  /// The largest rectangle inside `rect` whose edges fall on whole target pixels, in item
  /// space; `nil` when the mapping turns or nothing is left. A band cut beside it then starts on
  /// a pixel edge: SDL fills a fractional rectangle short of its far edge.
  private func pixelAlignedInside(_ rect: CGRect) -> CGRect? {
    let m = mapping
    guard m.b == 0, m.c == 0, m.a != 0, m.d != 0 else { return nil }
    let device = rect.applying(m).standardized
    let snapped = CGRect(
      x: device.minX.rounded(.up), y: device.minY.rounded(.up),
      width: device.maxX.rounded(.down) - device.minX.rounded(.up),
      height: device.maxY.rounded(.down) - device.minY.rounded(.up))
    guard snapped.width > 0, snapped.height > 0 else { return nil }
    return snapped.applying(m.inverted())
  }

  // MARK: Shapes

  private var mapping: CGAffineTransform {
    (space.item ?? .identity).concatenating(space.base)
  }

  /// A length in points as whole target pixels under the current mapping.
  private func devicePixels(_ length: CGFloat) -> Int {
    let m = mapping
    let scale = (abs(m.a * m.d - m.b * m.c)).squareRoot()
    return Int((length * scale).rounded())
  }

  /// A blurred rounded rectangle; the part of its solid middle inside `occluded` is left out,
  /// since what follows paints over it.
  private func drawShadow(
    _ rect: CGRect, radius: CGFloat, blur: CGFloat, color: DisplayColor, occluded: CGRect?
  ) {
    let spreadPoints = blur * 1.5
    let spread = devicePixels(spreadPoints)
    guard spread > 0 else {
      drawPieces(
        ShapePiece.roundedRect(rect, radius: radius), color: color,
        corner: .corner(radius: max(1, devicePixels(radius))))
      return
    }
    let r = devicePixels(radius)
    let sigma = Int((CGFloat(spread) / 3 * 10).rounded())
    let drawn = rect.insetBy(dx: -spreadPoints, dy: -spreadPoints)
    drawPieces(
      ShapePiece.blurred(drawn, corner: radius + 2 * spreadPoints, hole: occluded), color: color,
      corner: .shadowCorner(radius: r, spread: spread, sigmaTenths: sigma),
      edge: (
        .shadowEdge(radius: r, spread: spread, sigmaTenths: sigma, horizontal: false),
        .shadowEdge(radius: r, spread: spread, sigmaTenths: sigma, horizontal: true)
      ))
  }

  private func drawPieces(
    _ pieces: [ShapePiece], color: DisplayColor, corner: ShapeMask? = nil,
    edge: (alongX: ShapeMask, alongY: ShapeMask)? = nil
  ) {
    for piece in pieces {
      switch piece {
      case .solid(let rect):
        fill(rect, color: color)
      case .corner(let rect, let flipX, let flipY):
        guard let corner, let texture = mask(corner, flipX: flipX, flipY: flipY) else { continue }
        drawTexture(texture, in: rect, color: color)
      case .edge(let rect, let alongX, let flip):
        let shape = alongX ? edge?.alongX : edge?.alongY
        // The profile is made as long as the edge is drawn, so it is copied, not stretched:
        // SDL's software renderer scales a blended copy pixel by pixel.
        let m = mapping
        let length = Int((alongX ? rect.width * abs(m.a) : rect.height * abs(m.d)).rounded())
        guard let shape,
          let texture = mask(
            shape, flipX: !alongX && flip, flipY: alongX && flip,
            length: m.b == 0 && m.c == 0 && length <= Self.longestEdgeTexture ? length : 0)
        else { continue }
        drawTexture(texture, in: rect, color: color)
      }
    }
  }

  /// A mask shape as it is drawn: turned to face one corner or edge and, for an edge
  /// profile, repeated along the edge's length in pixels (0 keeps its own length).
  private struct FlippedMask: Hashable {
    var shape: ShapeMask
    var flipX: Bool
    var flipY: Bool
    var length: Int
  }

  /// Edges longer than this many pixels stretch their profile instead of repeating it.
  private static let longestEdgeTexture = 4096

  /// The texture of `shape`, with its pixels already flipped: SDL's software renderer copies an
  /// unflipped texture on its fast path, but a flipped copy (`SDL_RenderCopyEx`) goes through a
  /// temporary surface pixel by pixel, many times slower.
  private func mask(_ shape: ShapeMask, flipX: Bool, flipY: Bool, length: Int = 0)
    -> OpaquePointer?
  {
    let key = FlippedMask(shape: shape, flipX: flipX, flipY: flipY, length: length)
    if let entry = masks.lookUp(key) { return entry.texture }
    var (width, height, alpha) = shape.render()
    guard width > 0, height > 0 else { return nil }
    if length > 1 {
      // A one-pixel profile, repeated along the edge: down the rows of a one-pixel-wide
      // texture, or across the columns of a one-pixel-tall one.
      if width == 1 {
        alpha = (0..<height).flatMap { row in Array(repeating: alpha[row], count: length) }
        width = length
      } else if height == 1 {
        alpha = Array((0..<length).map { _ in alpha }.joined())
        height = length
      }
    }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      let sourceRow = (flipY ? height - 1 - y : y) * width
      for x in 0..<width {
        pixels[(y * width + x) * 4 + 3] = alpha[sourceRow + (flipX ? width - 1 - x : x)]
      }
    }
    guard let texture = makeTexture(width: width, height: height, pixels: pixels) else {
      return nil
    }
    masks.insert(key, texture: texture)
    return texture
  }

  private func fill(_ rect: CGRect, color: DisplayColor) {
    let (r, g, b, a) = color.rgba8
    guard a > 0 else { return }
    let m = mapping
    // An opaque fill replaces what is under it: no per-pixel blend, which SDL's software
    // renderer makes far slower than a plain fill.
    SDL_SetRenderDrawBlendMode(renderer, a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    if m.b == 0 && m.c == 0 {
      var target = Self.frect(rect.applying(m))
      SDL_SetRenderDrawColor(renderer, r, g, b, a)
      SDL_RenderFillRectF(renderer, &target)
    } else {
      drawQuad(nil, rect: rect, mapping: m, color: SDL_Color(r: r, g: g, b: b, a: a))
    }
  }

  /// Draws a whole texture into `rect` (item space), tinted by `color`.
  private func drawTexture(
    _ texture: OpaquePointer, in rect: CGRect, color: DisplayColor, flipX: Bool = false,
    flipY: Bool = false, snap: Bool = false
  ) {
    let (r, g, b, a) = color.rgba8
    guard a > 0 else { return }
    let m = mapping
    if m.b == 0 && m.c == 0 {
      SDL_SetTextureColorMod(texture, r, g, b)
      SDL_SetTextureAlphaMod(texture, a)
      var target = Self.frect(rect.applying(m))
      if snap {
        target.x = target.x.rounded()
        target.y = target.y.rounded()
      }
      var flip = SDL_FLIP_NONE.rawValue
      if flipX != (m.a < 0) { flip |= SDL_FLIP_HORIZONTAL.rawValue }
      if flipY != (m.d < 0) { flip |= SDL_FLIP_VERTICAL.rawValue }
      SDL_RenderCopyExF(renderer, texture, nil, &target, 0, nil, SDL_RendererFlip(flip))
    } else {
      SDL_SetTextureColorMod(texture, 255, 255, 255)
      SDL_SetTextureAlphaMod(texture, 255)
      drawQuad(
        texture, rect: rect, mapping: m, color: SDL_Color(r: r, g: g, b: b, a: a),
        flipX: flipX, flipY: flipY)
    }
  }

  /// Two triangles through an arbitrary affine mapping: rotation, skew, or a flip.
  private func drawQuad(
    _ texture: OpaquePointer?, rect: CGRect, mapping m: CGAffineTransform, color: SDL_Color,
    flipX: Bool = false, flipY: Bool = false
  ) {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { $0.applying(m) }
    let u: (Float, Float) = flipX ? (1, 0) : (0, 1)
    let v: (Float, Float) = flipY ? (1, 0) : (0, 1)
    let uv = [(u.0, v.0), (u.1, v.0), (u.0, v.1), (u.1, v.1)]
    var vertices = (0..<4).map { i in
      SDL_Vertex(
        position: SDL_FPoint(x: Float(corners[i].x), y: Float(corners[i].y)), color: color,
        tex_coord: SDL_FPoint(x: uv[i].0, y: uv[i].1))
    }
    var indices: [Int32] = [0, 1, 2, 2, 1, 3]
    SDL_RenderGeometry(renderer, texture, &vertices, 4, &indices, 6)
  }

  // MARK: Text and images

  /// Draws a run in the pieces the core measured it in: each its own cached texture, tinted
  /// with the run's colour unless its glyphs carry colours of their own (emoji), which keep
  /// them and take only the run's alpha.
  private func drawText(_ run: TextRun) {
    let pixelSize = FontLibrary.pixelSize(run.font.pointSize, scale: scale)
    for segment in TextRasterizer.shared.segments(of: run, scale: scale) {
      let key = TextKey(
        text: segment.text, face: segment.face, pixelSize: pixelSize,
        rightToLeft: segment.isRightToLeft)
      guard let texture = text.lookUp(key) ?? rasterize(segment, key: key) else { continue }
      let size = CGSize(
        width: CGFloat(texture.width) * segment.glyphScale / scale,
        height: CGFloat(texture.height) * segment.glyphScale / scale)
      let origin = CGPoint(x: run.origin.x + segment.x, y: run.origin.y + segment.top)
      let color =
        segment.isColor
        ? DisplayColor(red: 1, green: 1, blue: 1, alpha: run.color.alpha) : run.color
      drawTexture(texture.texture, in: CGRect(origin: origin, size: size), color: color, snap: true)
    }
  }

  private func rasterize(_ segment: TextSegment, key: TextKey) -> TextureCache<TextKey>.Entry? {
    guard let surface = TextRasterizer.shared.renderWhite(segment, scale: scale) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let made = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
    if segment.glyphScale != 1 { SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear) }
    statistics.textRasterizations += 1
    text.insert(key, texture: made)
    return text.lookUp(key)
  }

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
      texture, in: run.rect, color: DisplayColor(red: 1, green: 1, blue: 1, alpha: run.opacity))
  }

  /// The slot's texture holding `bitmap`: reused as it is when the bitmap is the one it holds,
  /// its pixels replaced when the bitmap changed at the same size, made anew otherwise.
  private func rasterTexture(for bitmap: ImageBitmap, slot: UInt64) -> OpaquePointer? {
    let version = bitmap.id
    if let cached = rasters.lookUp(slot), cached.width == Int32(bitmap.width),
      cached.height == Int32(bitmap.height)
    {
      if cached.version != version {
        bitmap.pixels.withUnsafeBytes { bytes in
          _ = SDL_UpdateTexture(cached.texture, nil, bytes.baseAddress, Int32(bitmap.width * 4))
        }
        rasters.setVersion(version, for: slot)
        statistics.rasterUploads += 1
      }
      return cached.texture
    }
    guard bitmap.width > 0, bitmap.height > 0,
      let made = makeTexture(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels)
    else { return nil }
    SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear)
    rasters.insert(slot, texture: made, version: version)
    statistics.rasterUploads += 1
    return made
  }

  private func makeTexture(width: Int, height: Int, pixels: [UInt8]) -> OpaquePointer? {
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(width), Int32(height))
    else { return nil }
    pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(width * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return texture
  }

  // MARK: Clips

  private func pushClip(_ rect: CGRect) {
    let device = rect.applying(space.base)
    var clip = SDL_Rect(
      x: Int32(device.minX.rounded(.down)), y: Int32(device.minY.rounded(.down)),
      w: Int32(max(0, (device.maxX.rounded(.up) - device.minX.rounded(.down)))),
      h: Int32(max(0, (device.maxY.rounded(.up) - device.minY.rounded(.down)))))
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

  private func applyClip() {
    if var clip = space.clips.last {
      // SDL treats an empty clip rectangle as "no clip"; clip to a pixel off-target instead.
      if clip.w == 0 || clip.h == 0 { clip = SDL_Rect(x: -2, y: -2, w: 1, h: 1) }
      SDL_RenderSetClipRect(renderer, &clip)
    } else {
      SDL_RenderSetClipRect(renderer, nil)
    }
  }

  // MARK: Composited layers

  private func drawLayer(_ layer: CompositedLayer) {
    let width = Int32(min((layer.contentRect.width * scale).rounded(.up), 8192))
    let height = Int32(min((layer.contentRect.height * scale).rounded(.up), 8192))
    guard width > 0, height > 0, layer.opacity > 0 else { return }
    // A layer that is opaque everywhere is kept without alpha, in the window's format, and
    // copied, not blended: the common case of a moving child controller's view, which then
    // costs what copying a pre-rendered texture costs.
    let opaque = layer.isOpaque
    let format = opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888
    var texture: OpaquePointer
    if let cached = layers.lookUp(layer.id), cached.width == width, cached.height == height,
      Self.format(of: cached.texture) == format.rawValue
    {
      texture = cached.texture
      if cached.version == layer.version {
        statistics.layerReuses += 1
      } else {
        render(layer, into: texture)
        layers.setVersion(layer.version, for: layer.id)
      }
    } else {
      guard
        let made = SDL_CreateTexture(
          renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
      else { return }
      SDL_SetTextureBlendMode(made, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
      SDL_SetTextureScaleMode(made, SDL_ScaleModeLinear)
      layers.remove(layer.id)
      render(layer, into: made)
      layers.insert(layer.id, texture: made, version: layer.version)
      texture = made
    }
    let saved = space.item
    space.item = layer.transform
    drawTexture(
      texture, in: layer.contentRect,
      color: DisplayColor(red: 1, green: 1, blue: 1, alpha: layer.opacity))
    space.item = saved
  }

  /// The pixel format a texture was made with.
  private static func format(of texture: OpaquePointer) -> UInt32 {
    var format: UInt32 = 0
    SDL_QueryTexture(texture, &format, nil, nil, nil)
    return format
  }

  /// Renders a layer's content into its texture, then restores the enclosing target.
  private func render(_ layer: CompositedLayer, into texture: OpaquePointer) {
    statistics.layerRenders += 1
    let previousTarget = SDL_GetRenderTarget(renderer)
    let previousSpace = space
    SDL_SetRenderTarget(renderer, texture)
    SDL_RenderSetClipRect(renderer, nil)
    let (r, g, b, _) = (layer.matte ?? DisplayColor(red: 0, green: 0, blue: 0, alpha: 0)).rgba8
    SDL_SetRenderDrawColor(renderer, r, g, b, 0)
    SDL_RenderClear(renderer)
    space = Space(
      base: CGAffineTransform(
        translationX: -layer.contentRect.minX, y: -layer.contentRect.minY
      ).concatenating(CGAffineTransform(scaleX: scale, y: scale)))
    draw(layer.content.items)
    if layer.cornerRadius > 0 || layer.mask != nil { applyMask(of: layer, to: texture) }
    SDL_SetRenderTarget(renderer, previousTarget)
    space = previousSpace
    applyClip()
  }

  /// Multiplies the alpha of a layer's freshly rendered image (the current target) by the
  /// antialiased coverage of its rounded corners and by the alpha of its mask. SDL's blend modes
  /// cannot scale destination alpha, so this reads the pixels back once per render; a layer
  /// whose version is unchanged reuses the masked image.
  private func applyMask(of layer: CompositedLayer, to texture: OpaquePointer) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_QueryTexture(texture, nil, nil, &width, &height)
    guard width > 0, height > 0 else { return }
    let count = Int(width) * Int(height)
    var pixels = [UInt32](repeating: 0, count: count)
    guard readPixels(into: &pixels, width: width) else { return }
    if let mask = layer.mask {
      var coverage = [UInt32](repeating: 0, count: count)
      if let maskTexture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
        width, height)
      {
        SDL_SetRenderTarget(renderer, maskTexture)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        let saved = space
        space.clips = []
        space.item = nil
        draw(mask.items)
        space = saved
        _ = readPixels(into: &coverage, width: width)
        SDL_SetRenderTarget(renderer, texture)
        SDL_DestroyTexture(maskTexture)
      }
      for index in 0..<count {
        pixels[index] = Self.scaleAlpha(pixels[index], by: coverage[index] >> 24)
      }
    }
    let radius = min(layer.cornerRadius, layer.contentRect.width / 2, layer.contentRect.height / 2)
    if radius > 0 {
      let r = Double(radius * scale)
      let w = Int(width)
      let h = Int(height)
      let reach = Int(r.rounded(.up))
      for y in 0..<min(reach, h) {
        for x in 0..<min(reach, w) {
          let coverage = Self.discCoverage(Double(x) + 0.5, Double(y) + 0.5, radius: r)
          guard coverage < 255 else { continue }
          for (px, py) in [(x, y), (w - 1 - x, y), (x, h - 1 - y), (w - 1 - x, h - 1 - y)] {
            pixels[py * w + px] = Self.scaleAlpha(pixels[py * w + px], by: coverage)
          }
        }
      }
    }
    pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, width * 4)
    }
  }

  private func readPixels(into pixels: inout [UInt32], width: Int32) -> Bool {
    SDL_RenderFlush(renderer)
    return pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, width * 4) == 0
    }
  }

  /// An ARGB pixel with its alpha scaled by `coverage` (0 to 255).
  private static func scaleAlpha(_ pixel: UInt32, by coverage: UInt32) -> UInt32 {
    let alpha = ((pixel >> 24) * coverage + 127) / 255
    return (pixel & 0x00FF_FFFF) | (alpha << 24)
  }

  /// Coverage (0 to 255) of the pixel centred at (x, y) by a quarter disc of `radius` whose
  /// centre is (radius, radius): one pixel of antialiasing across the curve.
  private static func discCoverage(_ x: Double, _ y: Double, radius: Double) -> UInt32 {
    let dx = radius - x
    let dy = radius - y
    guard dx > 0, dy > 0 else { return 255 }
    let value = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
    return UInt32((value * 255).rounded())
  }

  private static func frect(_ rect: CGRect) -> SDL_FRect {
    SDL_FRect(
      x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
  }
}
