import CSDL2
import Foundation

/// The baseline for a slide transition: the two screens are rendered once into window-sized
/// textures in the window's pixel format (RGB888, so SDL copies them without blending), then
/// each frame clears and copies both at their offsets.
///
/// Progress is linear; the framework eases. The cost does not depend on the curve: at any
/// progress the two textures together cover the window exactly once.
struct RawSlide {
  private let outgoing: OpaquePointer
  private let incoming: OpaquePointer
  private let size: SDL_Rect

  init?(renderer: OpaquePointer, outgoing first: ColoredGrid, incoming second: ColoredGrid) {
    let width = Int32(first.size.width)
    let height = Int32(first.size.height)
    func render(_ grid: ColoredGrid) -> OpaquePointer? {
      guard
        let texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
          width, height)
      else { return nil }
      SDL_SetRenderTarget(renderer, texture)
      RawScene(fills: grid.fills).draw(on: renderer)
      SDL_SetRenderTarget(renderer, nil)
      return texture
    }
    guard let outgoing = render(first), let incoming = render(second) else { return nil }
    self.outgoing = outgoing
    self.incoming = incoming
    size = SDL_Rect(x: 0, y: 0, w: width, h: height)
  }

  /// One frame at `progress` (0…1): the outgoing screen moved left, the incoming one following.
  func draw(on renderer: OpaquePointer, progress: Double) {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    let offset = Int32((Double(size.w) * progress).rounded())
    var from = SDL_Rect(x: -offset, y: 0, w: size.w, h: size.h)
    var to = SDL_Rect(x: size.w - offset, y: 0, w: size.w, h: size.h)
    SDL_RenderCopy(renderer, outgoing, nil, &from)
    SDL_RenderCopy(renderer, incoming, nil, &to)
  }

  func destroy() {
    SDL_DestroyTexture(outgoing)
    SDL_DestroyTexture(incoming)
  }
}
