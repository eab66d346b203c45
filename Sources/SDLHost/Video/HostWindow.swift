import CSDL2
import UIKit

/// An SDL window with a renderer, drawing one UIKit window's display lists.
@MainActor
package final class HostWindow {
  package let window: OpaquePointer
  package let renderer: OpaquePointer
  package let drawer: DisplayListDrawer
  /// The renderer's name ("software", "opengl", …) and whether it waits for vertical sync.
  package let rendererName: String
  package let hasVSync: Bool

  /// Opens a resizable, high-DPI-aware window `size` points large.
  ///
  /// `renderDriver` picks an SDL render driver by name; `nil` tries an accelerated renderer
  /// with vsync and falls back to the software renderer.
  package init(title: String, size: CGSize, hidden: Bool, renderDriver: String?) throws(SDLError) {
    var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
    guard
      let window = SDL_CreateWindow(
        title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
        Int32(size.width), Int32(size.height), flags)
    else {
      throw SDLError(
        "creating a \(Int(size.width))×\(Int(size.height)) window",
        remedy: "Check that the display is reachable (DISPLAY), or run headless with "
          + "SDL_VIDEODRIVER=offscreen.")
    }
    let knownDriver = renderDriver.map { Self.renderDriverIndex(named: $0) != nil } ?? true
    guard let renderer = Self.makeRenderer(for: window, driver: renderDriver) else {
      let error = SDLError(
        "creating a renderer\(renderDriver.map { " with the '\($0)' driver" } ?? "")",
        detail: knownDriver ? nil : "SDL has no render driver named '\(renderDriver ?? "")'",
        remedy: "Unset SDL_RENDER_DRIVER, or use the software renderer "
          + "(SDL_RENDER_DRIVER=software), which needs no GPU.")
      SDL_DestroyWindow(window)
      throw error
    }
    self.window = window
    self.renderer = renderer
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    rendererName = info.name.map { String(cString: $0) } ?? "unknown"
    // SDL 2.26's software renderer reports vsync it does not have; the host paces it itself.
    hasVSync = rendererName != "software" && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    drawer = DisplayListDrawer(renderer: renderer)
  }

  private static func makeRenderer(for window: OpaquePointer, driver: String?) -> OpaquePointer? {
    // The software renderer presents through the window's framebuffer; SDL would back that
    // with an OpenGL texture (a software one under Xvfb) unless told not to, which costs
    // 3-4 ms a frame for nothing.
    if driver == "software" { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
    if let driver {
      guard let index = renderDriverIndex(named: driver) else { return nil }
      let vsync = driver == "software" ? 0 : SDL_RENDERER_PRESENTVSYNC.rawValue
      return SDL_CreateRenderer(window, index, vsync)
    }
    let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    if let renderer = SDL_CreateRenderer(window, -1, accelerated) { return renderer }
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
  }

  private static func renderDriverIndex(named name: String) -> Int32? {
    var info = SDL_RendererInfo()
    for index in 0..<SDL_GetNumRenderDrivers() {
      SDL_GetRenderDriverInfo(index, &info)
      if info.name.map({ String(cString: $0) }) == name { return index }
    }
    return nil
  }

  /// The window's size in points and its pixels per point.
  package var geometry: (size: CGSize, scale: CGFloat) {
    var width: Int32 = 0
    var height: Int32 = 0
    var pixelWidth: Int32 = 0
    var pixelHeight: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight)
    let scale = width > 0 ? CGFloat(pixelWidth) / CGFloat(width) : 1
    return (CGSize(width: CGFloat(width), height: CGFloat(height)), max(scale, 1))
  }

  package func draw(_ list: DisplayList, scale: CGFloat) {
    SDL_SetRenderTarget(renderer, nil)
    drawer.draw(list, scale: scale)
  }

  package func present() {
    SDL_RenderPresent(renderer)
  }

  /// The pixels last drawn, before they are presented.
  package func readPixels() -> ImageBitmap? {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    guard width > 0, height > 0 else { return nil }
    var pixels = [UInt8](repeating: 0, count: Int(width * height * 4))
    let status = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, bytes.baseAddress, width * 4)
    }
    guard status == 0 else { return nil }
    return ImageBitmap(width: Int(width), height: Int(height), pixels: pixels)
  }

  package func close() {
    drawer.releaseTextures()
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }
}
