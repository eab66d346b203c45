import SeededRandomness
import Testing
import UIKitTestSupport

@testable import UIKit

/// A text field holding a very long text: measured in one shaping pass, drawn only where it
/// shows, and its carets where the characters' widths put them.
@Suite("UITextField with 100,000 characters", .uiTest)
@MainActor
struct LongTextFieldTests {
  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 300, height: 100))

  /// The field's text runs, in window coordinates.
  private func runs() -> [TextRun] {
    RecordingRenderer().record(window).flattened.compactMap { item in
      guard case .text(let run) = item else { return nil }
      return run
    }
  }

  private func field(_ text: String) -> UITextField {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
    window.addSubview(field)
    field.becomeFirstResponder()
    field.text = text
    window.layoutIfNeeded()
    return field
  }

  @Test("the field draws only the characters that show: the text's end, beside the caret")
  func drawsWhatShows() {
    let text = String(repeating: "lorem ipsum ", count: 8_333) + "THE END"
    _ = field(text)

    let drawn = runs()

    #expect(text.count > 100_000)
    #expect(drawn.map(\.text.count).reduce(0, +) < 100)
    #expect(drawn.last?.text.hasSuffix("ipsum THE END") == true)
    let end = (drawn.last?.origin.x ?? 0) + (drawn.last?.size.width ?? 0)
    #expect(end > 190 && end <= 210)
  }

  @Test("typing at the end of the long text adds the character, drawn before the caret")
  func typingAtTheEnd() {
    let field = field(String(repeating: "lorem ipsum ", count: 8_334))

    UIApplication.shared.sendText("Z")
    window.layoutIfNeeded()

    #expect(field.text?.count == 100_009)
    #expect(field.text?.hasSuffix(" Z") == true)
    #expect(runs().last?.text.hasSuffix("ipsum Z") == true)
  }

  @Test("edits mid-text and at the end measure as the same text set afresh: caret and runs")
  func editsMeasureAsFreshText() {
    let edited = field(String(repeating: "lorem ipsum ", count: 8_334))
    edited.setSelection(50_000..<50_000)
    UIApplication.shared.sendText("AV")
    edited.deleteBackward()
    UIApplication.shared.sendText("\n")
    window.layoutIfNeeded()
    edited.setSelection(100_010..<100_010)
    UIApplication.shared.sendText("To")
    window.layoutIfNeeded()
    let afterEdits = runs()
    edited.removeFromSuperview()

    let fresh = field(edited.text ?? "")
    let afresh = runs()

    #expect(fresh.text?.count == 100_012)
    #expect(afterEdits.map(\.text) == afresh.map(\.text))
    #expect(
      zip(afterEdits, afresh).allSatisfy {
        abs($0.origin.x - $1.origin.x) < 0.001 && abs($0.size.width - $1.size.width) < 0.001
      })
    #expect(afterEdits.last?.text.hasSuffix("ipsum To") == true)
  }

  @Test(
    "each caret offset is the width of the characters before it, within a pixel",
    arguments: ["Hello, world", "안녕하세요 반가워요", "Emoji 🙂 here", "a\0b"])
  func caretOffsetsMatchPrefixWidths(text: String) {
    let face = UIFont.systemFont(ofSize: 17).face
    let library = FontLibrary.shared

    let offsets = library.caretOffsets(of: text, face: face, scale: 2)

    let characters = Array(text)
    #expect(offsets.count == characters.count + 1)
    for end in characters.indices.dropFirst() {
      let prefix = library.width(of: String(characters[..<end]), face: face, scale: 2)
      #expect(abs(offsets[end] - prefix) <= 1, "after \(end) characters of \(text)")
    }
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("a long line of words that do not repeat has the carets of the line shaped whole")
  func longLineCaretsFromOneShaping() {
    let face = UIFont.systemFont(ofSize: 17).face
    let library = FontLibrary.shared
    // Words of letters drawn at random, and now and then a size such as "3x 4": Inter draws
    // that x as × only when it sees the digit after the space, so shaping the line a word at a
    // time puts the carets after it elsewhere.
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var generator = SeededGenerator(seed: 7)
    var text = ""
    while text.utf8.count < 6_000 {
      for _ in 0..<Int.random(in: 2...9, using: &generator) {
        text.append(letters.randomElement(using: &generator)!)
      }
      text += Int.random(in: 0..<8, using: &generator) == 0 ? " 3x 4 " : " "
    }
    let start = text.prefix(3_000)

    let offsets = library.caretOffsets(of: text, face: face, scale: 2)

    // A line of 3,000 characters is shaped whole: its carets are the reference.
    let reference = library.caretOffsets(of: String(start), face: face, scale: 2)
    #expect(offsets.count == text.count + 1)
    #expect(Array(offsets.prefix(2_900)) == Array(reference.prefix(2_900)))
  }

  @Test("kerning moves the caret between a kerned pair, as Core Text's line carets do")
  func kernedPair() {
    let face = UIFont.systemFont(ofSize: 17).face
    let library = FontLibrary.shared

    let offsets = library.caretOffsets(of: "AV", face: face, scale: 2)

    #expect(offsets[1] < library.width(of: "A", face: face, scale: 2))
    #expect(abs(offsets[2] - library.width(of: "AV", face: face, scale: 2)) <= 1)
  }
}
