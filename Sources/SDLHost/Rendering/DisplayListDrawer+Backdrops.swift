import CSDL2
import UIKit

/// Backdrops: what a `UIVisualEffectView` blurs is read back from the target under it.
extension DisplayListDrawer {
  /// Blurs what the target shows under a backdrop's rectangle, draws the blur back within the
  /// clip, then the tint. The pixels read include a margin of three standard deviations, so
  /// the blur near the rectangle's edges takes in what lies beyond them, as UIKit's does. A
  /// wide blur is made on a smaller copy and scaled back up (see `BoxBlur.Reduction`). The
  /// blurred image is kept per backdrop and drawn again while the smaller copy it came from
  /// hashes the same: nothing that shows changed behind it, so nothing is blurred.
  func drawBackdrop(_ blur: BackdropBlur) {
    let bounds = targetBounds()
    let device = blur.rect.applying(mapping)
    let reach = Int((blur.radius * scale * 3).rounded(.up))
    let area = Self.pixelRect(
      minX: Int(device.minX.rounded(.down)), minY: Int(device.minY.rounded(.down)),
      maxX: Int(device.maxX.rounded(.up)), maxY: Int(device.maxY.rounded(.up)), within: bounds)
    guard let area, blur.opacity > 0,
      var capture = Self.pixelRect(
        minX: Int(area.x) - reach, minY: Int(area.y) - reach, maxX: Int(area.x + area.w) + reach,
        maxY: Int(area.y + area.h) + reach, within: bounds)
    else { return fill(blur.rect, color: blur.tint) }
    SDL_RenderFlush(renderer)
    // Read straight into the array's storage: every pixel is written, so none is cleared first
    // (at scale 3, clearing the window's 12 MB cost as much as blurring).
    var read: Int32 = -1
    let captured = Int(capture.w) * Int(capture.h)
    let pixels = [UInt32](unsafeUninitializedCapacity: captured) { buffer, count in
      read = SDL_RenderReadPixels(
        renderer, &capture, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, capture.w * 4)
      count = read == 0 ? captured : 0
    }
    guard read == 0 else { return fill(blur.rect, color: blur.tint) }
    // A whole blur over whole pixels takes its tint into the smaller copy, before it is scaled
    // up: blending one colour over pixels commutes with the linear scaling, and one pass over
    // the copy replaces a blended fill of every pixel of the area.
    let tintsCopy =
      blur.opacity >= 1 && device.minX == CGFloat(area.x) && device.minY == CGFloat(area.y)
      && device.maxX == CGFloat(area.x + area.w) && device.maxY == CGFloat(area.y + area.h)
    let reduction = BoxBlur.Reduction(sigma: Double(blur.radius * scale))
    // The blur depends only on the smaller copy: hashing that, not the captured pixels, costs
    // `factor`² times less and still notices every change that shows.
    let small = BoxBlur.reduce(
      pixels, width: Int(capture.w), height: Int(capture.h), by: reduction.factor)
    var hasher = Hasher()
    hasher.combine(blur.radius)
    hasher.combine(scale)
    hasher.combine(capture.w)
    hasher.combine(capture.h)
    hasher.combine(tintsCopy)
    if tintsCopy { hasher.combine(blur.tint) }
    small.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
    let version = UInt64(bitPattern: Int64(hasher.finalize()))
    var texture: OpaquePointer?
    if let kept = backdrops.lookUp(blur.id), kept.version == version {
      texture = kept.texture
      statistics.backdropReuses += 1
    } else {
      var blurred = small.pixels
      BoxBlur.blur(&blurred, width: small.width, height: small.height, sigma: reduction.sigma)
      if tintsCopy { Self.blend(blur.tint, over: &blurred) }
      texture = makeTexture(
        width: small.width, height: small.height, pixels: blurred,
        format: SDL_PIXELFORMAT_ARGB8888)
      if let texture {
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        // An opaque copy drawn whole is copied, not blended: SDL's software renderer then
        // scales it in one pass instead of scaling into a scratch surface and blending that.
        let opaque = tintsCopy && Self.isOpaque(blurred)
        SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
      }
      backdrops.remove(blur.id)
      if let texture { backdrops.insert(blur.id, texture: texture, version: version) }
      statistics.backdropBlurs += 1
    }
    if let texture {
      // The smaller copy, scaled back up over the whole capture, shows within the area only.
      var target = SDL_Rect(
        x: capture.x, y: capture.y,
        w: Int32(BoxBlur.reducedLength(Int(capture.w), by: reduction.factor) * reduction.factor),
        h: Int32(BoxBlur.reducedLength(Int(capture.h), by: reduction.factor) * reduction.factor))
      SDL_SetTextureColorMod(texture, 255, 255, 255)
      SDL_SetTextureAlphaMod(texture, UInt8((min(max(blur.opacity, 0), 1) * 255).rounded()))
      pushClip(pixels: area)
      SDL_RenderCopy(renderer, texture, nil, &target)
      popClip()
    }
    if !tintsCopy { fill(blur.rect, color: blur.tint) }
  }

  /// Blends `color` over ARGB `pixels` as SDL's software renderer blends a fill
  /// (`SDL_BLENDMODE_BLEND`, in whole numbers), so a tint taken into the copy matches the fill
  /// it replaces.
  private static func blend(_ color: DisplayColor, over pixels: inout [UInt32]) {
    let (r, g, b, a) = color.rgba8
    guard a > 0 else { return }
    let alpha = UInt32(a)
    let inverse = 255 - alpha
    let source = (
      red: UInt32(r) * alpha / 255, green: UInt32(g) * alpha / 255, blue: UInt32(b) * alpha / 255
    )
    for index in pixels.indices {
      let pixel = pixels[index]
      let blendedAlpha = inverse * (pixel >> 24) / 255 + alpha
      let red = inverse * ((pixel >> 16) & 0xFF) / 255 + source.red
      let green = inverse * ((pixel >> 8) & 0xFF) / 255 + source.green
      let blue = inverse * (pixel & 0xFF) / 255 + source.blue
      pixels[index] = blendedAlpha << 24 | red << 16 | green << 8 | blue
    }
  }

  /// Whether every ARGB pixel is opaque. A plain loop outside the main actor: `allSatisfy`'s
  /// closure, made here, checked its actor on every pixel.
  private nonisolated static func isOpaque(_ pixels: [UInt32]) -> Bool {
    for pixel in pixels where pixel >> 24 != 0xFF { return false }
    return true
  }

  /// The size of the current target in pixels: the texture being rendered, or the output.
  private func targetBounds() -> SDL_Rect {
    var width: Int32 = 0
    var height: Int32 = 0
    if let target = SDL_GetRenderTarget(renderer) {
      SDL_QueryTexture(target, nil, nil, &width, &height)
    } else {
      SDL_GetRendererOutputSize(renderer, &width, &height)
    }
    return SDL_Rect(x: 0, y: 0, w: width, h: height)
  }

  /// The pixel rectangle between the given edges, cut to `bounds`; `nil` when nothing is left.
  private static func pixelRect(minX: Int, minY: Int, maxX: Int, maxY: Int, within bounds: SDL_Rect)
    -> SDL_Rect?
  {
    let left = max(minX, Int(bounds.x))
    let top = max(minY, Int(bounds.y))
    let right = min(maxX, Int(bounds.x + bounds.w))
    let bottom = min(maxY, Int(bounds.y + bounds.h))
    guard right > left, bottom > top else { return nil }
    return SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(right - left), h: Int32(bottom - top))
  }
}
