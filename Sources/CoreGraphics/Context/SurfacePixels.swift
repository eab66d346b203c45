import Synchronization

@_implementationOnly import CCairo

/// A finished cairo surface that a bitmap reads its straight RGBA pixels from only when they
/// are wanted.
///
/// A layer's raster (a shape, a gradient) goes to one reader, the host, which converts it
/// straight into its texture with ``write(to:bytesPerRow:)``: converting it into an array
/// first and copying that into the texture moved every pixel twice more, which was most of
/// what a changed layer cost beyond cairo's own drawing. Anyone who asks for the pixels as an
/// array gets them converted once and kept.
final class SurfacePixels: Sendable {
  /// Only read once made: its drawing is done, and cairo reads a surface's data without locks.
  nonisolated(unsafe) private let surface: OpaquePointer
  private let converted = Mutex<[UInt8]?>(nil)
  let width: Int
  let height: Int

  /// Keeps `surface` (an ARGB32 image surface that nothing draws into any more) alive.
  init(surface: OpaquePointer) {
    cairo_surface_flush(surface)
    self.surface = cairo_surface_reference(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
  }

  deinit {
    SurfacePool.release(surface)
  }

  /// The pixels as straight RGBA, converted on first use.
  var pixels: [UInt8] {
    converted.withLock { kept in
      if let kept { return kept }
      let made = CairoPixels.straightPixels(of: surface)
      kept = made
      return made
    }
  }

  /// Writes the pixels as straight RGBA rows of `bytesPerRow` bytes at `destination`.
  func write(to destination: UnsafeMutableRawPointer, bytesPerRow: Int) {
    CairoPixels.writeStraight(from: surface, to: destination, bytesPerRow: bytesPerRow)
  }

  /// The alpha of one pixel (premultiplication keeps alpha as it is).
  func alpha(x: Int, y: Int) -> UInt8 {
    guard let data = cairo_image_surface_get_data(surface) else { return 0 }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let word = UnsafeRawPointer(data + y * stride).load(fromByteOffset: x * 4, as: UInt32.self)
    return UInt8(word >> 24)
  }
}
