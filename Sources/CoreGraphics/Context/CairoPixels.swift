@_implementationOnly import CCairo

/// Moves pixels between cairo's premultiplied native-endian ARGB32 and the straight RGBA of
/// ``ImageBitmap``.
enum CairoPixels {
  /// Copies an ARGB32 image surface into a bitmap.
  static func bitmap(from surface: OpaquePointer) -> ImageBitmap {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    guard width > 0, height > 0, cairo_image_surface_get_data(surface) != nil else {
      return ImageBitmap(width: 0, height: 0, pixels: [])
    }
    return ImageBitmap(width: width, height: height, pixels: straightPixels(of: surface))
  }

  /// An ARGB32 image surface's pixels as a new array of straight RGBA rows.
  static func straightPixels(of surface: OpaquePointer) -> [UInt8] {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let count = max(0, width * height * 4)
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        writeStraight(from: surface, to: UnsafeMutableRawPointer(base), bytesPerRow: width * 4)
      }
      initialized = count
    }
  }

  /// Writes an ARGB32 image surface's pixels as straight RGBA rows of `bytesPerRow` bytes at
  /// `out`: into a bitmap's own array, or straight into a host's texture, so that a layer's
  /// raster is converted once on its way to the screen and never copied in between.
  static func writeStraight(
    from surface: OpaquePointer, to out: UnsafeMutableRawPointer, bytesPerRow: Int
  ) {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
    // Every pixel written once, as one little-endian RGBA word. A changed shape layer's raster
    // is mostly clear: eight pixels that are all clear (premultiplied, every byte zero) are
    // tested and written as four 64-bit words, the rest one pixel at a time.
    unpremultiplied.withUnsafeBufferPointer { straight in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride)
        let outRow = out + y * bytesPerRow
        var x = 0
        while x < width {
          if x + 8 <= width {
            let words = (0..<4).reduce(UInt64(0)) {
              $0 | row.loadUnaligned(fromByteOffset: (x + $1 * 2) * 4, as: UInt64.self)
            }
            if words == 0 {
              for word in 0..<4 {
                outRow.storeBytes(of: 0, toByteOffset: (x + word * 2) * 4, as: UInt64.self)
              }
              x += 8
              continue
            }
          }
          let end = min(x + 8, width)
          while x < end {
            let argb = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            let rgba = straightRGBA(argb, table: straight)
            outRow.storeBytes(of: rgba.littleEndian, toByteOffset: x * 4, as: UInt32.self)
            x += 1
          }
        }
      }
    }
  }

  /// One premultiplied ARGB32 pixel as a straight RGBA word (red in the low byte), its colour
  /// channels looked up in `table` (``unpremultiplied``) whatever its alpha: the table's clear
  /// row gives 0 and its opaque row gives each channel back, and a stroke's edge, where clear,
  /// partial and opaque pixels alternate, would otherwise mispredict a branch on most of them.
  @inline(__always)
  private static func straightRGBA(_ argb: UInt32, table: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let a = argb >> 24
    let alphaRow = Int(a) << 8
    let r = UInt32(table[alphaRow | Int((argb >> 16) & 0xFF)])
    let g = UInt32(table[alphaRow | Int((argb >> 8) & 0xFF)])
    let b = UInt32(table[alphaRow | Int(argb & 0xFF)])
    return r | g << 8 | b << 16 | a << 24
  }

  /// A premultiplied channel `c` of a pixel of alpha `a`, unpremultiplied and rounded, at
  /// `a << 8 | c`: looked up rather than divided, three divisions a pixel being most of the
  /// time a changed shape layer spent after cairo drew it.
  private static let unpremultiplied: [UInt8] = (0..<(256 * 256)).map { index in
    let (a, c) = (UInt32(index >> 8), UInt32(index & 0xFF))
    guard a > 0 else { return 0 }
    return UInt8(min(255, (c * 255 + a / 2) / a))
  }

  /// A new ARGB32 image surface holding a bitmap's pixels; the caller destroys it.
  static func surface(from bitmap: ImageBitmap) -> OpaquePointer? {
    guard bitmap.width > 0, bitmap.height > 0 else { return nil }
    let surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
    guard let surface, let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    bitmap.pixels.withUnsafeBufferPointer { source in
      for y in 0..<bitmap.height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<bitmap.width {
          let i = (y * bitmap.width + x) * 4
          let a = UInt32(source[i + 3])
          let r = (UInt32(source[i]) * a + 127) / 255
          let g = (UInt32(source[i + 1]) * a + 127) / 255
          let b = (UInt32(source[i + 2]) * a + 127) / 255
          row[x] = (a << 24) | (r << 16) | (g << 8) | b
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// A new A8 surface from 8-bit coverage, for masks and glyphs; the caller destroys it.
  static func alphaSurface(_ alpha: [UInt8], width: Int, height: Int) -> OpaquePointer? {
    guard width > 0, height > 0, alpha.count == width * height else { return nil }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    guard let surface, let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    alpha.withUnsafeBufferPointer { source in
      for y in 0..<height {
        (data + y * stride).update(from: source.baseAddress! + y * width, count: width)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Blurs the alpha channel of an ARGB32 surface in place with three box passes (close to a
  /// Gaussian of standard deviation `sigma` pixels), keeping only alpha: a shadow mask.
  static func blurAlpha(_ surface: OpaquePointer, sigma: CGFloat) -> [UInt8] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    var alpha = [Float](repeating: 0, count: width * height)
    for y in 0..<height {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { alpha[y * width + x] = Float(row[x] >> 24) }
    }
    let radius = boxRadius(sigma: sigma)
    if radius > 0 {
      for _ in 0..<3 {
        boxBlur(&alpha, width: width, height: height, radius: radius, horizontal: true)
        boxBlur(&alpha, width: width, height: height, radius: radius, horizontal: false)
      }
    }
    return alpha.map { UInt8(min(max($0, 0), 255).rounded()) }
  }

  /// The radius of three box passes close to a Gaussian of `sigma` pixels: 0 for NaN, and at
  /// most 2³⁰, which already spreads any image thinner than a level.
  package static func boxRadius(sigma: CGFloat) -> Int {
    let radius = (sigma * 0.75).rounded()
    guard radius > 0 else { return 0 }
    return Int(min(radius, CGFloat(1 << 30)))
  }

  /// One box pass along rows (`horizontal`) or columns. Its cost follows the image, not the
  /// radius: a box wider than the line sums the line once.
  static func boxBlur(
    _ values: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool
  ) {
    let lines = horizontal ? height : width
    let length = horizontal ? width : height
    let step = horizontal ? 1 : width
    var line = [Float](repeating: 0, count: length)
    let scale = 1 / Float(2 * radius + 1)
    for l in 0..<lines {
      let base = horizontal ? l * width : l
      for i in 0..<length { line[i] = values[base + i * step] }
      var sum: Float = 0
      for i in 0..<min(radius + 1, length) { sum += line[i] }
      for i in 0..<length {
        values[base + i * step] = sum * scale
        let outgoing = i - radius
        let incoming = i + radius + 1
        if outgoing >= 0 { sum -= line[outgoing] }
        if incoming < length { sum += line[incoming] }
      }
    }
  }
}
