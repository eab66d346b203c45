extension UIImage {
  /// Matches UIKit: how an image is drawn, as it is or as a template (iOS 7).
  public enum RenderingMode: Int, Sendable {
    /// Where the image is drawn decides: a template in bars, tab bars and system buttons; as it
    /// is in image views and custom buttons.
    case automatic = 0
    /// Always as it is, even in a bar or a system button.
    case alwaysOriginal = 1
    /// Always a template: the image's shape (its alpha) filled with the tint colour, wherever
    /// it is drawn.
    case alwaysTemplate = 2
  }

  /// Matches UIKit: the same image with `renderingMode`; this image when it has it already.
  /// A resizable image stays resizable.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    guard renderingMode != self.renderingMode else { return self }
    let image = UIImage(bitmap: bitmap, scale: scale)
    image.capInsets = capInsets
    image.resizingMode = resizingMode
    image.renderingMode = renderingMode
    return image
  }

  /// Whether the image draws as a template where `.automatic` means a template when
  /// `templateByDefault` (bars, system buttons) and as it is otherwise (image views).
  func drawsAsTemplate(byDefault templateByDefault: Bool) -> Bool {
    switch renderingMode {
    case .automatic: templateByDefault
    case .alwaysOriginal: false
    case .alwaysTemplate: true
    }
  }

  /// The image as a template: every pixel in `color`, keeping the image's alpha. Tab bars draw
  /// their items' images this way, as UIKit's `.automatic` rendering mode does there.
  ///
  /// The same image and colour give the same tinted image: a view going back and forth between
  /// tints (a tab selected and not) would otherwise make a new image each time, which the host,
  /// keying textures by image, would upload again and keep as a texture never drawn again.
  func tinted(with color: DisplayColor) -> UIImage {
    if let known = tints.withLock({ $0[color] }) { return known }
    let made = makeTinted(with: color)
    tints.withLock { tints in
      // Colours come and go (a new tint, dark mode): keep a handful.
      if tints.count >= 4 { tints = [:] }
      tints[color] = made
    }
    return made
  }

  private func makeTinted(with color: DisplayColor) -> UIImage {
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
