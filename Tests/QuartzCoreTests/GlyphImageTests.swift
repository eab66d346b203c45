import SeededRandomness
import Testing

@testable import QuartzCore

/// Drawing text keeps the glyphs it rendered, at each fraction of a pixel, so that lines drawn
/// later are not loaded and rendered glyph by glyph again; what all fonts keep stays within one
/// limit.
@Suite("Glyph images kept for drawing", .exclusiveProcessState)
struct GlyphImageTests {
  /// A line of printable ASCII drawn at random, so that glyphs fall at every fraction.
  private static func line(_ generator: inout SeededGenerator) -> String {
    String(
      (0..<30).map { _ in Character(Unicode.Scalar(UInt8.random(in: 33...126, using: &generator))) }
    )
  }

  @Test(
    "a piece drawn again from kept glyphs has the same pixels, and the fonts keep no more than the limit"
  )
  func keptWithinLimit() throws {
    let library = FontLibrary.shared
    let scale: CGFloat = 2
    // 60 pixels: glyphs of one to two kilobytes, so that 300 lines of them pass the limit.
    let face = FontFace(file: FontLibrary.systemRegularFile, pointSize: 30)
    var generator = SeededGenerator(seed: 56)
    func piece(_ text: String) throws -> TextSegment {
      let pieces = library.segments(of: text, face: face, scale: scale, paragraphIsRightToLeft: nil)
      try #require(pieces.count == 1)
      return pieces[0]
    }
    let first = try piece(Self.line(&generator))
    let rendered = try #require(library.coverage(of: first, scale: scale))
    #expect(library.glyphImageBytes > 0)
    let kept = try #require(library.coverage(of: first, scale: scale))
    #expect(kept.alpha == rendered.alpha)

    var largest = 0
    for _ in 0..<300 {
      _ = library.coverage(of: try piece(Self.line(&generator)), scale: scale)
      largest = max(largest, library.glyphImageBytes)
    }

    #expect(largest > FontLibrary.glyphImageLimit / 2)
    #expect(largest <= FontLibrary.glyphImageLimit)
    let again = try #require(library.coverage(of: first, scale: scale))
    #expect(again.alpha == rendered.alpha && again.width == rendered.width)
  }
}
