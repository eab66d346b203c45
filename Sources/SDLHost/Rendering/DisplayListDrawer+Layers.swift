import CSDL2
import UIKit

/// Composited layers: each is rendered into a render target from ``RenderTargetPool``, kept
/// while its version is unchanged, and drawn through its transform and opacity.
extension DisplayListDrawer {
  func drawLayer(_ layer: CompositedLayer) {
    let width = Self.imagePixels(layer.contentRect.width * scale)
    let height = Self.imagePixels(layer.contentRect.height * scale)
    guard width > 0, height > 0, layer.opacity > 0 else { return }
    let used = (width: width, height: height)
    // A layer that is opaque everywhere is kept without alpha, in the window's format, and
    // copied, not blended: the common case of a moving child controller's view, which then
    // costs what copying a pre-rendered texture costs.
    let opaque = layer.isOpaque
    let texture: OpaquePointer
    if let cached = layers.lookUp(layer.id),
      RenderTargetPool.kind(of: cached.texture) == Self.targetKind(for: used, opaque: opaque)
    {
      texture = cached.texture
      if cached.version == layer.version && cached.width == width && cached.height == height {
        statistics.layerReuses += 1
      } else {
        render(layer, into: texture, used: used)
        layers.setVersion(layer.version, for: layer.id, used: used)
      }
    } else {
      layers.remove(layer.id)
      guard let target = targets.take(width: width, height: height, opaque: opaque) else {
        return
      }
      render(layer, into: target.texture, used: used)
      layers.insert(layer.id, texture: target.texture, version: layer.version, used: used)
      texture = target.texture
    }
    let saved = space.item
    space.item = layer.transform
    drawTexture(
      texture, in: layer.contentRect,
      color: DisplayColor(red: 1, green: 1, blue: 1, alpha: layer.opacity), used: used)
    space.item = saved
  }

  /// A side of a layer's image in whole pixels, from 0 to 8192 (larger layers are drawn at a
  /// lower resolution); NaN, from geometry past any screen, counts as 0.
  private static func imagePixels(_ length: CGFloat) -> Int32 {
    let pixels = length.rounded(.up)
    guard !pixels.isNaN else { return 0 }
    return Int32(min(max(pixels, 0), 8192))
  }

  /// The kind of target that an image `used` large gets.
  private static func targetKind(for used: (width: Int32, height: Int32), opaque: Bool)
    -> RenderTargetPool.Kind
  {
    RenderTargetPool.Kind(
      width: RenderTargetPool.sizeClass(used.width),
      height: RenderTargetPool.sizeClass(used.height), opaque: opaque)
  }

  /// Renders a layer's content into the top-left `used` pixels of its target, then restores the
  /// enclosing target.
  private func render(
    _ layer: CompositedLayer, into texture: OpaquePointer, used: (width: Int32, height: Int32)
  ) {
    statistics.layerRenders += 1
    let previousTarget = SDL_GetRenderTarget(renderer)
    let previousSpace = space
    SDL_SetRenderTarget(renderer, texture)
    SDL_RenderSetClipRect(renderer, nil)
    // Transparent parts stand for the matte (the background drawn outside the layer): an
    // image scaled with filtering blends its edges toward it, not toward black.
    let (r, g, b, _) = (layer.matte ?? DisplayColor(red: 0, green: 0, blue: 0, alpha: 0)).rgba8
    SDL_SetRenderDrawColor(renderer, r, g, b, 0)
    SDL_RenderClear(renderer)
    space = Space(
      base: CGAffineTransform(
        translationX: -layer.contentRect.minX, y: -layer.contentRect.minY
      ).concatenating(CGAffineTransform(scaleX: scale, y: scale)),
      clips: [SDL_Rect(x: 0, y: 0, w: used.width, h: used.height)])
    applyClip()
    draw(layer.content.items)
    if layer.cornerRadius > 0 || layer.mask != nil { applyMask(of: layer, to: texture, used: used) }
    repeatEdges(of: texture, used: used)
    SDL_SetRenderTarget(renderer, previousTarget)
    space = previousSpace
    applyClip()
  }

