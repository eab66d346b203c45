import CSDL2
import UIKit

/// Backdrops: what a `UIVisualEffectView` blurs is read back from the target under it, or drawn
/// again at the reduced size its blur is made at (see `DisplayListDrawer+ReducedBackdrop.swift`).
extension DisplayListDrawer {
  /// Where a backdrop's blur is made and shown, in target pixels.
  struct BackdropGeometry {
    /// The pixels the blur shows in: the rectangle's, within the target.
    var area: SDL_Rect
    /// The pixels blurred: the area with a margin of three standard deviations, within the
    /// target.
    var capture: SDL_Rect
    /// The smaller copy's factor and what is left of the deviation to blur it by.
    var reduction: BoxBlur.Reduction
    /// Whether the tint is taken into the smaller copy (see ``backdropGeometry(_:)``).
    var tintsCopy: Bool
  }

  /// A backdrop's blurred copy, ready to be scaled up over `target` and shown within the area.
  struct BlurredBackdrop {
    var geometry: BackdropGeometry
    var texture: OpaquePointer
    /// Where the whole copy is scaled to, in target pixels.
    var target: SDL_Rect
    /// Whether the copy is tinted and opaque: drawn whole, it hides everything under its area.
    var isOpaque: Bool
  }

  /// Blurs what the target shows under a backdrop's rectangle, draws the blur back within the
  /// clip, then the tint. The pixels read include a margin of three standard deviations, so
  /// the blur near the rectangle's edges takes in what lies beyond them, as UIKit's does. A
  /// wide blur is made on a smaller copy and scaled back up (see `BoxBlur.Reduction`). The
  /// blurred image is kept per backdrop and drawn again while the smaller copy it came from
  /// hashes the same: nothing that shows changed behind it, so nothing is blurred. `made` is
  /// the blur already made from the items under it drawn at the reduced size.
  func drawBackdrop(_ blur: BackdropBlur, made: BlurredBackdrop? = nil) {
    guard let blurred = made ?? readBackdrop(blur) else {
      return fill(blur.rect, color: blur.tint)
    }
    let alpha = UInt8((min(max(blur.opacity, 0), 1) * 255).rounded())
    // The smaller copy, scaled back up over the whole capture, shows within the area only.
    pushClip(pixels: blurred.geometry.area)
    drawScaledUp(blurred.texture, over: blurred.target, alpha: alpha, opaque: blurred.isOpaque)
    popClip()
    if !blurred.geometry.tintsCopy { fill(blur.rect, color: blur.tint) }
  }

  /// Scales a blurred copy up over `target`, at `alpha`. SDL's software renderer scales a copy
  /// whose rectangle runs past the target's edge (the copy's last pixel stands for a partial
  /// block) into a scratch surface that it allocates, clears and frees on every call, then
  /// copies that: for a window-sized copy read back at scale 3, 12 MB every frame. Scaled into a
  /// kept render target instead, then copied, the pixels are the same, without the scratch.
  func drawScaledUp(
    _ texture: OpaquePointer, over target: SDL_Rect, alpha: UInt8, opaque: Bool
  ) {
    var target = target
    let bounds = targetBounds()
    let inside =
      target.x >= 0 && target.y >= 0 && target.x + target.w <= bounds.w
      && target.y + target.h <= bounds.h
    SDL_SetTextureColorMod(texture, 255, 255, 255)
    // The pool's targets are at most 8,192 pixels a side: a larger copy goes SDL's way.
    let scratch =
      isSoftwareRenderer && !inside
      ? targets.take(width: target.w, height: target.h, opaque: opaque) : nil
    guard let scratch, scratch.width >= target.w, scratch.height >= target.h else {
      if let scratch { targets.give(scratch.texture) }
      SDL_SetTextureAlphaMod(texture, alpha)
      SDL_RenderCopy(renderer, texture, nil, &target)
      return
    }
    defer { targets.give(scratch.texture) }
    // As SDL scales into its scratch surface: the copy's pixels as they are, alpha included.
    var whole = SDL_Rect(x: 0, y: 0, w: target.w, h: target.h)
    var blendMode = SDL_BLENDMODE_NONE
    SDL_GetTextureBlendMode(texture, &blendMode)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    SDL_SetTextureAlphaMod(texture, 255)
    let previousTarget = SDL_GetRenderTarget(renderer)
    SDL_SetRenderTarget(renderer, scratch.texture)
    SDL_RenderSetClipRect(renderer, nil)
    SDL_RenderCopy(renderer, texture, nil, &whole)
    SDL_SetRenderTarget(renderer, previousTarget)
    applyClip()
    SDL_SetTextureBlendMode(texture, blendMode)
    // Then copied as SDL copies its scratch surface: in the copy's blend mode, at `alpha`.
    SDL_SetTextureBlendMode(scratch.texture, blendMode)
    SDL_SetTextureAlphaMod(scratch.texture, alpha)
    SDL_RenderCopy(renderer, scratch.texture, &whole, &target)
    // The copy queued keeps its alpha; the target goes back to the pool as the pool made it.
    SDL_SetTextureAlphaMod(scratch.texture, 255)
  }

