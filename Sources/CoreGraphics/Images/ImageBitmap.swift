import Synchronization

/// Decoded pixels: 8-bit RGBA, straight alpha, rows top to bottom.
///
/// Immutable and shared by reference, so a display list can carry an image cheaply and a host
/// can key its texture cache on ``id``.
public final class ImageBitmap: Sendable, Equatable, Hashable {
  /// Unique for the life of the process.
  public let id: UInt64
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width × height × 4` bytes. A layer's raster makes them from its drawing when they are
  /// first read; the host writes it into its texture without them.
  public var pixels: [UInt8] { stored ?? deferred?.pixels ?? [] }
  /// Whether every pixel along the four edges is fully transparent, as around a shape layer's
  /// path: turned, its quad's outline then crosses nothing visible, so a host can draw it as
  /// two plain triangles without antialiasing. Found once here, not each time it is drawn.
  package let hasClearEdges: Bool

  /// Wraps RGBA pixels (straight alpha, rows top to bottom) under a fresh ``id``; `pixels` must
  /// hold exactly `width × height × 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "RGBA bitmap size mismatch")
    self.id = ImageBitmap.nextID.add(1, ordering: .relaxed).newValue
    self.width = width
    self.height = height
    stored = pixels
    deferred = nil
    hasClearEdges = Self.edgesAreClear(width: width, height: height) {
      pixels[($1 * width + $0) * 4 + 3]
    }
  }

  /// Wraps a finished drawing whose straight pixels are made when first wanted.
  init(deferred: SurfacePixels) {
    self.id = ImageBitmap.nextID.add(1, ordering: .relaxed).newValue
    width = deferred.width
    height = deferred.height
    stored = nil
    self.deferred = deferred
    hasClearEdges = Self.edgesAreClear(width: width, height: height, alpha: deferred.alpha)
  }

  /// Writes the pixels (straight RGBA) as `height` rows of `bytesPerRow` bytes at
  /// `destination`: how a host fills a texture it has locked. A layer's raster is converted
  /// from its drawing straight into the texture, without an array of its pixels in between.
  package func copyPixels(to destination: UnsafeMutableRawPointer, bytesPerRow: Int) {
    if let deferred {
      deferred.write(to: destination, bytesPerRow: bytesPerRow)
      return
    }
    stored?.withUnsafeBytes { source in
      guard let base = source.baseAddress else { return }
      for row in 0..<height {
        (destination + row * bytesPerRow).copyMemory(
          from: base + row * width * 4, byteCount: width * 4)
      }
    }
  }

  /// The RGBA value at a pixel.
  public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Identity, not content: two bitmaps with the same pixels are different images to a texture
  /// cache.
  public static func == (lhs: ImageBitmap, rhs: ImageBitmap) -> Bool { lhs === rhs }

  /// Hashes the ``id``, matching identity equality.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  private static let nextID = Atomic<UInt64>(0)
  /// The pixels, unless they are made from ``deferred`` when first wanted.
  private let stored: [UInt8]?
  private let deferred: SurfacePixels?

  private static func edgesAreClear(
    width: Int, height: Int, alpha: (_ x: Int, _ y: Int) -> UInt8
  ) -> Bool {
    guard width > 0, height > 0 else { return true }
    func clear(_ x: Int, _ y: Int) -> Bool { alpha(x, y) == 0 }
    for x in 0..<width where !clear(x, 0) || !clear(x, height - 1) { return false }
    for y in 0..<height where !clear(0, y) || !clear(width - 1, y) { return false }
    return true
  }
}
