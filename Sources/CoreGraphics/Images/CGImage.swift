/// A bitmap image, as Core Graphics' `CGImage`: 8-bit RGBA pixels, rows top to bottom.
///
/// Layers show one as `contents`, bitmap contexts make one with `makeImage()`, and `UIImage`
/// wraps one as `cgImage`.
public final class CGImage: Sendable, Equatable, Hashable {
  /// The pixels: straight RGBA, rows top to bottom.
  public let bitmap: ImageBitmap

  /// Wraps decoded pixels.
  public init(bitmap: ImageBitmap) {
    self.bitmap = bitmap
  }

  /// Matches Core Graphics: the width in pixels.
  public var width: Int { bitmap.width }
  /// Matches Core Graphics: the height in pixels.
  public var height: Int { bitmap.height }
  /// Matches Core Graphics: always 8 here.
  public var bitsPerComponent: Int { 8 }
  /// Matches Core Graphics: always 32 here (RGBA).
  public var bitsPerPixel: Int { 32 }
  /// Matches Core Graphics: `width × 4`; rows have no padding.
  public var bytesPerRow: Int { bitmap.width * 4 }
  /// Matches Core Graphics: sRGB.
  public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

  /// Matches Core Graphics: the part of the image inside `rect` (in pixels, clipped to the
  /// image), or `nil` when nothing is left.
  public func cropping(to rect: CGRect) -> CGImage? {
    let area = rect.integral.intersection(
      CGRect(x: 0, y: 0, width: width, height: height))
    guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
    let x0 = Int(area.minX)
    let y0 = Int(area.minY)
    let w = Int(area.width)
    let h = Int(area.height)
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    for row in 0..<h {
      let source = ((y0 + row) * width + x0) * 4
      pixels[(row * w * 4)..<((row + 1) * w * 4)] = bitmap.pixels[source..<(source + w * 4)]
    }
    return CGImage(bitmap: ImageBitmap(width: w, height: h, pixels: pixels))
  }

  /// Identity, as for Core Graphics images.
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

  /// Hashes identity, matching equality.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
