import UIKit

/// Frames side by side, left to right, 2 pixels apart on black: the layout of a filmstrip.
///
/// The host's recordings and the tests' `Filmstrip` lay frames out the same way.
package enum FilmstripLayout {
  /// One image holding `frames` in a row; as tall as the tallest frame.
  package static func image(_ frames: [ImageBitmap]) -> ImageBitmap {
    let gap = 2
    let width = frames.reduce(0) { $0 + $1.width } + gap * max(frames.count - 1, 0)
    let height = frames.map(\.height).max() ?? 0
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
    var left = 0
    for frame in frames {
      for row in 0..<frame.height {
        let source = row * frame.width * 4
        let destination = (row * width + left) * 4
        pixels.replaceSubrange(
          destination..<destination + frame.width * 4,
          with: frame.pixels[source..<source + frame.width * 4])
      }
      left += frame.width + gap
    }
    return ImageBitmap(width: width, height: height, pixels: pixels)
  }
}
