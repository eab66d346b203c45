import CSDL2
import UIKit

/// Backdrops: what a `UIVisualEffectView` blurs is read back from the target under it.
extension DisplayListDrawer {
  /// Blurs what the target shows under a backdrop's rectangle, draws the blur back within the
  /// clip, then the tint. The pixels read include a margin of three standard deviations, so
  /// the blur near the rectangle's edges takes in what lies beyond them, as UIKit's does. A
  /// wide blur is made on a smaller copy and scaled back up (see `BoxBlur.Reduction`). The
  /// blurred image is kept per backdrop and drawn again while the pixels it came from hash the
  /// same: nothing behind changed, so nothing is blurred.
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
    var pixels = [UInt32](repeating: 0, count: Int(capture.w) * Int(capture.h))
    SDL_RenderFlush(renderer)
    let read = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, &capture, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, capture.w * 4)
    }
    guard read == 0 else { return fill(blur.rect, color: blur.tint) }
    var hasher = Hasher()
    hasher.combine(blur.radius)
    hasher.combine(scale)
    hasher.combine(capture.w)
    hasher.combine(capture.h)
    pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
    let version = UInt64(bitPattern: Int64(hasher.finalize()))
    let reduction = BoxBlur.Reduction(sigma: Double(blur.radius * scale))
    var texture: OpaquePointer?
    if let kept = backdrops.lookUp(blur.id), kept.version == version {
      texture = kept.texture
      statistics.backdropReuses += 1
    } else {
      let small = BoxBlur.reduce(
        pixels, width: Int(capture.w), height: Int(capture.h), by: reduction.factor)
      var blurred = small.pixels
      BoxBlur.blur(&blurred, width: small.width, height: small.height, sigma: reduction.sigma)
      texture = makeTexture(
        width: small.width, height: small.height, pixels: blurred,
        format: SDL_PIXELFORMAT_ARGB8888)
      if let texture { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
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
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      SDL_SetTextureColorMod(texture, 255, 255, 255)
      SDL_SetTextureAlphaMod(texture, UInt8((min(max(blur.opacity, 0), 1) * 255).rounded()))
      pushClip(pixels: area)
      SDL_RenderCopy(renderer, texture, nil, &target)
      popClip()
    }
    fill(blur.rect, color: blur.tint)
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
