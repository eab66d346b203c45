import SeededRandomness
import Testing
import UIKit
import UIKitTestSupport

/// Lines handed out as they are asked for, each found by galloping over word counts, are the
/// lines greedy filling gives: as many words as fit, a word at a time.
@Suite("Wrapping lines on demand", .uiTest)
@MainActor
struct LineWrapperTests {
  private let face = UIFont.systemFont(ofSize: 17).face

  /// Greedy filling, one word at a time, for text whose words each fit a line.
  private func greedyLines(_ text: String, maxWidth: CGFloat) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap {
      paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if line.isEmpty
          || FontLibrary.shared.width(of: candidate, face: face, scale: 2)
            <= maxWidth + 1.0 / 1024
        {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
      return lines
    }
  }

  @Test("wrapped at widths from 110 to 400 points, the lines are the greedy ones")
  func sameAsGreedy() {
    let text =
      "Greedy wrapping puts as many words on a line as fit, then starts the next.\n"
      + "Short words: a an it is of to. Longer ones: greediness, wrapping.\n"
      + (0..<60).map { "abcdefghi".dropFirst($0 % 5) + "" }.joined(separator: " ")

    for width in stride(from: CGFloat(110), through: 400, by: 17) {
      let layout = TextLayout(
        text: text, face: face, scale: 2, maxWidth: width, maxLines: 0, lineBreakMode: .wordWrap)

      #expect(layout.lines.map(\.text) == greedyLines(text, maxWidth: width), "at \(width)")
    }
  }

  /// ASCII text is indexed by its bytes, other text by its graphemes; a carriage return
  /// joins the line feed after it into one character, so ASCII with one takes the second way.
  @Test(
    "text with carriage returns or characters of several bytes wraps at the same words",
    arguments: [
      "Two paragraphs,\r\nsplit by a carriage return and a line feed, wrap apart.\r\n"
        + (0..<40).map { "abcdefghi".dropFirst($0 % 5) + "" }.joined(separator: " "),
      "Crème brûlée, naïve café 한국어 🇰🇷 and e\u{301} too.\n"
        + (0..<40).map { "añbécdü🇰🇷".dropFirst($0 % 5) + "" }.joined(separator: " "),
    ])
  func multibyteText(text: String) {
    for width in stride(from: CGFloat(110), through: 400, by: 29) {
      let layout = TextLayout(
        text: text, face: face, scale: 2, maxWidth: width, maxLines: 0, lineBreakMode: .wordWrap)

      #expect(layout.lines.map(\.text) == greedyLines(text, maxWidth: width), "at \(width)")
    }
  }

  @Test("a limit of three lines wraps the same first three lines")
  func limitedLines() {
    let text = (0..<2_000).map { "abcdefghi".dropFirst($0 % 5) + "" }.joined(separator: " ")

    let layout = TextLayout(
      text: text, face: face, scale: 2, maxWidth: 200, maxLines: 3, lineBreakMode: .clip)

    #expect(layout.lines.map(\.text) == Array(greedyLines(text, maxWidth: 200).prefix(3)))
  }

