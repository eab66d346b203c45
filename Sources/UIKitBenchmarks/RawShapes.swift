import CSDL2
import Foundation
import UIKit

/// The baseline for the shape-layer benchmark: each of the field's 20 coloured stars is
/// rasterised once into a texture, then each frame clears to white and blits all 200 stars
/// rotated to their angles with `SDL_RenderCopyEx`.
struct RawShapes {
  private let textures: [OpaquePointer]
  private let side: Int32

  @MainActor
  init?(renderer: OpaquePointer, field: ShapeField) {
    let side = ShapeField.side + 2
    var textures: [OpaquePointer] = []
    for index in 0..<20 {
      let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image {
        let context = $0.cgContext
        context.translateBy(x: 1, y: 1)
        context.addPath(ShapeField.star())
        context.setFillColor(field.fillColor(index).cgColor)
        context.fillPath()
        context.addPath(ShapeField.star())
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(1.5)
        context.strokePath()
      }
      guard let bitmap = image.cgImage?.bitmap,
        let texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
          Int32(bitmap.width), Int32(bitmap.height))
      else {
        textures.forEach { SDL_DestroyTexture($0) }
        return nil
      }
      bitmap.pixels.withUnsafeBytes {
        _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(bitmap.width * 4))
      }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
      textures.append(texture)
    }
    self.textures = textures
    self.side = Int32(side)
  }

  /// One frame, `time` seconds after the spinning started.
  @MainActor
  func draw(on renderer: OpaquePointer, field: ShapeField, time: TimeInterval) {
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    for index in 0..<ShapeField.count {
      let center = field.center(index)
      var rect = SDL_Rect(
        x: Int32(center.x.rounded()) - side / 2, y: Int32(center.y.rounded()) - side / 2,
        w: side, h: side)
      let degrees = field.angle(index, at: time) * 180 / .pi
      SDL_RenderCopyEx(renderer, textures[index % 20], nil, &rect, degrees, nil, SDL_FLIP_NONE)
    }
  }

  func destroy() {
    textures.forEach { SDL_DestroyTexture($0) }
  }
}
