@_implementationOnly import CSDL2

/// Decodes and encodes image files with SDL2_image: PNG and JPEG.
///
/// SDL2_image works on plain pixel surfaces, with no display, so this is allowed in the core.
package enum ImageCodec {
  /// What went wrong reading or writing an image file, worded for the person who has to fix it.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func decode(_ data: Data, name: String) -> Result<ImageBitmap, Failure> {
    guard isSupported(data) else {
      return .failure(
        Failure(
          description:
            "UIImage: '\(name)' is not a PNG or JPEG file; only PNG and JPEG are supported"))
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
    guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888.rawValue, 0)
    else {
      return .failure(
        Failure(
          description: "UIImage: cannot convert '\(name)': \(String(cString: SDL_GetError()))"))
    }
    defer { SDL_FreeSurface(converted) }
    return .success(bitmap(from: converted))
  }

  /// Copies an ABGR8888 (RGBA in memory) surface into a bitmap, dropping row padding.
  private static func bitmap(from surface: UnsafeMutablePointer<SDL_Surface>) -> ImageBitmap {
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    SDL_LockSurface(surface)
    let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    pixels.withUnsafeMutableBufferPointer { target in
      for row in 0..<height {
        (target.baseAddress! + row * width * 4).update(
          from: source + row * pitch, count: width * 4)
      }
    }
    SDL_UnlockSurface(surface)
    return ImageBitmap(width: width, height: height, pixels: pixels)
  }

  /// PNG signature or JPEG start-of-image marker.
  private static func isSupported(_ data: Data) -> Bool {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    return data.starts(with: png) || data.starts(with: jpeg)
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
