extension UIImage {
  /// The image as a template: every pixel in `color`, keeping the image's alpha. Tab bars draw
  /// their items' images this way, as UIKit's `.automatic` rendering mode does there.
  func tinted(with color: DisplayColor) -> UIImage {
    let (red, green, blue, alpha) = color.rgba8
    var pixels = bitmap.pixels
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = red
      pixels[index + 1] = green
      pixels[index + 2] = blue
      pixels[index + 3] = UInt8((Int(pixels[index + 3]) * Int(alpha) + 127) / 255)
    }
    return UIImage(
      bitmap: ImageBitmap(width: bitmap.width, height: bitmap.height, pixels: pixels),
      scale: scale)
  }
}
