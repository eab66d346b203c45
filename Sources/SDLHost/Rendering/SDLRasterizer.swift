import CSDL2
import UIKit

/// Draws display lists into memory with SDL's software renderer: no window, no display.
///
/// Reference-image tests and snapshots use it, so their pixels come from the same drawing
/// code as the window, through the renderer that is identical on every machine.
@MainActor
public final class SDLRasterizer: DisplayListRasterizer {
  /// Makes a rasterizer; ``install()`` makes one and installs it.
  public init() {}

  /// Makes this the application's rasterizer, for `UIGraphicsImageRenderer` and snapshots.
  public static func install() {
    if !(UIApplication.shared.rasterizer is SDLRasterizer) {
      UIApplication.shared.rasterizer = SDLRasterizer()
    }
  }

  /// Counters from the last rasterization.
  public private(set) var lastTextRasterizations = 0

  /// Draws `list` into a new bitmap of `size` points at `scale` pixels per point, on a transparent
  /// background, with the same drawing code the window uses. Returns `nil` if SDL cannot make the
  /// surface or renderer.
  public func rasterize(_ list: DisplayList, size: CGSize, scale: CGFloat) -> ImageBitmap? {
    let width = Int32((size.width * scale).rounded(.up))
    let height = Int32((size.height * scale).rounded(.up))
    guard width > 0, height > 0 else {
      return ImageBitmap(width: 0, height: 0, pixels: [])
    }
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, width, height, 32, SDL_PIXELFORMAT_ABGR8888.rawValue)
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else { return nil }
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }
    drawer.draw(list, scale: scale, clearColor: (0, 0, 0, 0))
    SDL_RenderFlush(renderer)
    lastTextRasterizations = drawer.statistics.textRasterizations
    // ABGR8888 is RGBA in memory: the bitmap's layout, read back row by row without padding.
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    let status = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, bytes.baseAddress, width * 4)
    }
    guard status == 0 else { return nil }
    return ImageBitmap(width: Int(width), height: Int(height), pixels: pixels)
  }
}
