import Testing

@testable import CoreGraphics
@testable import UIKit

/// Drawings of the same size reuse the pixel memory of finished ones (`SurfacePool`): nothing an
/// earlier drawing left may show in a later one, and memory a finished raster still holds may
/// not be handed out.
@Suite("Reused drawing surfaces")
@MainActor
struct SurfaceReuseTests {
  private static let size = CGSize(width: 64, height: 48)

  @Test("an image drawn after others of its size starts transparent")
  func reusedSurfacesStartTransparent() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: Self.size, format: format)
    for _ in 0..<3 {
      _ = renderer.image { context in
        UIColor.red.setFill()
        context.fill(CGRect(origin: .zero, size: Self.size))
      }
    }

    let next = renderer.image { context in
      UIColor.blue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    #expect(next.bitmap.color(atX: 4, y: 4) == [0, 0, 255, 255])
    #expect(next.bitmap.color(atX: 40, y: 30) == [0, 0, 0, 0])
  }

  @Test("a finished raster keeps its pixels while drawings of its size come and go")
  func keptRastersAreNotHandedOut() {
    func filled(_ color: CGColor) -> ImageBitmap {
      let context = CGContext(size: Self.size, scale: 1)
      context.setFillColor(color)
      context.fill(CGRect(origin: .zero, size: Self.size))
      return context.layerBitmap()
    }
    let kept = filled(CGColor(red: 1, green: 0, blue: 0, alpha: 1))

    for _ in 0..<3 { _ = filled(CGColor(red: 0, green: 0, blue: 1, alpha: 1)) }

    #expect(kept.color(atX: 10, y: 10) == [255, 0, 0, 255])
    #expect(kept.color(atX: 63, y: 47) == [255, 0, 0, 255])
  }
}
