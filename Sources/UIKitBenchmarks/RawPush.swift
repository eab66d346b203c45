import CSDL2
import Foundation
import SDLHost
import UIKit

/// The baseline for a navigation push: the two screens and the two bar titles are rendered
/// once into textures, then each frame clears and draws what a push shows — the old screen a
/// third of the way out under a 10 % black dimming (where it shows), a soft shadow strip, the new screen sliding
/// in, the two titles cross-fading, and the back button (chevron and the old title in blue)
/// fading in.
struct RawPush {
  private let outgoing: OpaquePointer
  private let incoming: OpaquePointer
  private let shadow: OpaquePointer
  private let titles: (OpaquePointer, OpaquePointer)
  private let chevron: OpaquePointer
  private let size: SDL_Rect

  @MainActor
  init?(renderer: OpaquePointer, outgoing first: ColoredGrid, incoming second: ColoredGrid) {
    let width = Int32(first.size.width)
    let height = Int32(first.size.height)
    func target(_ w: Int32, _ h: Int32, alpha: Bool) -> OpaquePointer? {
      let format = alpha ? SDL_PIXELFORMAT_ARGB8888 : SDL_PIXELFORMAT_RGB888
      return SDL_CreateTexture(
        renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
    }
    func render(_ grid: ColoredGrid) -> OpaquePointer? {
      guard let texture = target(width, height, alpha: false) else { return nil }
      SDL_SetRenderTarget(renderer, texture)
      RawScene(fills: grid.fills).draw(on: renderer)
      SDL_SetRenderTarget(renderer, nil)
      return texture
    }
    func title(_ text: String) -> OpaquePointer? {
      let run = TextRun(
        text: text, font: FontFace(file: "NanumSquareRoundB.ttf", pointSize: 17),
        color: DisplayColor(red: 0, green: 0, blue: 0, alpha: 1), origin: .zero, size: .zero)
      // "Screen A" is one piece, in the system font.
      guard let piece = TextRasterizer.shared.segments(of: run, scale: 1).first,
        let surface = TextRasterizer.shared.renderWhite(piece, scale: 1)
      else { return nil }
      defer { SDL_FreeSurface(surface) }
      let texture = SDL_CreateTextureFromSurface(renderer, surface)
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      return texture
    }
    guard let outgoing = render(first), let incoming = render(second),
      let shadow = target(12, height, alpha: true), let old = title("Screen A"),
      let new = title("Screen B"), let chevron = target(14, 24, alpha: true)
    else { return nil }
    // The back chevron: two 3-pixel strokes meeting at a point, white (tinted when drawn).
    SDL_SetRenderTarget(renderer, chevron)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    for offset in Int32(0)..<3 {
      SDL_RenderDrawLine(renderer, 11 + offset, 1, 1 + offset, 12)
      SDL_RenderDrawLine(renderer, 1 + offset, 12, 11 + offset, 23)
    }
    SDL_SetTextureBlendMode(chevron, SDL_BLENDMODE_BLEND)
    // The shadow: a strip fading from 25 % black at its right edge to nothing.
    SDL_SetRenderTarget(renderer, shadow)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    for column in 0..<Int32(12) {
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, UInt8(64 * (column + 1) / 12))
      var line = SDL_Rect(x: column, y: 0, w: 1, h: height)
      SDL_RenderFillRect(renderer, &line)
    }
    SDL_SetRenderTarget(renderer, nil)
    SDL_SetTextureBlendMode(shadow, SDL_BLENDMODE_BLEND)
    self.outgoing = outgoing
    self.incoming = incoming
    self.shadow = shadow
    titles = (old, new)
    self.chevron = chevron
    size = SDL_Rect(x: 0, y: 0, w: width, h: height)
  }

  /// One frame at `progress` (0…1) of the push.
  func draw(on renderer: OpaquePointer, progress: Double) {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    let width = Double(size.w)
    var under = SDL_Rect(
      x: Int32((-width / 3 * progress).rounded()), y: 0, w: size.w, h: size.h)
    SDL_RenderCopy(renderer, outgoing, nil, &under)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, UInt8((25.5 * progress).rounded()))
    let left = Int32((width * (1 - progress)).rounded())
    // Dimmed only where the old screen still shows: the new one covers the rest.
    var dim = SDL_Rect(x: 0, y: 0, w: left, h: size.h)
    SDL_RenderFillRect(renderer, &dim)
    var strip = SDL_Rect(x: left - 12, y: 0, w: 12, h: size.h)
    SDL_RenderCopy(renderer, shadow, nil, &strip)
    var top = SDL_Rect(x: left, y: 0, w: size.w, h: size.h)
    SDL_RenderCopy(renderer, incoming, nil, &top)
    for (texture, alpha) in [(titles.0, 1 - progress), (titles.1, progress)] {
      var w: Int32 = 0
      var h: Int32 = 0
      SDL_QueryTexture(texture, nil, nil, &w, &h)
      var rect = SDL_Rect(x: (size.w - w) / 2, y: 24 + (44 - h) / 2, w: w, h: h)
      SDL_SetTextureAlphaMod(texture, UInt8((255 * alpha).rounded()))
      SDL_SetTextureColorMod(texture, 0, 0, 0)
      SDL_RenderCopy(renderer, texture, nil, &rect)
    }
    // The back button: the chevron, and the old title travelling from the centre to beside it.
    let alpha = UInt8((255 * progress).rounded())
    var mark = SDL_Rect(x: 8, y: 24 + 10, w: 14, h: 24)
    SDL_SetTextureAlphaMod(chevron, alpha)
    SDL_SetTextureColorMod(chevron, 0, 122, 255)
    SDL_RenderCopy(renderer, chevron, nil, &mark)
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_QueryTexture(titles.0, nil, nil, &w, &h)
    let centre = Double((size.w - w) / 2)
    var back = SDL_Rect(
      x: Int32((28 + (centre - 28) * (1 - progress)).rounded()), y: 24 + (44 - h) / 2, w: w, h: h)
    SDL_SetTextureAlphaMod(titles.0, alpha)
    SDL_SetTextureColorMod(titles.0, 0, 122, 255)
    SDL_RenderCopy(renderer, titles.0, nil, &back)
  }

  func destroy() {
    for texture in [outgoing, incoming, shadow, titles.0, titles.1, chevron] {
      SDL_DestroyTexture(texture)
    }
  }
}
