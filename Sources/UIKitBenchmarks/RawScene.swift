import CSDL2
import Foundation
import SDLHost
import UIKit

/// The baseline frame, written as a plain C-style SDL loop with no framework: clear, then
/// `SDL_SetRenderDrawColor` + `SDL_RenderFillRect` per rectangle and `SDL_RenderCopy` per
/// texture, with SDL's default state (no blending for fills; text textures blend, as they
/// must for antialiased glyphs).
struct RawScene {
  struct Fill {
    var rect: SDL_Rect
    var color: RGBA8

    init(rect: CGRect, color: RGBA8) {
      self.rect = SDL_Rect(
        x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()),
        w: Int32(rect.width.rounded()), h: Int32(rect.height.rounded()))
      self.color = color
    }
  }

  struct Sprite {
    var texture: OpaquePointer
    var rect: SDL_Rect
    var color: RGBA8
  }

  var fills: [Fill]
  var sprites: [Sprite] = []

  func draw(on renderer: OpaquePointer) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    for fill in fills {
      var rect = fill.rect
      SDL_SetRenderDrawColor(renderer, fill.color.red, fill.color.green, fill.color.blue, 255)
      SDL_RenderFillRect(renderer, &rect)
    }
    for sprite in sprites {
      var rect = sprite.rect
      SDL_SetTextureColorMod(
        sprite.texture, sprite.color.red, sprite.color.green, sprite.color.blue)
      SDL_SetTextureAlphaMod(sprite.texture, sprite.color.alpha)
      SDL_RenderCopy(renderer, sprite.texture, nil, &rect)
    }
  }

  func destroyTextures() {
    for sprite in sprites { SDL_DestroyTexture(sprite.texture) }
  }

  /// The fills and text of a display list (at scale 1), with every string rasterised once, up
  /// front, with the same font code the framework uses. Only the positions and strings come
  /// from the framework; the drawing is the loop above. Returns the scene and the number of
  /// items it had to skip because they are neither fills nor text (reported, expected 0).
  @MainActor
  static func text(from list: DisplayList, renderer: OpaquePointer) -> (RawScene, skipped: Int) {
    var scene = RawScene(fills: [])
    var skipped = 0
    for item in list.flattened {
      switch item {
      case .fill(let rect, let color):
        let (r, g, b, a) = color.rgba8
        scene.fills.append(Fill(rect: rect, color: RGBA8(red: r, green: g, blue: b, alpha: a)))
      case .text(let run):
        // One sprite per piece the run is drawn in (a Hangul piece and a Latin one, say), as
        // the framework draws it.
        for piece in TextRasterizer.shared.segments(of: run, scale: 1) {
          guard let surface = TextRasterizer.shared.renderWhite(piece, scale: 1),
            let texture = SDL_CreateTextureFromSurface(renderer, surface)
          else {
            skipped += 1
            continue
          }
          let rect = SDL_Rect(
            x: Int32((run.origin.x + piece.x + piece.imageX).rounded()),
            y: Int32((run.origin.y + piece.top).rounded()), w: surface.pointee.w,
            h: surface.pointee.h)
          SDL_FreeSurface(surface)
          let (r, g, b, a) = run.color.rgba8
          scene.sprites.append(
            Sprite(texture: texture, rect: rect, color: RGBA8(red: r, green: g, blue: b, alpha: a)))
        }
      default:
        skipped += 1
      }
    }
    return (scene, skipped)
  }
}
