import Testing
import UIKitTestSupport

@testable import UIKit

/// A text view holding one word of 100,000 characters (a URL, a hash, base64): the word breaks
/// between characters where a line is full, as `.byWordWrapping` falls back to character
/// wrapping on iOS; a character typed in the middle or at the end is kept, the view lays out
/// only around it, and draws only the lines in view.
@Suite("UITextView: a single word of 100,000 characters", .uiTest)
@MainActor
struct TextViewLongWordTests {
  let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
  let pointer: Pointer

  /// One word: letters and digits in a cycle of 37, so that line breaks between characters
  /// fall at different places in it.
  static let word: String = {
    let cycle = Array("abcdefghijklmnopqrstuvwxyz0123456789W")
    return String((0..<100_000).map { cycle[$0 % cycle.count] })
  }()

  init() {
    pointer = .editing(textView, font: .systemFont(ofSize: 15))
    textView.text = Self.word
    textView.layoutIfNeeded()
  }

  /// How many lines a screen of the view can draw: those in its bounds and one more at each
  /// edge.
  private var screenLines: Int {
    Int(textView.bounds.height / textView.layout.lineHeight) + 3
  }

  /// The text runs the window draws.
  private func runs() -> [TextRun] {
    pointer.window.layoutIfNeeded()
    return RecordingRenderer().record(pointer.window).flattened.compactMap { item in
      guard case .text(let run) = item else { return nil }
      return run
    }
  }

  /// A new view of the same size, font and text, scrolled to the same offset, and what the
  /// window draws with it shown instead of the text view.
  private func freshRuns() -> (view: UITextView, runs: [TextRun]) {
    let fresh = UITextView(frame: textView.frame)
    fresh.font = textView.font
    fresh.text = textView.text
    textView.superview?.addSubview(fresh)
    fresh.layoutIfNeeded()
    fresh.contentOffset = textView.contentOffset
    textView.isHidden = true
    defer {
      textView.isHidden = false
      fresh.removeFromSuperview()
    }
    return (fresh, runs())
  }

  private func place(_ location: Int, length: Int = 0) {
    textView.selectedRange = NSRange(location: location, length: length)
    textView.scrollRangeToVisible(textView.selectedRange)
  }

  /// Expects the lines, laid out to the end, to be those of a fresh view of the same text.
  private func expectFreshLayout(sourceLocation: SourceLocation = #_sourceLocation) {
    textView.layoutIfNeeded()
    textView.layOutLines(through: .max)
    let fresh = UITextView(frame: textView.frame)
    fresh.font = textView.font
    fresh.text = textView.text
    textView.superview?.addSubview(fresh)
    defer { fresh.removeFromSuperview() }
    fresh.layoutIfNeeded()
    fresh.layOutLines(through: .max)
    #expect(textView.layout.lines == fresh.layout.lines, sourceLocation: sourceLocation)
  }

  @Test("the word breaks between characters into full lines, and only the lines in view draw")
  func breaksBetweenCharacters() {
    let drawn = runs()
    textView.layOutLines(through: .max)
    let lines = textView.layout.lines
    let width = textView.bounds.width - 2 * UITextView.lineFragmentPadding

    #expect(lines.count > 500)
    #expect(
      zip(lines, lines.dropFirst()).allSatisfy {
        $0.characters.upperBound == $1.characters.lowerBound
      })
    #expect(lines.last?.characters.upperBound == 100_000)
    #expect(lines.allSatisfy { $0.width <= width && !$0.characters.isEmpty })
    // Full lines: each but the last is within a character or two of the width.
    #expect(lines.dropLast().allSatisfy { $0.width > width - 30 })
    #expect(drawn.count >= screenLines - 4 && drawn.count <= screenLines)
    #expect(
      drawn.map(\.text).joined() == String(Self.word.prefix(drawn.map(\.text.count).reduce(0, +))))
    #expect(drawn.allSatisfy { $0.size.width <= width })
  }

  @Test("a character typed mid-word is kept, and the view draws what a fresh view draws")
  func typingMidWord() {
    place(50_000)

    UIApplication.shared.sendText("X")
    let drawn = runs()

    let characters = Array(Self.word)
    #expect(textView.text == String(characters[..<50_000]) + "X" + String(characters[50_000...]))
    #expect(textView.selectedRange == NSRange(location: 50_001, length: 0))
    #expect(drawn.contains { $0.text.contains("X") })
    #expect(drawn.count >= screenLines - 4 && drawn.count <= screenLines)
    #expect(drawn == freshRuns().runs)
    expectFreshLayout()
  }

  @Test("a character typed at the end of the word is kept and drawn before the caret")
  func typingAtTheEnd() {
    place(100_000)

    UIApplication.shared.sendText("Y")
    let drawn = runs()

    #expect(textView.text.count == 100_001)
    #expect(textView.text == Self.word + "Y")
    #expect(drawn.last?.text.hasSuffix("Y") == true)
    #expect(drawn.count >= screenLines - 4 && drawn.count <= screenLines)
    let caret = textView.caretRect(at: 100_001)
    #expect(caret.maxY <= textView.contentOffset.y + textView.bounds.height)
    #expect(caret.minY >= textView.contentOffset.y)
    #expect(drawn == freshRuns().runs)
    expectFreshLayout()
  }

  @Test("a space typed deep in the word splits it, and Backspace joins it again")
  func splittingTheWord() {
    place(70_000)

    UIApplication.shared.sendText(" ")
    expectFreshLayout()
    pointer.key(.keyboardDeleteOrBackspace)

    expectFreshLayout()
    #expect(textView.text == Self.word)
  }

  @Test("a long word after words and before more: edits deep in it, at its start and after it")
  func wordAmongWords() {
    let characters = Array(Self.word)
    textView.text = "Some words before it " + String(characters[..<6_000]) + " and after it"
    textView.layoutIfNeeded()
    textView.layOutLines(through: .max)
    let wordLine = textView.layout.lineIndex(of: 21)

    place(3_000)
    UIApplication.shared.sendText("x y")
    expectFreshLayout()
    place(textView.layout.lines[wordLine + 2].characters.lowerBound)
    pointer.key(.keyboardDeleteOrBackspace)
    expectFreshLayout()
    place(21)
    UIApplication.shared.sendText("z ")
    expectFreshLayout()
    place(textView.text.count - 8)

    UIApplication.shared.sendText("!")

    expectFreshLayout()
    #expect(textView.text.count == 6_034 + 3 - 1 + 2 + 1)
    #expect(textView.text.hasSuffix(" and !after it"))
  }

  @Test("Backspace at line starts inside the word, and deleting most of the word's tail")
  func deletingInsideTheWord() {
    textView.layOutLines(through: .max)
    for row in [2, 3, 300] {
      textView.selectedRange = NSRange(
        location: textView.layout.lines[row].characters.lowerBound, length: 0)
      pointer.key(.keyboardDeleteOrBackspace)
      expectFreshLayout()
    }
    let start = textView.layout.lines[2].characters.lowerBound + 1

    textView.selectedRange = NSRange(location: start, length: textView.text.count - start - 3)
    pointer.key(.keyboardDeleteOrBackspace)

    expectFreshLayout()
    #expect(textView.text.count == start + 3)
    #expect(textView.layout.lines.count == 3)
  }
}
