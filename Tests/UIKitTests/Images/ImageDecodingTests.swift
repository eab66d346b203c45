import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Decoding PNG and JPEG files, and refusing ones that claim too many pixels", .uiTest)
@MainActor
struct ImageDecodingTests {
  /// A small image with a different colour in each quadrant, straight alpha in one.
  private func quadrants() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).image { context in
      let cg = context.cgContext
      cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      cg.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
      cg.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
      cg.fill(CGRect(x: 4, y: 0, width: 4, height: 3))
      cg.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
      cg.fill(CGRect(x: 0, y: 3, width: 4, height: 3))
    }
  }

  @Test("a PNG decodes back to the same pixels, straight alpha included")
  func pngRoundTrip() throws {
    let image = quadrants()
    let data = try #require(image.pngData())

    let decoded = try #require(UIImage(data: data))

    #expect(decoded.bitmap.width == 8 && decoded.bitmap.height == 6)
    #expect(decoded.bitmap.pixels == image.bitmap.pixels)
  }

  @Test("a JPEG decodes to its size with about its colours")
  func jpegDecodes() throws {
    let data = try #require(quadrants().jpegData(compressionQuality: 1))

    let decoded = try #require(UIImage(data: data))

    #expect(decoded.bitmap.width == 8 && decoded.bitmap.height == 6)
    let (r, g, b, a) = decoded.bitmap.pixel(x: 6, y: 1)
    #expect(r < 60 && g > 200 && b < 60 && a == 255)
  }

  @Test("a JPEG with no image in it gives nil and the decoder's reason")
  func damagedJPEG() {
    let data = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array("not a picture".utf8))

    let image = UIImage(data: data)

    #expect(image == nil)
    #expect(
      AssetDiagnostics.messages.contains {
        $0.contains("cannot decode 'data'") && $0.contains("JPEG datastream contains no image")
      })
  }

  @Test("a JPEG at quality 0 still encodes and decodes")
  func lowestQuality() throws {
    let data = try #require(quadrants().jpegData(compressionQuality: 0))

    let decoded = try #require(UIImage(data: data))

    #expect(decoded.bitmap.width == 8 && decoded.bitmap.height == 6)
  }

  @Test("a PNG whose header claims 40,000 × 40,000 pixels is refused before decoding, with why")
  func oversizedPNG() throws {
    var bytes = [UInt8](try #require(quadrants().pngData()))
    // IHDR's data starts at byte 16: width, then height, big-endian; its CRC follows at 29.
    bytes.replaceSubrange(16..<24, with: Self.bigEndian(40_000) + Self.bigEndian(40_000))
    bytes.replaceSubrange(29..<33, with: Self.bigEndian(Self.crc32(bytes[12..<29])))

    let image = UIImage(data: Data(bytes))

    #expect(image == nil)
    #expect(
      AssetDiagnostics.messages.contains {
        $0.contains("claims 40000 × 40000 pixels, more than the 536870912")
      })
  }

  @Test("a JPEG whose header claims 60,000 × 60,000 pixels is refused before decoding")
  func oversizedJPEG() throws {
    var bytes = [UInt8](try #require(quadrants().jpegData(compressionQuality: 0.9)))
    let frame = try #require(
      bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes.replaceSubrange((frame + 5)..<(frame + 9), with: [0xEA, 0x60, 0xEA, 0x60])

    let image = UIImage(data: Data(bytes))

    #expect(image == nil)
    #expect(AssetDiagnostics.messages.contains { $0.contains("claims 60000 × 60000 pixels") })
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// PNG's CRC-32 of a chunk's type and data.
  private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
