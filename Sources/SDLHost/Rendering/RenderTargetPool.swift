import CSDL2

/// Render-target textures in a few size classes, reused rather than destroyed.
///
/// SDL's OpenGL renderers keep a framebuffer object for every distinct target size they have
/// drawn into, and the framebuffer keeps the storage of the last texture attached to it after
/// `SDL_DestroyTexture` (``destroy(_:)`` detaches it first). Composited layers follow animations
/// through every size, so targets made at each layer's size grew the demo from 135 MB to 871 MB
/// in ten minutes. Targets here come only in size classes (64 pixels, then powers of two and one
/// and a half times them), so a few dozen sizes at most are ever made; a target given back
/// waits for the next image of its class. A layer's image fills the top-left part of its target.
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

  /// `glFramebufferTexture2D`, on SDL's OpenGL renderers: see ``destroy(_:)``.
  private let framebufferTexture2D: FramebufferTexture2D?

  private typealias FramebufferTexture2D =
    @convention(c) (
      _ target: UInt32, _ attachment: UInt32, _ textarget: UInt32, _ texture: UInt32,
      _ level: Int32
    ) -> Void

  init(renderer: OpaquePointer) {
    self.renderer = renderer
    var info = SDL_RendererInfo()
    let name =
      SDL_GetRendererInfo(renderer, &info) == 0 ? info.name.map { String(cString: $0) } : nil
    // SDL's "opengl", "opengles2" and "opengles" renderers; the first name is core desktop GL and
    // GLES 2, the others the extensions that older contexts have.
    framebufferTexture2D =
      name?.hasPrefix("opengl") == true
      ? ["glFramebufferTexture2D", "glFramebufferTexture2DEXT", "glFramebufferTexture2DOES"]
        .lazy.compactMap { (name: String) in SDL_GL_GetProcAddress(name) }.first
        .map { unsafeBitCast($0, to: FramebufferTexture2D.self) }
      : nil
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
    var destroyed = false
    for (size, waiting) in free {
      let (stale, kept) = (
        waiting.filter { frame - $0.since > maxIdleFrames },
        waiting.filter { frame - $0.since <= maxIdleFrames }
      )
      for entry in stale { destroy(entry.target.texture) }
      destroyed = destroyed || !stale.isEmpty
      free[size] = kept.isEmpty ? nil : kept
    }
    // A target's pixels (Mesa's and the software renderer's alike) come from the C heap, where
    // glibc keeps what is freed once its mmap threshold has risen past a few large frees: a
    // window resized through 100 sizes left 55 MB of free heap resident. Targets go in bursts
    // when a page or a size is left, so this gives it back then.
    if destroyed { malloc_trim(0) }
  }

  /// Destroys every waiting target; needed before the renderer is destroyed.
  func removeAll() {
    for waiting in free.values { for entry in waiting { destroy(entry.target.texture) } }
    free = [:]
  }

  /// Destroys a target. SDL's OpenGL renderers keep a framebuffer for every target size they
  /// have drawn into, and that framebuffer keeps the storage of the last texture attached to it
  /// after `SDL_DestroyTexture`: one image of memory for every size ever used (with SDL alone,
  /// a target for each of 100 window sizes grew a process by 240 MB). Detached first, the
  /// texture's storage goes with it. SDL attaches a target again each time it is set.
  private func destroy(_ texture: OpaquePointer) {
    if let framebufferTexture2D {
      let previous = SDL_GetRenderTarget(renderer)
      if SDL_SetRenderTarget(renderer, texture) == 0 {
        SDL_RenderFlush(renderer)
        framebufferTexture2D(Self.glFramebuffer, Self.glColorAttachment0, Self.glTexture2D, 0, 0)
        SDL_SetRenderTarget(renderer, previous)
      }
    }
    SDL_DestroyTexture(texture)
  }

  // OpenGL's names for the framebuffer, its colour attachment and a 2-D texture, the same in
  // desktop GL, GLES and their extensions.
  private static let glFramebuffer: UInt32 = 0x8D40
  private static let glColorAttachment0: UInt32 = 0x8CE0
  private static let glTexture2D: UInt32 = 0x0DE1
}
