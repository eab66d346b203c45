import Foundation
import SeededRandomness
import Testing

@testable import QuartzCore

/// A word shaped once gives the width of any piece of it between two safe cuts, to the bit, as
/// shaping the piece alone does: what lets a long word be cut into lines without shaping each
/// candidate line.
@Suite("Running advances: a word shaped once, measured in pieces", .exclusiveProcessState)
struct RunningAdvancesTests {
  private let face = FontFace(file: FontLibrary.systemRegularFile, pointSize: 17)

  /// Letters drawn at random, with kerning pairs and ligature candidates among them.
  private func word(_ length: Int) -> String {
    let pieces = ["AV", "To", "Ty", "WA", "fi", "ffl", "Yo", "LT", "r.", "kx", "Qu", "7/", "+P"]
    var generator = SeededGenerator(seed: 5)
    var word = ""
    while word.utf8.count < length { word += pieces.randomElement(using: &generator)! }
    return word
  }

  @Test("between two safe cuts, the sums give the width of measuring the piece alone")
  func safePiecesMeasureAsAlone() throws {
    let text = word(180)
    let characters = Array(text)
    let running = try #require(
      FontLibrary.shared.runningAdvances(of: text, face: face, scale: 2))
    #expect(running.sums.count == characters.count + 1)
    #expect(running.safe.first == true && running.safe.last == true)

    var compared = 0
    for start in stride(from: 0, to: characters.count, by: 3) {
      for end in (start + 1)...min(start + 30, characters.count) {
        guard let width = running.exactWidth(start, end) else { continue }
        let alone = FontLibrary.shared.width(
          of: String(characters[start..<end]), face: face, scale: 2)
        #expect(width == alone, "characters \(start)..<\(end)")
        compared += 1
      }
    }
    #expect(compared > 100)
  }

  @Test("a long word shaped in two halves at once has the sums and safe cuts of the whole")
  func longWordShapedInHalves() throws {
    let text = word(3 * SizedFont.halvedLength)
    let characters = Array(text)
    let library = FontLibrary.shared
    let font = try #require(library.font(for: face, scale: 2))
    // The sums of the glyphs of the text shaped whole, by the cluster each glyph starts.
    let (halved, running, whole) = library.withLock {
      let halved = font.shapeInHalves(text, script: "Latn") != nil
      let running = font.runningAdvances(text, script: "Latn")
      var whole = [Int](repeating: 0, count: characters.count + 1)
      var (pen, next) = (0, 0)
      for glyph in font.shape(text, script: "Latn", rightToLeft: false).glyphs {
        while next <= glyph.cluster {
          whole[next] = pen
          next += 1
        }
        pen += glyph.advance
      }
      while next <= characters.count {
        whole[next] = pen
        next += 1
      }
      return (halved, running, whole)
    }

    #expect(halved == (ProcessInfo.processInfo.activeProcessorCount > 1))
    let sums = try #require(running?.sums)
    #expect(sums == whole)
    // The halves are joined near the middle: pieces across it, between safe cuts, measure as
    // they do alone.
    let advances = try #require(library.runningAdvances(of: text, face: face, scale: 2))
    let middle = characters.count / 2
    var compared = 0
    for start in (middle - 80)..<(middle + 40) {
      for end in stride(from: start + 1, through: start + 60, by: 7) {
        guard let width = advances.exactWidth(start, end) else { continue }
        let alone = library.width(of: String(characters[start..<end]), face: face, scale: 2)
        #expect(width == alone, "characters \(start)..<\(end)")
        compared += 1
      }
    }
    #expect(compared > 300)
  }

  @Test("a long line is shaped once and kept, up to the longest kept; a longer one is not run")
  func longLinesKeptWithinBound() throws {
    let library = FontLibrary.shared
    let long = word(FontLibrary.longLineLength)
    let before = library.shapedBytes

    let made = try #require(library.longLineAdvances(of: long, face: face, scale: 2))
    let again = try #require(library.longLineAdvances(of: long, face: face, scale: 2))

    // Shaped once: the second answer is the kept one. (Bounds, not counts: a test elsewhere
    // may be shaping text meanwhile.)
    #expect(library.shapedBytes - before < 2 * long.utf8.count)
    #expect(again.sums == made.sums)
    #expect(library.width(of: long, face: face, scale: 2) == made.width)
    let huge = String(repeating: "x", count: FontLibrary.longestKeptLine + 1)
    let beforeHuge = library.shapedBytes
    #expect(library.longLineAdvances(of: huge, face: face, scale: 2) == nil)
    #expect(library.shapedBytes - beforeHuge < huge.utf8.count)
    #expect(library.longLineAdvances(of: "short", face: face, scale: 2) == nil)
  }

  @Test("text that is not one piece of one-byte characters in the face is not run")
  func otherTextIsNotRun() {
    for text in ["naïve", "a\r\nb", "a\u{0}b", "한국어", ""] {
      #expect(FontLibrary.shared.runningAdvances(of: text, face: face, scale: 2) == nil, "\(text)")
    }
  }
}
