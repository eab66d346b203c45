@_implementationOnly import CPNG
@_implementationOnly import CSDL2

/// Decodes and encodes image files: PNG with libpng, JPEG with SDL2_image.
///
/// Neither needs a display, so this is allowed in the core. A PNG decodes straight into the
/// bitmap's own buffer, so a 20,000 × 20,000 image costs one copy of its pixels (1.6 GB), not
/// the three that decoding to a surface, converting it and copying it out took. A file whose
/// header claims more than ``maximumPixelCount`` pixels is refused before anything is allocated.
package enum ImageCodec {
  /// What went wrong reading or writing an image file, worded for the person who has to fix it.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The most pixels an image file may have: 2²⁹ (536,870,912), 2 GiB of RGBA, such as
  /// 23,170 × 23,170. A header claiming more is refused with a message, before decoding: a
  /// 1.35 KB PNG can claim 40,000 × 40,000 pixels, 6.4 GB once decoded.
  package static let maximumPixelCount = 1 << 29

  static func decode(_ data: Data, name: String) -> Result<ImageBitmap, Failure> {
    guard isSupported(data) else {
      return .failure(
        Failure(
          description:
            "UIImage: '\(name)' is not a PNG or JPEG file; only PNG and JPEG are supported"))
    }
    return data.starts(with: pngSignature)
      ? decodePNG(data, name: name) : decodeJPEG(data, name: name)
  }

  /// The refusal for a header that claims more than ``maximumPixelCount`` pixels, if it does.
  private static func oversize(width: Int, height: Int, name: String) -> Failure? {
    guard
      width.multipliedReportingOverflow(by: height).partialValue > maximumPixelCount
        || width > maximumPixelCount || height > maximumPixelCount
    else { return nil }
    return Failure(
      description:
        "UIImage: '\(name)' claims \(width) × \(height) pixels, more than the "
        + "\(maximumPixelCount) (2²⁹) an image may have; it was not decoded")
  }

  /// libpng's simplified API: the header first, then the pixels, as 8-bit sRGB RGBA with
  /// straight alpha, written into the bitmap's array as they are decoded.
  private static func decodePNG(_ data: Data, name: String) -> Result<ImageBitmap, Failure> {
    data.withUnsafeBytes { bytes -> Result<ImageBitmap, Failure> in
      var image = png_image()
      image.version = UInt32(PNG_IMAGE_VERSION)
      defer { png_image_free(&image) }
      func failure(_ doing: String) -> Failure {
        let message = withUnsafeBytes(of: image.message) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        return Failure(description: "UIImage: cannot \(doing) '\(name)': \(message)")
      }
      guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
        return .failure(failure("decode"))
      }
      let (width, height) = (Int(image.width), Int(image.height))
      if let refusal = oversize(width: width, height: height, name: name) {
        return .failure(refusal)
      }
      image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
      var decoded = true
      let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
        decoded =
          png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil) != 0
        count = decoded ? width * height * 4 : 0
      }
      guard decoded else { return .failure(failure("decode")) }
      return .success(ImageBitmap(width: width, height: height, pixels: pixels))
    }
  }

  /// SDL2_image decodes a JPEG to a surface, which is converted once, into the bitmap's array.
  private static func decodeJPEG(_ data: Data, name: String) -> Result<ImageBitmap, Failure> {
    if let size = jpegSize(data),
      let refusal = oversize(width: size.width, height: size.height, name: name)
    {
      return .failure(refusal)
    }
    let surface = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<SDL_Surface>? in
      guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else {
        return nil
      }
      return IMG_Load_RW(stream, 1)
    }
    guard let surface else {
      return .failure(
        Failure(
          description: "UIImage: cannot decode '\(name)': \(String(cString: SDL_GetError()))"))
    }
    defer { SDL_FreeSurface(surface) }
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    var converted = true
    SDL_LockSurface(surface)
    // ABGR8888 is RGBA in memory: the bitmap's layout, rows without padding.
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      converted =
        SDL_ConvertPixels(
          Int32(width), Int32(height), surface.pointee.format.pointee.format,
          surface.pointee.pixels, surface.pointee.pitch, SDL_PIXELFORMAT_ABGR8888.rawValue,
          buffer.baseAddress, Int32(width * 4)) == 0
      count = converted ? width * height * 4 : 0
    }
    SDL_UnlockSurface(surface)
    guard converted else {
      return .failure(
        Failure(
          description: "UIImage: cannot convert '\(name)': \(String(cString: SDL_GetError()))"))
    }
    return .success(ImageBitmap(width: width, height: height, pixels: pixels))
  }

  /// The size a JPEG's start-of-frame marker gives, found by walking the markers before the
  /// scan; `nil` if there is none, for SDL2_image to report.
  private static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(1 << 20))
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      // Start of frame: C0 to CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic
      // coding conditions).
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return (width, height)
      }
      if marker == 0xDA { return nil }
      index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
    }
    return nil
  }

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

  /// PNG signature or JPEG start-of-image marker.
  private static func isSupported(_ data: Data) -> Bool {
    data.starts(with: pngSignature) || data.starts(with: [0xFF, 0xD8, 0xFF])
  }

  /// Encodes a bitmap as PNG.
  static func pngData(_ bitmap: ImageBitmap) -> Data? {
    encode(bitmap) { surface, path in IMG_SavePNG(surface, path) }
  }

  /// Encodes a bitmap as JPEG at a quality between 0 and 1.
  static func jpegData(_ bitmap: ImageBitmap, quality: CGFloat) -> Data? {
    let level = Int32((min(max(quality, 0), 1) * 100).rounded())
    return encode(bitmap) { surface, path in IMG_SaveJPG(surface, path, level) }
  }

  /// SDL2_image writes to files, so encoding goes through a temporary one.
  private static func encode(
    _ bitmap: ImageBitmap,
    _ write: (UnsafeMutablePointer<SDL_Surface>, String) -> Int32
  ) -> Data? {
    var pixels = bitmap.pixels
    return pixels.withUnsafeMutableBytes { bytes -> Data? in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          bytes.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32,
          Int32(bitmap.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue)
      else { return nil }
      defer { SDL_FreeSurface(surface) }
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("uikit-image-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      guard write(surface, path) == 0 else { return nil }
      return FileManager.default.contents(atPath: path)
    }
  }
}
