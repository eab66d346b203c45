@_implementationOnly import CCairo

extension CGImage {
  /// The image as a PNG file, encoded by cairo; `nil` for an empty image.
  ///
  /// Core Graphics leaves encoding to ImageIO, which this package does not have; the testing
  /// overlay (`_Testing_CoreGraphics`) attaches images with it.
  package func pngData() -> [UInt8]? {
    guard let surface = CairoPixels.surface(from: bitmap) else { return nil }
    defer { cairo_surface_destroy(surface) }
    var bytes: [UInt8] = []
    let status = withUnsafeMutablePointer(to: &bytes) { target in
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          closure.assumingMemoryBound(to: [UInt8].self).pointee
            .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, target)
    }
    return status == CAIRO_STATUS_SUCCESS ? bytes : nil
  }
}