  /// Where `blur` is made and shown under the current mapping; `nil` when nothing of it shows.
  func backdropGeometry(_ blur: BackdropBlur) -> BackdropGeometry? {
    let bounds = targetBounds()
    let device = blur.rect.applying(mapping)
    let reach = Int((blur.radius * scale * 3).rounded(.up))
    let area = Self.pixelRect(
      minX: Int(device.minX.rounded(.down)), minY: Int(device.minY.rounded(.down)),
      maxX: Int(device.maxX.rounded(.up)), maxY: Int(device.maxY.rounded(.up)), within: bounds)
    guard let area, blur.opacity > 0,
      let capture = Self.pixelRect(
        minX: Int(area.x) - reach, minY: Int(area.y) - reach, maxX: Int(area.x + area.w) + reach,
        maxY: Int(area.y + area.h) + reach, within: bounds)
    else { return nil }
    // A whole blur over whole pixels takes its tint into the smaller copy, before it is scaled
    // up: blending one colour over pixels commutes with the linear scaling, and one pass over
    // the copy replaces a blended fill of every pixel of the area.
    let tintsCopy =
      blur.opacity >= 1 && device.minX == CGFloat(area.x) && device.minY == CGFloat(area.y)
      && device.maxX == CGFloat(area.x + area.w) && device.maxY == CGFloat(area.y + area.h)
    return BackdropGeometry(
      area: area, capture: capture,
      reduction: BoxBlur.Reduction(sigma: Double(blur.radius * scale)),
      tintsCopy: tintsCopy)
  }

  /// Reads back what the target shows under `blur`, averages it down and blurs it.
  private func readBackdrop(_ blur: BackdropBlur) -> BlurredBackdrop? {
    guard let geometry = backdropGeometry(blur) else { return nil }
    let capture = geometry.capture
    guard let pixels = readPixels(capture) else { return nil }
    let factor = geometry.reduction.factor
    let small = BoxBlur.reduce(pixels, width: Int(capture.w), height: Int(capture.h), by: factor)
    // A partial block at the right or bottom stands for fewer pixels: the copy is scaled up as
    // if it were whole, and the clip cuts what lies past the capture.
    let target = SDL_Rect(
      x: capture.x, y: capture.y, w: Int32(small.width * factor), h: Int32(small.height * factor))
    return blurred(blur, geometry: geometry, small: small, target: target)
  }

  /// The ARGB pixels of `rect` in the current target, after what is queued is drawn; `nil` if
  /// SDL cannot read them.
  func readPixels(_ rect: SDL_Rect) -> [UInt32]? {
    var rect = rect
    SDL_RenderFlush(renderer)
    // Read straight into the array's storage: every pixel is written, so none is cleared first
    // (at scale 3, clearing the window's 12 MB cost as much as blurring).
    var read: Int32 = -1
    let count = Int(rect.w) * Int(rect.h)
    let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, written in
      read = SDL_RenderReadPixels(
        renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, rect.w * 4)
      written = read == 0 ? count : 0
    }
    return read == 0 ? pixels : nil
  }

  /// The blurred copy of `small` (the smaller copy of what lies under `blur`), kept per backdrop
  /// and made again only when `small` changed.
  func blurred(
    _ blur: BackdropBlur, geometry: BackdropGeometry,
    small: (pixels: [UInt32], width: Int, height: Int), target: SDL_Rect
  ) -> BlurredBackdrop? {
    // The blur depends only on the smaller copy: hashing that, not the captured pixels, costs
    // `factor`² times less and still notices every change that shows.
    var hasher = Hasher()
    hasher.combine(blur.radius)
    hasher.combine(scale)
    hasher.combine(geometry.capture.w)
    hasher.combine(geometry.capture.h)
    hasher.combine(geometry.tintsCopy)
    if geometry.tintsCopy { hasher.combine(blur.tint) }
    small.pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
    let version = UInt64(bitPattern: Int64(hasher.finalize()))
    if let kept = backdrops.lookUp(blur.id), kept.version == version {
      statistics.backdropReuses += 1
      return BlurredBackdrop(
        geometry: geometry, texture: kept.texture, target: target,
        isOpaque: Self.isOpaqueCopy(kept.texture))
    }
    var blurred = small.pixels
    BoxBlur.blur(
      &blurred, width: small.width, height: small.height, sigma: geometry.reduction.sigma)
    if geometry.tintsCopy { Self.blend(blur.tint, over: &blurred) }
    // An opaque copy drawn whole is kept without alpha, in the window's format, and copied, not
    // blended: SDL's software renderer then scales it straight into the target in one pass,
    // instead of scaling into a scratch surface and blending or converting that.
    let opaque = geometry.tintsCopy && Self.isOpaque(blurred)
    backdrops.remove(blur.id)
    statistics.backdropBlurs += 1
    guard
      let texture = makeTexture(
        width: small.width, height: small.height, pixels: blurred,
        format: opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888)
    else { return nil }
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    backdrops.insert(blur.id, texture: texture, version: version)
    return BlurredBackdrop(geometry: geometry, texture: texture, target: target, isOpaque: opaque)
  }

  /// Whether a kept blurred copy was made opaque (kept without alpha).
  private static func isOpaqueCopy(_ texture: OpaquePointer) -> Bool {
    var format: UInt32 = 0
    SDL_QueryTexture(texture, &format, nil, nil, nil)
    return format == SDL_PIXELFORMAT_RGB888.rawValue
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
  func targetBounds() -> SDL_Rect {
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
