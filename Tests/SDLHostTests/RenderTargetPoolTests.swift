import CSDL2
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Composited layers render into targets of a few sizes, so SDL's OpenGL renderers, which keep
/// memory for every target size drawn into, stay flat however layer sizes animate.
@Suite("Render targets in size classes", .uiTest)
@MainActor
struct RenderTargetPoolTests {
  private static func layer(id: UInt64, version: UInt64, size: CGSize) -> DisplayItem {
    let rect = CGRect(origin: .zero, size: size)
    return .layer(
      CompositedLayer(
        id: id, version: version, contentRect: rect,
        transform: CGAffineTransform(translationX: 0.5, y: 0.5), opacity: 1, cornerRadius: 0,
        content: DisplayList(items: [
          .fill(rect, DisplayColor(red: 0, green: 0, blue: 1, alpha: 1)),
          .fill(
            CGRect(x: size.width - 1, y: 0, width: 1, height: size.height),
            DisplayColor(red: 1, green: 0, blue: 0, alpha: 1)),
        ])))
  }

  @Test("size classes run 64, 96, 128, 192, … up to 8192")
  func sizeClasses() {
    let classes = [1, 64, 65, 96, 97, 129, 200, 390, 844, 1_170, 5_000, 8_192, 20_000].map {
      RenderTargetPool.sizeClass(Int32($0))
    }

    #expect(classes == [64, 64, 96, 96, 128, 192, 256, 512, 1_024, 1_536, 6_144, 8_192, 8_192])
  }

  @Test("a layer animating through 300 sizes is drawn into targets of a handful of sizes")
  func fewTargetSizes() throws {
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, 400, 400, 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }

    for step in 0..<300 {
      let size = CGSize(width: 40 + step, height: 340 - step)
      drawer.draw(
        DisplayList(items: [Self.layer(id: 1, version: UInt64(step), size: size)]), scale: 1)
    }

    #expect(drawer.statistics.layerRenders == 300)
    // Images and the strips that repeat their edges: a few size classes each way.
    #expect(drawer.targets.madeKinds.count <= 24)
  }

  @Test("a layer's image fills the top-left of its target, and its edges are repeated past it")
  func edgesRepeated() throws {
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, 200, 200, 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }

    drawer.draw(
      DisplayList(items: [Self.layer(id: 7, version: 1, size: CGSize(width: 70, height: 50))]),
      scale: 1)

    let entry = try #require(drawer.layers.lookUp(7))
    #expect((entry.width, entry.height) == (70, 50))
    SDL_SetRenderTarget(renderer, entry.texture)
    var pixels = [UInt32](repeating: 0, count: 4)
    var rect = SDL_Rect(x: 68, y: 49, w: 2, h: 2)
    pixels.withUnsafeMutableBytes { bytes in
      _ = SDL_RenderReadPixels(
        renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, 8)
    }
    SDL_SetRenderTarget(renderer, nil)
    // Columns 68 and 69 are the image's (blue, then its red last column); column 70 and row 50
    // repeat them.
    #expect(pixels == [0xFF00_00FF, 0xFFFF_0000, 0xFF00_00FF, 0xFFFF_0000])
  }
}