  /// Copies the image's last column and row into the target's next ones (the current target
  /// is `texture`). A target is a size class larger than its image, and a linear filter at the
  /// image's right and bottom edges would blend in the empty texels beyond, fading the edges of
  /// a layer drawn at a fractional position; repeated, they stay as they were at a texture's own
  /// border. The strip goes through a pooled target, as a texture cannot be drawn into itself.
  private func repeatEdges(of texture: OpaquePointer, used: (width: Int32, height: Int32)) {
    var size = (width: Int32(0), height: Int32(0))
    SDL_QueryTexture(texture, nil, nil, &size.width, &size.height)
    let right = used.width < size.width
    let strips = [
      right ? SDL_Rect(x: used.width - 1, y: 0, w: 1, h: used.height) : nil,
      used.height < size.height
        ? SDL_Rect(x: 0, y: used.height - 1, w: used.width + (right ? 1 : 0), h: 1) : nil,
    ]
    var blendMode = SDL_BLENDMODE_NONE
    SDL_GetTextureBlendMode(texture, &blendMode)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    defer { SDL_SetTextureBlendMode(texture, blendMode) }
    for case var strip? in strips {
      guard let copy = targets.take(width: strip.w, height: strip.h) else { continue }
      var origin = SDL_Rect(x: 0, y: 0, w: strip.w, h: strip.h)
      var next = strip
      if strip.w == 1 { next.x += 1 } else { next.y += 1 }
      SDL_SetRenderTarget(renderer, copy.texture)
      SDL_RenderSetClipRect(renderer, nil)
      SDL_RenderCopy(renderer, texture, &strip, &origin)
      SDL_SetRenderTarget(renderer, texture)
      SDL_RenderSetClipRect(renderer, nil)
      SDL_SetTextureBlendMode(copy.texture, SDL_BLENDMODE_NONE)
      SDL_RenderCopy(renderer, copy.texture, &origin, &next)
      SDL_SetTextureBlendMode(copy.texture, SDL_BLENDMODE_BLEND)
      targets.give(copy.texture)
    }
  }

  /// Multiplies the alpha of a layer's freshly rendered image (in the current target) by the
  /// antialiased coverage of its rounded corners and by the alpha of its mask. SDL's blend modes
  /// cannot scale destination alpha, so this reads the pixels back once per render; a layer
  /// whose version is unchanged reuses the masked image.
  private func applyMask(
    of layer: CompositedLayer, to texture: OpaquePointer, used: (width: Int32, height: Int32)
  ) {
    let (width, height) = used
    let count = Int(width) * Int(height)
    var pixels = takeReadback(\.imageReadback, count: count)
    defer { imageReadback = pixels }
    guard readPixels(into: &pixels, used: used) else { return }
    if let mask = layer.mask {
      var coverage = takeReadback(\.coverageReadback, count: count)
      defer { coverageReadback = coverage }
      if let maskTarget = targets.take(width: width, height: height) {
        SDL_SetRenderTarget(renderer, maskTarget.texture)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        let saved = space
        space.clips = [SDL_Rect(x: 0, y: 0, w: width, h: height)]
        space.item = nil
        applyClip()
        draw(mask.items)
        space = saved
        _ = readPixels(into: &coverage, used: used)
        SDL_SetRenderTarget(renderer, texture)
        targets.give(maskTarget.texture)
      }
      for index in 0..<count {
        pixels[index] = Self.scaleAlpha(pixels[index], by: coverage[index] >> 24)
      }
    }
    let radius = min(layer.cornerRadius, layer.contentRect.width / 2, layer.contentRect.height / 2)
    if radius > 0 {
      let r = Double(min(radius * scale, CGFloat(min(width, height)) / 2))
      let w = Int(width)
      let h = Int(height)
      let reach = Int(r.rounded(.up))
      for y in 0..<min(reach, h) {
        for x in 0..<min(reach, w) {
          let coverage = Self.discCoverage(Double(x) + 0.5, Double(y) + 0.5, radius: r)
          guard coverage < 255 else { continue }
          // Only the corners `maskedCorners` names are rounded; the others stay square.
          let corners: [(CACornerMask, Int, Int)] = [
            (.layerMinXMinYCorner, x, y), (.layerMaxXMinYCorner, w - 1 - x, y),
            (.layerMinXMaxYCorner, x, h - 1 - y), (.layerMaxXMaxYCorner, w - 1 - x, h - 1 - y),
          ]
          for (corner, px, py) in corners where layer.maskedCorners.contains(corner) {
            pixels[py * w + px] = Self.scaleAlpha(pixels[py * w + px], by: coverage)
          }
        }
      }
    }
    var rect = SDL_Rect(x: 0, y: 0, w: width, h: height)
    pixels.withUnsafeBytes { bytes in
      _ = SDL_UpdateTexture(texture, &rect, bytes.baseAddress, width * 4)
    }
  }

  /// A readback buffer of at least `count` pixels, taken from `buffer` for the caller to put
  /// back: masked layers render every frame while they animate, and a megabyte allocated and
  /// faulted in for each render is work for nothing.
  func takeReadback(
    _ buffer: ReferenceWritableKeyPath<DisplayListDrawer, [UInt32]>, count: Int
  ) -> [UInt32] {
    var taken: [UInt32] = []
    swap(&taken, &self[keyPath: buffer])
    if taken.count < count { taken = [UInt32](repeating: 0, count: count) }
    return taken
  }

  /// Reads the top-left `used` pixels of the current target.
  func readPixels(into pixels: inout [UInt32], used: (width: Int32, height: Int32))
    -> Bool
  {
    SDL_RenderFlush(renderer)
    var rect = SDL_Rect(x: 0, y: 0, w: used.width, h: used.height)
    return pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, used.width * 4)
        == 0
    }
  }

  /// An ARGB pixel with its alpha scaled by `coverage` (0 to 255).
  static func scaleAlpha(_ pixel: UInt32, by coverage: UInt32) -> UInt32 {
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
}
