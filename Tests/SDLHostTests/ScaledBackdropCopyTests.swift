import CSDL2
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// A blurred copy whose scaled rectangle runs past the target's edge is scaled into a kept render
/// target, then copied, rather than through the scratch surface SDL's software renderer makes
/// for it on every call: the pixels are SDL's own scaling's, to the byte.
@Suite("Blurred copies scaled up past the target's edge", .uiTest)
@MainActor
struct ScaledBackdropCopyTests {
  private static let size = (width: Int32(101), height: Int32(67))
  /// A copy of 13 × 9 pixels, each standing for 8 × 8: 104 × 72 runs past the 101 × 67 target.
  private static let copy = (width: Int32(13), height: Int32(9), factor: Int32(8))

  /// Draws a striped background, then the copy (opaque, or half transparent) scaled up from the
  /// target's origin within a clip, and returns the target's pixels. With `throughDrawer`, the
  /// copy is drawn by the drawer; otherwise by SDL straight from the copy.
  private func render(opaque: Bool, throughDrawer: Bool) throws -> [UInt8] {
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(
        0, Self.size.width, Self.size.height, 32, SDL_PIXELFORMAT_RGB888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }
    var pixels = (0..<Int(Self.copy.width * Self.copy.height)).map { index -> UInt32 in
      let alpha: UInt32 = opaque ? 0xFF : UInt32(64 + index * 7 % 192)
      return alpha << 24 | UInt32(index * 2_654_435_761 & 0xFF_FFFF)
    }
    let texture = try #require(
      SDL_CreateTexture(
        renderer,
        (opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888).rawValue,
        Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Self.copy.width, Self.copy.height))
    pixels.withUnsafeMutableBytes {
      _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Self.copy.width * 4)
    }
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    for stripe in 0..<Self.size.width / 4 {
      SDL_SetRenderDrawColor(renderer, UInt8(stripe * 9 % 256), 90, UInt8(255 - stripe * 5), 255)
      var rect = SDL_Rect(x: stripe * 4, y: 0, w: 4, h: Self.size.height)
      SDL_RenderFillRect(renderer, &rect)
    }
    var clip = SDL_Rect(x: 3, y: 2, w: Self.size.width - 5, h: Self.size.height - 4)
    var target = SDL_Rect(
      x: 0, y: 0, w: Self.copy.width * Self.copy.factor, h: Self.copy.height * Self.copy.factor)

    if throughDrawer {
      drawer.pushClip(pixels: clip)
      drawer.drawScaledUp(texture, over: target, alpha: 200, opaque: opaque)
      drawer.popClip()
    } else {
      SDL_RenderSetClipRect(renderer, &clip)
      SDL_SetTextureAlphaMod(texture, 200)
      SDL_RenderCopy(renderer, texture, nil, &target)
    }
    SDL_RenderPresent(renderer)

    let count = Int(surface.pointee.pitch) * Int(surface.pointee.h)
    return Array(UnsafeRawBufferPointer(start: surface.pointee.pixels, count: count))
  }

  @Test(
    "an opaque or half-transparent copy past the edge lands as SDL scales it",
    arguments: [
      true, false,
    ])
  func sameAsSDLsOwnScaling(opaque: Bool) throws {
    let direct = try render(opaque: opaque, throughDrawer: false)

    let drawn = try render(opaque: opaque, throughDrawer: true)

    #expect(drawn == direct)
  }
}
