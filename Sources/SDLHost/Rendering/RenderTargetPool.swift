import CSDL2

/// Render-target textures in a few size classes, reused rather than destroyed.
///
/// SDL's OpenGL renderers keep a framebuffer object for every distinct target size they have
/// drawn into, and the framebuffer keeps the storage of the last texture attached to it after
/// `SDL_DestroyTexture`. Composited layers follow animations through every size, so targets
/// made at each layer's size grew the demo from 135 MB to 871 MB in ten minutes. Targets here
/// come only in size classes (64 pixels, then powers of two and one and a half times them), so
/// a few dozen sizes at most are ever drawn into; a target given back waits for the next image
/// of its class. A layer's image fills the top-left part of its target.
@MainActor
final class RenderTargetPool {
  /// A target texture and its size in pixels: a size class in each direction.
  struct Target {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
  }

  /// A kind of target: a size class in each direction, and a pixel format (an opaque layer's
  /// image has no alpha, in the window's format, and is copied rather than blended).
  struct Kind: Hashable {
    var width: Int32
    var height: Int32
    var opaque: Bool

    var format: SDL_PixelFormatEnum { opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888 }
  }

  private let renderer: OpaquePointer
  private var free: [Kind: [(target: Target, since: Int)]] = [:]
  private var frame = 0
  /// Every kind of target made, for tests: it stays small whatever sizes layers take.
  private(set) var madeKinds: Set<Kind> = []

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  /// The size class holding `pixels`: 64, 96, 128, 192, 256, 384, … 6144, 8192 (the largest
  /// composited image).
  static func sizeClass(_ pixels: Int32) -> Int32 {
    var size: Int32 = 64
    while size < min(pixels, 8192) {
      // Half as much again from a power of two, then on to the next power of two.
      size += size.nonzeroBitCount == 1 ? size / 2 : size / 3
    }
    return size
  }

  /// A target at least `width` × `height` pixels, without alpha when `opaque`, from the pool if
  /// one of the kind waits there; `nil` if SDL cannot make one. An opaque target is drawn
  /// without blending.
  func take(width: Int32, height: Int32, opaque: Bool = false) -> Target? {
    let kind = Kind(
      width: Self.sizeClass(width), height: Self.sizeClass(height), opaque: opaque)
    if let waiting = free[kind]?.popLast() { return waiting.target }
    guard
      let texture = SDL_CreateTexture(
        renderer, kind.format.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), kind.width,
        kind.height)
    else { return nil }
    SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    madeKinds.insert(kind)
    return Target(texture: texture, width: kind.width, height: kind.height)
  }

  /// The kind of target `texture` is.
  static func kind(of texture: OpaquePointer) -> Kind {
    var format: UInt32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_QueryTexture(texture, &format, nil, &width, &height)
    return Kind(
      width: width, height: height, opaque: format == SDL_PIXELFORMAT_RGB888.rawValue)
  }

  /// Returns a target texture (one this pool made) for another image of its kind.
  func give(_ texture: OpaquePointer) {
    let kind = Self.kind(of: texture)
    free[kind, default: []].append(
      (Target(texture: texture, width: kind.width, height: kind.height), frame))
  }

  /// Starts a frame; targets that waited more than `maxIdleFrames` frames are destroyed.
  func beginFrame(maxIdleFrames: Int) {
    frame += 1
    for (size, waiting) in free {
      let (stale, kept) = (
        waiting.filter { frame - $0.since > maxIdleFrames },
        waiting.filter { frame - $0.since <= maxIdleFrames }
      )
      for entry in stale { SDL_DestroyTexture(entry.target.texture) }
      free[size] = kept.isEmpty ? nil : kept
    }
  }

  /// Destroys every waiting target; needed before the renderer is destroyed.
  func removeAll() {
    for waiting in free.values { for entry in waiting { SDL_DestroyTexture(entry.target.texture) } }
    free = [:]
  }
}
