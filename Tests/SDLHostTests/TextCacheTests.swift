import CSDL2
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// The drawer finds a run drawn before by the whole run, and uses the text cache's textures
/// for its pieces for as long as the cache keeps them.
@Suite("Text textures kept between frames", .uiTest)
@MainActor
struct TextCacheTests {
  private static let size = CGSize(width: 160, height: 40)

  private static func labelWindow() -> UIWindow {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 8, y: 8, width: 150, height: 24))
    label.text = "Hello, 안녕하세요"
    root.view.addSubview(label)
    return TestApplication.makeWindow(root: root, size: size)
  }

  /// The surface's pixels as they are now.
  private static func pixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
    let count = Int(surface.pointee.pitch) * Int(surface.pointee.h)
    return Array(UnsafeRawBufferPointer(start: surface.pointee.pixels, count: count))
  }

  @Test("a label is rasterised once, then drawn from kept textures; one let go of is made again")
  func keptAndRemade() throws {
    let window = Self.labelWindow()
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(
        0, Int32(Self.size.width), Int32(Self.size.height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }
    let list = window.currentDisplayList

    drawer.draw(list, scale: 1)
    SDL_RenderPresent(renderer)
    let first = Self.pixels(of: surface)
    let made = drawer.statistics.textRasterizations
    drawer.draw(list, scale: 1)
    SDL_RenderPresent(renderer)
    let again = Self.pixels(of: surface)
    let madeAgain = drawer.statistics.textRasterizations
    // Frames without the label, until the cache lets its textures go as idle.
    let blank = DisplayList(items: [
      .fill(
        CGRect(origin: .zero, size: Self.size), DisplayColor(red: 0, green: 0, blue: 0, alpha: 1))
    ])
    for _ in 0..<602 { drawer.draw(blank, scale: 1) }
    drawer.draw(list, scale: 1)
    SDL_RenderPresent(renderer)
    let remade = Self.pixels(of: surface)

    // Compared as flags: a failure should not print every byte of the frame.
    let (drawnAgainAlike, remadeAlike) = (again == first, remade == first)
    #expect(made == 2)  // a Latin piece and a Hangul one
    #expect(madeAgain == made)
    #expect(drawnAgainAlike)
    #expect(drawer.statistics.textRasterizations == made * 2)
    #expect(remadeAlike)
    #expect(first.contains { $0 < 128 })  // the text is there: dark pixels on white
  }

  @Test("a text image's inked region bounds its pixels with any alpha; a blank one's is empty")
  func inkedRegion() throws {
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, 12, 8, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    // White with zero alpha everywhere, as SDL2_ttf leaves the background of blended text.
    SDL_FillRect(surface, nil, 0x00FF_FFFF)
    #expect(
      DisplayListDrawer.inkedRegion(of: surface) == PixelRegion(x: 0, y: 0, width: 0, height: 0))
    var dot = SDL_Rect(x: 3, y: 2, w: 1, h: 1)
    SDL_FillRect(surface, &dot, 0x01FF_FFFF)
    var bar = SDL_Rect(x: 6, y: 4, w: 4, h: 2)
    SDL_FillRect(surface, &bar, 0xFFFF_FFFF)
    #expect(
      DisplayListDrawer.inkedRegion(of: surface) == PixelRegion(x: 3, y: 2, width: 7, height: 4))
  }
}
