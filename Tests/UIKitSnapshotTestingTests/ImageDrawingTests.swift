import Testing
import UIKit
import UIKitTestSupport

/// `UIImage`'s drawing into the current context, as image-resizing and `draw(_:)` code uses it.
@Suite("UIImage drawing", .uiTest)
@MainActor
struct ImageDrawingTests {
  /// A 40 × 20 image, red on the left half and blue on the right, at scale 1.
  private func halves() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
    }
  }

  private func render(_ size: CGSize, _ body: () -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      UIColor.white.setFill()
      context.fill(CGRect(origin: .zero, size: size))
      body()
    }
  }

  @Test("an image drawn into a smaller rect is scaled, upright, left half still on the left")
  func scaledDown() {
    let image = halves()

    let small = render(CGSize(width: 20, height: 10)) {
      image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    let left = small.bitmap.color(atX: 3, y: 5)
    let right = small.bitmap.color(atX: 16, y: 5)
    #expect(left[0] > 200 && left[2] < 60)
    #expect(right[2] > 200 && right[0] < 60)
  }

  @Test("draw(at:) places the image at its own size; an alpha of 0.5 lets the white through")
  func placedAndFaded() {
    let image = halves()

    let drawn = render(CGSize(width: 60, height: 30)) {
      image.draw(at: CGPoint(x: 10, y: 5))
      image.draw(in: CGRect(x: 0, y: 25, width: 40, height: 5), blendMode: .normal, alpha: 0.5)
    }

    let bitmap = drawn.bitmap
    #expect(bitmap.color(atX: 5, y: 10) == [255, 255, 255, 255])
    #expect(bitmap.color(atX: 12, y: 10)[0] > 200)
    #expect(bitmap.color(atX: 45, y: 10)[2] > 200)
    let faded = bitmap.color(atX: 5, y: 27)
    #expect(faded[0] > 240 && (110...145).contains(Int(faded[1])))
  }
}
