@_implementationOnly import CPNG
@_implementationOnly import CTurboJPEG

/// Decodes and encodes image files: PNG with libpng, JPEG with libjpeg-turbo (its TurboJPEG API).
///
/// Both decode straight into the bitmap's own buffer, so a 20,000 × 20,000 image costs one copy
/// of its pixels (1.6 GB), not the three that decoding to a surface, converting it and copying
/// it out took. A file whose header claims more than ``maximumPixelCount`` pixels is refused
/// before anything is allocated.
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

  /// TurboJPEG reads the header, then decodes into the bitmap's array as RGBA with libjpeg's
  /// default (accurate) DCT and smooth chroma upsampling: the pixels SDL2_image's libjpeg
  /// decoding gave, so reference images that show a JPEG keep theirs.
  private static func decodeJPEG(_ data: Data, name: String) -> Result<ImageBitmap, Failure> {
    guard let decoder = tjInitDecompress() else {
      return .failure(Failure(description: "UIImage: cannot decode '\(name)': \(jpegError(nil))"))
    }
    defer { tjDestroy(decoder) }
    return data.withUnsafeBytes { bytes -> Result<ImageBitmap, Failure> in
      let file = bytes.bindMemory(to: UInt8.self)
      func failure() -> Failure {
        Failure(description: "UIImage: cannot decode '\(name)': \(jpegError(decoder))")
      }
      var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
      guard
        tjDecompressHeader3(
          decoder, file.baseAddress, UInt(file.count), &width, &height, &subsampling, &colorspace)
          == 0
      else { return .failure(failure()) }
      if let refusal = oversize(width: Int(width), height: Int(height), name: name) {
        return .failure(refusal)
      }
      // Four-channel JPEGs (Adobe's CMYK and YCCK) decode as CMYK, inverted as Adobe writes it.
      let isCMYK = colorspace == TJCS_CMYK.rawValue || colorspace == TJCS_YCCK.rawValue
      let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
      var decoded = true
      let count = Int(width) * Int(height) * 4
      var pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        decoded =
          tjDecompress2(
            decoder, file.baseAddress, UInt(file.count), buffer.baseAddress, width, width * 4,
            height, Int32(format.rawValue), 0) == 0
        initialized = decoded ? count : 0
      }
      guard decoded else { return .failure(failure()) }
      if isCMYK {
        for index in stride(from: 0, to: count, by: 4) {
          let black = UInt16(pixels[index + 3])
          for channel in 0..<3 {
            pixels[index + channel] = UInt8(UInt16(pixels[index + channel]) * black / 255)
          }
          pixels[index + 3] = 255
        }
      }
      return .success(ImageBitmap(width: Int(width), height: Int(height), pixels: pixels))
    }
  }

  /// TurboJPEG's message for the last error of `handle` (or of initialisation, without one).
  private static func jpegError(_ handle: tjhandle?) -> String {
    tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown JPEG error"
  }

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

  /// PNG signature or JPEG start-of-image marker.
  private static func isSupported(_ data: Data) -> Bool {
    data.starts(with: pngSignature) || data.starts(with: [0xFF, 0xD8, 0xFF])
  }

  /// Encodes a bitmap as PNG with libpng: 8-bit RGBA, straight alpha, as the bitmap holds it.
  static func pngData(_ bitmap: ImageBitmap) -> Data? {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(bitmap.width)
    image.height = UInt32(bitmap.height)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    defer { png_image_free(&image) }
    return bitmap.pixels.withUnsafeBytes { pixels -> Data? in
      // The first call only measures the file; the second writes it.
      var size = 0
      guard bitmap.width > 0, bitmap.height > 0,
        png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, nil) != 0
      else { return nil }
      var data = Data(count: size)
      let written = data.withUnsafeMutableBytes {
        png_image_write_to_memory(&image, $0.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
      }
      return written != 0 ? data.prefix(size) : nil
    }
  }

  /// Encodes a bitmap as JPEG at a quality between 0 and 1, with libjpeg's defaults (4:2:0
  /// chroma, baseline) as SDL2_image wrote it; alpha is dropped.
  static func jpegData(_ bitmap: ImageBitmap, quality: CGFloat) -> Data? {
    // libjpeg takes 0 as 1; TurboJPEG refuses it.
    let level = Int32(max((min(max(quality, 0), 1) * 100).rounded(), 1))
    guard bitmap.width > 0, bitmap.height > 0, let encoder = tjInitCompress() else { return nil }
    defer { tjDestroy(encoder) }
    var file: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    defer { tjFree(file) }
    let status = bitmap.pixels.withUnsafeBufferPointer {
      tjCompress2(
        encoder, $0.baseAddress, Int32(bitmap.width), Int32(bitmap.width * 4),
        Int32(bitmap.height), Int32(TJPF_RGBA.rawValue), &file, &size, Int32(TJSAMP_420.rawValue),
        level, 0)
    }
    guard status == 0, let file else { return nil }
    return Data(bytes: file, count: Int(size))
  }
}
