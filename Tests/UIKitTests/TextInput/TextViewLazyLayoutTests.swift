import Testing
import UIKitTestSupport

@testable import UIKit

/// A scrolling text view lays out the lines in view and a screen more, as TextKit 2 lays out
/// its viewport, and estimates the height of the rest; scrolling, the caret and clicks lay out
/// more. A keystroke in a long paragraph so costs the lines in view, even when the word it
/// pushes to the next line shifts every later line of the paragraph.
@Suite("UITextView: lazy layout of long text", .uiTest)
@MainActor
struct TextViewLazyLayoutTests {
  let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
  let pointer: Pointer

  /// One paragraph of 60,000 characters of five repeating words, where a word pushed to the
  /// next line shifts the rest of the paragraph: greedy wrapping never meets the old lines.
  static let paragraph: String = {
    var text = ""
    var word = 0
    while text.count < 60_000 {
      text += "abcdefghi".dropFirst(word % 5) + " "
      word += 1
    }
    return text
  }()

  init() {
    pointer = .editing(textView, font: .systemFont(ofSize: 15))
    textView.text = Self.paragraph
    textView.layoutIfNeeded()
  }

  /// How far below the top of the view the laid-out lines reach, in screens.
  private var screensLaidOut: CGFloat {
    let last = textView.layout.lines.last.map { $0.top + $0.height } ?? 0
    return (last - textView.contentOffset.y) / textView.bounds.height
  }

  /// The text runs the window draws.
  private func runs() -> [TextRun] {
    pointer.window.layoutIfNeeded()
    return RecordingRenderer().record(pointer.window).flattened.compactMap { item in
      guard case .text(let run) = item else { return nil }
      return run
    }
  }

  @Test("a long text is laid out as far as a screen below the view, its height estimated")
  func laysOutViewport() {
    #expect(!textView.layout.isComplete)
    #expect(screensLaidOut >= 2 && screensLaidOut < 4)
    #expect(textView.contentSize.height > 30 * textView.bounds.height)
  }

  @Test("typing in the middle of a paragraph whose lines shift lays out only near the caret")
  func typingMidParagraph() {
    textView.selectedRange = NSRange(location: 30_000, length: 0)
    textView.scrollRangeToVisible(textView.selectedRange)

    for character in "shifting words " {
      UIApplication.shared.sendText(String(character))
      textView.layoutIfNeeded()
      #expect(!textView.layout.isComplete)
      #expect(screensLaidOut < 4)
    }

    #expect(textView.text.count == 60_015)
  }

  @Test("lines laid out on demand are those of a view that laid out everything")
  func extendedLinesMatchWhole() {
    textView.selectedRange = NSRange(location: 30_000, length: 0)
    textView.scrollRangeToVisible(textView.selectedRange)
    UIApplication.shared.sendText("x")
    textView.layoutIfNeeded()
    let whole = UITextView(frame: textView.frame)
    whole.font = textView.font
    whole.text = textView.text
    whole.isScrollEnabled = false
    whole.layoutIfNeeded()

    textView.layOutLines(through: .max)

    #expect(whole.layout.isComplete)
    #expect(textView.layout.lines == whole.layout.lines)
    #expect(textView.contentSize.height == whole.sizeThatFits(textView.bounds.size).height)
  }

  @Test("scrolled after an edit, a view draws what a fresh view scrolled there draws")
  func scrolledAsFresh() {
    textView.selectedRange = NSRange(location: 20_000, length: 0)
    textView.scrollRangeToVisible(textView.selectedRange)
    UIApplication.shared.sendText("inserted ")
    let fresh = UITextView(frame: textView.frame)
    fresh.font = textView.font
    fresh.text = textView.text
    textView.superview?.addSubview(fresh)

    let offset = CGPoint(x: 0, y: textView.contentOffset.y + 5_000)
    textView.contentOffset = offset
    fresh.contentOffset = offset
    fresh.isHidden = true
    let scrolled = runs()
    fresh.isHidden = false
    textView.isHidden = true

    #expect(scrolled.count > 20)
    #expect(scrolled == runs())
  }

  @Test("Ctrl+End and Page Down lay out the lines they reach")
  func movingLaysOut() {
    pointer.key(.keyboardHome, "", .control)
    pointer.key(.keyboardPageDown)
    pointer.key(.keyboardPageDown)
    pointer.key(.keyboardPageDown)
    let row = textView.layout.lineIndex(of: textView.selectedRange.location)

    pointer.key(.keyboardEnd, "", .control)

    #expect(row >= 60)
    #expect(textView.layout.isComplete)
    #expect(textView.selectedRange.location == (Self.paragraph as NSString).length)
    #expect(textView.contentOffset.y + 400 >= textView.contentSize.height - 1)
  }
}
