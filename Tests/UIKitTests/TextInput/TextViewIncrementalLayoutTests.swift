import Testing
import UIKitTestSupport

@testable import UIKit

/// A text view lays out again only around an edit: the lines it ends with are exactly those a
/// fresh layout of the same text gives, whatever the edit.
@Suite("UITextView: layout after an edit equals a fresh layout", .uiTest)
@MainActor
struct TextViewIncrementalLayoutTests {
  let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 300))
  let pointer: Pointer

  init() {
    pointer = .editing(textView, font: .systemFont(ofSize: 15))
    textView.text = Self.sample
    textView.layoutIfNeeded()
  }

  /// About 9,000 characters: short and empty paragraphs, one paragraph longer than a chunk of
  /// wrapping, a word too wide for a line, runs of spaces and spaces ending paragraphs.
  static let sample: String = {
    var generator = SeededGenerator(seed: 36)
    let words = ["a", "to", "the", "layout", "wraps", "paragraph", "incremental", "é", "text"]
    func sentence(_ count: Int) -> String {
      (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
        .joined(separator: " ")
    }
    return [
      sentence(12), "", sentence(40) + "  ", sentence(900),
      "Word" + String(repeating: "x", count: 120) + " after", "",
      sentence(30) + "   mid   spaces " + sentence(20), sentence(200), "end ",
    ].joined(separator: "\n")
  }()

  /// A deterministic generator, so that the sample is the same on every run.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
  }

  /// The lines a new text view of the same size, font and (shown) text lays out.
  private func freshLines(showing text: String) -> [TextViewLayout.Line] {
    let fresh = UITextView(frame: textView.frame)
    fresh.font = textView.font
    fresh.text = text
    textView.superview?.addSubview(fresh)
    defer { fresh.removeFromSuperview() }
    fresh.layoutIfNeeded()
    fresh.layOutLines(through: .max)
    return fresh.layout.lines
  }

  private func expectFreshLayout(sourceLocation: SourceLocation = #_sourceLocation) {
    textView.layoutIfNeeded()
    textView.layOutLines(through: .max)
    let shown = String(textView.shownCharacters)
    #expect(textView.layout.lines == freshLines(showing: shown), sourceLocation: sourceLocation)
    #expect(textView.layout.lines.count > 100, sourceLocation: sourceLocation)
  }

  private func place(_ location: Int, length: Int = 0) {
    textView.selectedRange = NSRange(location: location, length: length)
  }

  @Test("typing letters and spaces in the middle of a long paragraph")
  func typingInLongParagraph() {
    place(3_000)

    for character in "word and more " {
      UIApplication.shared.sendText(String(character))
      expectFreshLayout()
    }
  }

  @Test("Backspace and Delete at line starts pull words back onto the line before")
  func deletingAtLineStarts() {
    for row in [40, 41, 120, 200] {
      textView.layoutIfNeeded()
      textView.layOutLines(through: .max)
      place(textView.layout.lines[row].characters.lowerBound)

      pointer.key(.keyboardDeleteOrBackspace)
      expectFreshLayout()
      pointer.key(.keyboardDeleteOrBackspace)
      expectFreshLayout()
      pointer.key(.keyboardDeleteForward)
      expectFreshLayout()
    }
  }

  @Test("Return splits a paragraph and Backspace joins it again")
  func splittingAndJoiningParagraphs() {
    place(2_500)

    pointer.key(.keyboardReturnOrEnter)
    expectFreshLayout()
    pointer.key(.keyboardReturnOrEnter)
    expectFreshLayout()
    pointer.key(.keyboardDeleteOrBackspace)
    pointer.key(.keyboardDeleteOrBackspace)

    expectFreshLayout()
    #expect(textView.text == Self.sample)
  }

  @Test("pasting several paragraphs, deleting a selection across paragraphs, undoing both")
  func pasteDeleteUndo() {
    UIPasteboard.general.string =
      "pasted line\n\nand a second paragraph that is long enough to wrap"
    place(1_000)

    pointer.key(.keyboardV, "v", .control)
    expectFreshLayout()
    place(400, length: 900)
    pointer.key(.keyboardDeleteOrBackspace)
    expectFreshLayout()
    pointer.key(.keyboardZ, "z", .control)
    expectFreshLayout()
    pointer.key(.keyboardZ, "z", .control)

    expectFreshLayout()
    #expect(textView.text == Self.sample)
  }

  @Test("editing inside a word too wide for a line, and at the end of the text")
  func wideWordAndEnd() {
    let wide = (Self.sample as NSString).range(of: "Wordxxx").location

    place(wide + 60)
    UIApplication.shared.sendText(" ")
    expectFreshLayout()
    pointer.key(.keyboardDeleteOrBackspace)
    expectFreshLayout()
    place((Self.sample as NSString).length)
    UIApplication.shared.sendText("\nlast")

    expectFreshLayout()
  }

  @Test("a composition in the middle lays out as its text would")
  func composition() {
    place(5_000)

    UIApplication.shared.sendMarkedText("ㅎ")
    expectFreshLayout()
    UIApplication.shared.sendMarkedText("하")
    expectFreshLayout()
    UIApplication.shared.sendText("한")

    expectFreshLayout()
  }

  @Test("several edits between two layouts (a view that does not scroll lays out lazily)")
  func editsBetweenLayouts() {
    textView.isScrollEnabled = false
    textView.layoutIfNeeded()

    place(6_000)
    UIApplication.shared.sendText("first ")
    place(200)
    UIApplication.shared.sendText("second\n")
    place(8_000)
    pointer.key(.keyboardDeleteOrBackspace)

    expectFreshLayout()
  }

  @Test("what is drawn after an edit in the middle is what a fresh view draws")
  func drawnAsFresh() {
    let window = pointer.window
    place(3_000)
    UIApplication.shared.sendText("inserted words ")
    let fresh = UITextView(frame: textView.frame)
    fresh.font = textView.font
    fresh.text = textView.text
    fresh.contentOffset = textView.contentOffset
    textView.superview?.addSubview(fresh)

    func runs(of view: UIView) -> [TextRun] {
      fresh.isHidden = view !== fresh
      textView.isHidden = view !== textView
      window.layoutIfNeeded()
      return RecordingRenderer().record(window).flattened.compactMap { item in
        guard case .text(let run) = item else { return nil }
        return run
      }
    }
    let edited = runs(of: textView)

    #expect(edited.count > 10)
    #expect(edited == runs(of: fresh))
    #expect(textView.contentSize == fresh.contentSize)
  }
}
