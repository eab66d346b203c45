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

  /// A target size: a size class in each direction.
  struct SizeClass: Hashable {
    var width: Int32
    var height: Int32
  }

  private let renderer: OpaquePointer
  private var free: [SizeClass: [(target: Target, since: Int)]] = [:]
  private var frame = 0
  /// Every size a target was made at, for tests: it stays small whatever sizes layers take.
  private(set) var madeSizes: Set<SizeClass> = []

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

  /// A target at least `width` × `height` pixels, from the pool if one of the
  /// class waits there; `nil` if SDL cannot make one.
  func take(width: Int32, height: Int32) -> Target? {
    let size = SizeClass(width: Self.sizeClass(width), height: Self.sizeClass(height))
    if let waiting = free[size]?.popLast() { return waiting.target }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
        size.width, size.height)
    else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    madeSizes.insert(size)
    return Target(texture: texture, width: size.width, height: size.height)
  }

  /// Returns a target texture (one this pool made) for another image of its class.
  func give(_ texture: OpaquePointer) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_QueryTexture(texture, nil, nil, &width, &height)
    free[SizeClass(width: width, height: height), default: []].append(
      (Target(texture: texture, width: width, height: height), frame))
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
