import Testing

@testable import CoreGraphics

/// A finished drawing's premultiplied pixels reach bitmaps and textures as straight RGBA
/// (`CairoPixels.writeStraight`), eight at a time where all eight are clear and one at a time
/// elsewhere: every pixel must come out the same whichever way it went.
@Suite("Straight pixels from a drawing")
struct StraightPixelTests {
  /// The drawing by rows, a letter a pixel: `.` clear, `o` opaque, `h` half-transparent red.
  /// Nineteen pixels a row (two blocks of eight and three left over) give blocks all clear,
  /// mixed and without a clear pixel.
  private static let rows = [
    "........oooohhh....",
    "oo.hooooooo........",
    "hhhhhhhh..o........",
    "...................",
  ]
  private static let width = 19

  private static func drawing() -> ImageBitmap {
    let context = CGContext(size: CGSize(width: width, height: rows.count), scale: 1)
    for (y, row) in rows.enumerated() {
      for (x, letter) in row.enumerated() where letter != "." {
        context.setFillColor(
          letter == "o"
            ? CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            : CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        context.fill(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    return context.layerBitmap()
  }

  /// What each pixel must come out as, straight RGBA.
  private static let expected = rows.map { row in
    row.map { letter -> [UInt8] in
      switch letter {
      case "o": [51, 102, 153, 255]
      case "h": [255, 0, 0, 128]
      default: [0, 0, 0, 0]
      }
    }
  }

  @Test("a bitmap's pixels are straight RGBA, clear, opaque and mixed blocks alike")
  func bitmapPixels() {
    let pixels = Self.drawing().pixels
    for (y, row) in Self.expected.enumerated() {
      for (x, color) in row.enumerated() {
        let at = (y * Self.width + x) * 4
        #expect(Array(pixels[at..<at + 4]) == color, "pixel (\(x), \(y))")
      }
    }
  }

  @Test("pixels written into rows wider than the image keep their places")
  func paddedRows() {
    let bytesPerRow = (Self.width + 2) * 4 + 1
    var out = [UInt8](repeating: 0xAB, count: bytesPerRow * Self.rows.count)
    out.withUnsafeMutableBytes {
      Self.drawing().copyPixels(to: $0.baseAddress!, bytesPerRow: bytesPerRow)
    }
    for (y, row) in Self.expected.enumerated() {
      for (x, color) in row.enumerated() {
        let at = y * bytesPerRow + x * 4
        #expect(Array(out[at..<at + 4]) == color, "pixel (\(x), \(y))")
      }
      #expect(
        out[y * bytesPerRow + Self.width * 4..<(y + 1) * bytesPerRow].allSatisfy { $0 == 0xAB })
    }
  }
}
