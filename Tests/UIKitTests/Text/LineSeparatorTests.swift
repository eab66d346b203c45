import Testing
import UIKit
import UIKitTestSupport

/// `\r\n`, a lone `\r`, U+0085 and the Unicode line and paragraph separators end a line as `\n`
/// does, once each, as UIKit's labels and text views break at Foundation's line terminators.
@Suite("Line separators: \\r\\n, \\r, U+0085, U+2028 and U+2029", .uiTest)
@MainActor
struct LineSeparatorTests {
  private let windows = WindowHolder()

  nonisolated static let separators = ["\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

  private func labelSize(_ text: String) -> CGSize {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = text
    return label.sizeThatFits(CGSize(width: 1000, height: 1000))
  }

  private func textView(_ text: String) -> UITextView {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    textView.font = .systemFont(ofSize: 17)
    let controller = UIViewController()
    controller.view.addSubview(textView)
    windows.keep(TestApplication.makeWindow(root: controller))
    textView.text = text
    textView.layoutIfNeeded()
    return textView
  }

  @Test("a label breaks the line once at each separator", arguments: separators)
  func labelBreaks(separator: String) {
    let size = labelSize("first" + separator + "second")

    #expect(size == labelSize("first\nsecond"))
    #expect(size.height > labelSize("firstsecond").height)
  }

  @Test("a text view's lines break once at each separator", arguments: separators)
  func textViewBreaks(separator: String) {
    let textView = textView("first" + separator + "second" + separator + "third")

    #expect(textView.contentSize == self.textView("first\nsecond\nthird").contentSize)
  }

  /// A text view in a window of its own, first responder, and a pointer over it.
  private func editing(_ text: String) -> (UITextView, Pointer) {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let pointer = Pointer.editing(textView, font: .systemFont(ofSize: 17))
    textView.text = text
    textView.layoutIfNeeded()
    return (textView, pointer)
  }

  @Test("Down moves the caret to the next line as over \\n, past \\r\\n's two UTF-16 units")
  func caretMovesDownPastCarriageReturnLineFeed() {
    func down(in text: String) -> NSRange {
      let (textView, pointer) = editing(text)
      textView.selectedRange = NSRange(location: 2, length: 0)
      pointer.key(.keyboardDownArrow)
      return textView.selectedRange
    }

    let overLineFeed = down(in: "abcd\nefgh")
    let overCarriageReturnLineFeed = down(in: "abcd\r\nefgh")

    #expect(overLineFeed.location > 5)
    #expect(overCarriageReturnLineFeed.location == overLineFeed.location + 1)
  }

  @Test("Right steps over \\r\\n as one character, and Backspace deletes both")
  func carriageReturnLineFeedIsOneCharacter() {
    let (textView, pointer) = editing("abc\r\ndef")
    textView.selectedRange = NSRange(location: 3, length: 0)

    pointer.key(.keyboardRightArrow)
    let afterRight = textView.selectedRange
    pointer.key(.keyboardDeleteOrBackspace)

    #expect(afterRight == NSRange(location: 5, length: 0))
    #expect(textView.text == "abcdef")
    #expect(textView.selectedRange == NSRange(location: 3, length: 0))
  }

  @Test("a triple click on the second line selects it, between two \\r\\n")
  func tripleClickSelectsParagraph() {
    let (textView, pointer) = editing("one\r\ntwo\r\nthree")
    // The second line's middle: below the 8-point inset and one 17-point line.
    let point = textView.convert(CGPoint(x: 20, y: 8 + 17 * 1.5), to: nil)

    for clicks in 1...3 {
      pointer.down(point, clicks: clicks)
      pointer.up(point)
    }

    #expect(textView.selectedRange == NSRange(location: 5, length: 3))
  }
}