  /// A word of 3,000 characters: base64 letters in a cycle, or at random, or pairs that kern or
  /// join (which a word shaped once cannot be cut between without shaping again).
  private static func longWord(_ kind: String, length: Int = 3_000) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var generator = SeededGenerator(seed: 3)
    switch kind {
    case "cyclic": return String((0..<length).map { alphabet[($0 * 7) % alphabet.count] })
    case "random":
      return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    default:
      let pairs = ["AV", "To", "Ty", "WA", "fi", "ffl", "Yo", "LT", "r.", "Qu"]
      var kerned = ""
      while kerned.count < length { kerned += pairs.randomElement(using: &generator)! }
      return kerned
    }
  }

  @Test(
    "a word wider than many lines is cut into the longest pieces that fit, in order",
    arguments: ["cyclic", "random", "kerned"])
  func longWordCutGreedily(kind: String) {
    let word = Self.longWord(kind)
    let width: CGFloat = 120

    let layout = TextLayout(
      text: word, face: face, scale: 2, maxWidth: width, maxLines: 0, lineBreakMode: .wordWrap)
    let lines = layout.lines.map(\.text)

    #expect(lines.count > 50)
    expectCutGreedily(word, into: layout.lines[...], at: width)
  }

  /// Expects `lines` to be `word` cut into the longest pieces that fit `width`, in order, each
  /// laid out with the width that measuring it alone gives, to the bit.
  private func expectCutGreedily(
    _ word: String, into lines: ArraySlice<TextLayout.Line>, at width: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(lines.map(\.text).joined() == word, sourceLocation: sourceLocation)
    func measured(_ text: some StringProtocol) -> CGFloat {
      FontLibrary.shared.width(of: String(text), face: face, scale: 2)
    }
    var rest = Substring(word)
    for line in lines {
      let alone = measured(line.text)
      #expect(line.width == alone, "\(line.text) at \(width)", sourceLocation: sourceLocation)
      #expect(alone <= width + 1.0 / 1024, sourceLocation: sourceLocation)
      rest = rest.dropFirst(line.text.count)
      if let next = rest.first {
        #expect(
          measured(line.text + String(next)) > width + 1.0 / 1024, "\(line.text) at \(width)",
          sourceLocation: sourceLocation)
      }
    }
  }

  @Test("a kerned word's lines that start at unsafe cuts are shaped once, not per length tried")
  func unsafeLinesShapedOnce() {
    // Most cuts of this word are unsafe, so the word's own sums measure few candidate lines: a
    // line is shaped one character longer than it fits, and the shorter lengths the search
    // tries are measured by that shaping's sums. Shaping each length tried alone shapes about
    // 1.6 to 1.8 times the word's bytes here, against 1.4 to 1.45 by reusing them. Candidates
    // shaped ahead on the other processor and left unused (the sums foresee one line in ten of
    // this word wrong) are not the search's.
    let word = Self.longWord("kerned", length: 4_096)
    let measure = TextMeasure(
      text: word, styles: [TextLayout.Style(face: face, end: .max)], scale: 2)
    _ = TextLayout(measure: measure, maxWidth: .infinity, maxLines: 0, lineBreakMode: .wordWrap)
    for width in stride(from: 90, through: 240, by: 30) {
      let before = FontLibrary.shared.shapedBytes - FontLibrary.shared.unusedAheadBytes
      let layout = TextLayout(
        measure: measure, maxWidth: CGFloat(width), maxLines: 0, lineBreakMode: .wordWrap)

      let shaped = FontLibrary.shared.shapedBytes - FontLibrary.shared.unusedAheadBytes - before
      #expect(shaped < word.utf8.count * 3 / 2, "at \(width)")
      expectCutGreedily(word, into: layout.lines[...], at: CGFloat(width))
    }
  }

  @Test("a word of kerning pairs, shaped whole first, is cut greedily and exactly at any width")
  func keptKernedWordCutsExactly() {
    // Most of its cuts are unsafe, so most candidate lines are shaped: a line that starts at an
    // unsafe cut is measured from one shaping of its longest candidate.
    let word = Self.longWord("kerned", length: 4_096)
    let measure = TextMeasure(
      text: word, styles: [TextLayout.Style(face: face, end: .max)], scale: 2)
    _ = TextLayout(measure: measure, maxWidth: .infinity, maxLines: 0, lineBreakMode: .wordWrap)
    for width in stride(from: 90, through: 240, by: 7.5) {
      let layout = TextLayout(
        measure: measure, maxWidth: width, maxLines: 0, lineBreakMode: .wordWrap)
      expectCutGreedily(word, into: layout.lines[...], at: width)
    }
  }

  @Test("three lines of a 100,000-character word cut a few dozen lines, not the whole word")
  func longWordCutAsFarAsShown() {
    let word = Self.longWord("random", length: 100_000)
    let before = FontLibrary.shared.widthMeasurements
    let shapedBefore = FontLibrary.shared.shapedBytes

    let layout = TextLayout(
      text: word, face: face, scale: 2, maxWidth: 300, maxLines: 3, lineBreakMode: .wordWrap)

    #expect(layout.lines.count == 3)
    #expect(
      layout.lines.map(\.text).joined()
        == String(word.prefix(layout.lines.map(\.text).joined().count)))
    // Cutting all of its 3,400 lines shaped thousands of pieces that no line shows.
    #expect(FontLibrary.shared.widthMeasurements - before < 400)
    // Nor is the word shaped whole to learn that it is too wide for one line.
    #expect(FontLibrary.shared.shapedBytes - shapedBefore < 20_000)
  }

  @Test("a word measured at an unlimited width is cut into lines without shaping it again")
  func longWordShapedOnce() {
    let word = Self.longWord("random", length: 20_000)
    let measure = TextMeasure(
      text: word, styles: [TextLayout.Style(face: face, end: .max)], scale: 2)
    let unlimited = TextLayout(
      measure: measure, maxWidth: .infinity, maxLines: 0, lineBreakMode: .wordWrap)
    let before = FontLibrary.shared.shapedBytes

    let wrapped = TextLayout(
      measure: measure, maxWidth: 300, maxLines: 0, lineBreakMode: .wordWrap)

    #expect(unlimited.lines.count == 1)
    #expect(wrapped.lines.count > 600)
    #expect(wrapped.lines.map(\.text).joined() == word)
    // Only candidate lines that end or start where the shaping may not be cut are shaped
    // (under half the word); shaping the word again in batches took all of it and those.
    #expect(FontLibrary.shared.shapedBytes - before < word.utf8.count)
  }

  @Test("a long word's candidate lines are shaped ahead on two processors, and cut exactly")
  func candidatesShapedAhead() throws {
    // The sums foresee where the next lines end; the candidates those lines will shape are
    // shaped together, half on each processor, and the cut measures them as if it had shaped
    // them itself. With one processor nothing is shaped ahead.
    let word = Self.longWord("random", length: 20_000)
    let measure = TextMeasure(
      text: word, styles: [TextLayout.Style(face: face, end: .max)], scale: 2)
    _ = TextLayout(measure: measure, maxWidth: .infinity, maxLines: 0, lineBreakMode: .wordWrap)
    for width: CGFloat in [150, 300] {
      let before = (FontLibrary.shared.aheadBytes, FontLibrary.shared.unusedAheadBytes)

      let layout = TextLayout(
        measure: measure, maxWidth: width, maxLines: 0, lineBreakMode: .wordWrap)

      expectCutGreedily(word, into: layout.lines[...], at: width)
      let ahead = FontLibrary.shared.aheadBytes - before.0
      let unused = FontLibrary.shared.unusedAheadBytes - before.1
      if ProcessInfo.processInfo.activeProcessorCount > 1 {
        // A third of the lines start or end at an unsafe cut: 3,750 and 5,800 bytes of
        // candidates, 550 and 780 of them left unused.
        #expect(ahead > word.utf8.count / 10, "at \(width)")
        #expect(unused < ahead / 3, "at \(width)")
      } else {
        #expect(ahead == 0)
      }
    }
  }

  @Test("a word after others, cut by its paragraph's kept shaping, is cut greedily and exactly")
  func keptParagraphCutsExactly() {
    // The paragraph, words and all, is what the unlimited width shapes whole and keeps.
    let word = Self.longWord("random", length: 12_000)
    let text = "Words before it: " + word
    let measure = TextMeasure(
      text: text, styles: [TextLayout.Style(face: face, end: .max)], scale: 2)
    _ = TextLayout(measure: measure, maxWidth: .infinity, maxLines: 0, lineBreakMode: .wordWrap)
    let before = FontLibrary.shared.shapedBytes

    let layout = TextLayout(
      measure: measure, maxWidth: 200, maxLines: 0, lineBreakMode: .wordWrap)

    #expect(FontLibrary.shared.shapedBytes - before < text.utf8.count)
    #expect(layout.lines.first?.text == "Words before it:")
    expectCutGreedily(word, into: layout.lines.dropFirst(), at: 200)
  }

  @Test("a width of greatestFiniteMagnitude lays out as an unlimited one")
  func greatestFiniteWidthIsUnlimited() {
    let text = "One paragraph of several words.\nAnd a second, longer one than the first."

    func lines(_ width: CGFloat) -> [String] {
      TextLayout(
        text: text, face: face, scale: 2, maxWidth: width, maxLines: 0, lineBreakMode: .wordWrap
      ).lines.map(\.text)
    }

    #expect(lines(.greatestFiniteMagnitude) == lines(.infinity))
    #expect(lines(.greatestFiniteMagnitude).count == 2)
  }
}
