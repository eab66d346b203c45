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
  /// A target of 101 × 67 pixels and a copy of 13 × 9, each pixel standing for 8 × 8: scaled,
  /// 104 × 72 runs past the target.
  private struct Case {
    var width: Int32 = 101
    var height: Int32 = 67
    var copyWidth: Int32 = 13
    var copyHeight: Int32 = 9
    var factor: Int32 = 8
  }

  /// Draws a striped background, then the copy (opaque, or half transparent) scaled up from the
  /// target's origin within a clip, and returns the target's pixels. With `throughDrawer`, the
  /// copy is drawn by the drawer; otherwise by SDL straight from the copy.
  private func render(_ sizes: Case = Case(), opaque: Bool, throughDrawer: Bool) throws -> [UInt8] {
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(
        0, sizes.width, sizes.height, 32, SDL_PIXELFORMAT_RGB888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    let drawer = DisplayListDrawer(renderer: renderer)
    defer { drawer.releaseTextures() }
    var pixels = (0..<Int(sizes.copyWidth * sizes.copyHeight)).map { index -> UInt32 in
      let alpha: UInt32 = opaque ? 0xFF : UInt32(64 + index * 7 % 192)
      return alpha << 24 | UInt32(index * 2_654_435_761 & 0xFF_FFFF)
    }
    let texture = try #require(
      SDL_CreateTexture(
        renderer,
        (opaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888).rawValue,
        Int32(SDL_TEXTUREACCESS_STATIC.rawValue), sizes.copyWidth, sizes.copyHeight))
    pixels.withUnsafeMutableBytes {
      _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, sizes.copyWidth * 4)
    }
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    for stripe in 0..<sizes.width / 4 {
      SDL_SetRenderDrawColor(
        renderer, UInt8(stripe * 9 % 256), 90, UInt8(255 - stripe * 5 % 256), 255)
      var rect = SDL_Rect(x: stripe * 4, y: 0, w: 4, h: sizes.height)
      SDL_RenderFillRect(renderer, &rect)
    }
    var clip = SDL_Rect(x: 3, y: 2, w: sizes.width - 5, h: sizes.height - 4)
    var target = SDL_Rect(
      x: 0, y: 0, w: sizes.copyWidth * sizes.factor, h: sizes.copyHeight * sizes.factor)

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

  @Test("a copy wider than the pool's largest target past the edge is scaled as SDL scales it")
  func widerThanThePoolsTargets() throws {
    let wide = Case(width: 8_200, height: 20, copyWidth: 1_026, copyHeight: 3)
    let direct = try render(wide, opaque: true, throughDrawer: false)

    let drawn = try render(wide, opaque: true, throughDrawer: true)

    #expect(drawn == direct)
  }
}
