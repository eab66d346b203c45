import Testing
import UIKit
import UIKitTestSupport

/// A text view edited through the host's real event path: clicks, keys, committed and composed
/// text, and the clipboard; the delegate hears of it in UIKit's order.
@Suite("UITextView: editing through the host's input", .uiTest)
@MainActor
struct TextViewEditingTests {
  let log = LifecycleLog()
  let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let pointer: Pointer
  let delegate: RecordingDelegate

  /// Logs every delegate call and notification, in order.
  final class RecordingDelegate: NSObject, UITextViewDelegate {
    let log: LifecycleLog
    var refusesChanges = false
    init(log: LifecycleLog) { self.log = log }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      log.record("shouldBeginEditing")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.record("didBeginEditing") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      log.record("shouldEndEditing")
      return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.record("didEndEditing") }
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      log.record("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
      return !refusesChanges
    }
    func textViewDidChange(_ textView: UITextView) { log.record("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
      log.record("didChangeSelection \(textView.selectedRange.location)")
    }
  }

  init() {
    pointer = Pointer.over(textView)
    delegate = RecordingDelegate(log: log)
    textView.delegate = delegate
    textView.font = .systemFont(ofSize: 17)
  }

  private func type(_ text: String) {
    UIApplication.shared.sendText(text)
  }

  @Test("a click begins editing, and typing asks, moves the selection, then tells of the change")
  func delegateOrder() {
    let observer = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: textView, queue: nil
    ) { [log] _ in MainActor.assumeIsolated { log.record("notification: textDidChange") } }
    defer { NotificationCenter.default.removeObserver(observer) }

    pointer.down(CGPoint(x: 100, y: 20))
    pointer.up(CGPoint(x: 100, y: 20))
    type("Hi")
    textView.resignFirstResponder()

    #expect(
      log.entries == [
        "shouldBeginEditing", "didBeginEditing", "didChangeSelection 0",
        "shouldChange 0,0 \"Hi\"", "didChangeSelection 2", "didChange",
        "notification: textDidChange", "shouldEndEditing", "didEndEditing",
      ])
    #expect(textView.text == "Hi")
  }

  @Test("Return inserts a newline, asked with \"\\n\"; a refused change leaves the text")
  func returnAndRefusal() {
    textView.becomeFirstResponder()
    type("a")
    pointer.key(.keyboardReturnOrEnter)
    type("b")
    delegate.refusesChanges = true
    type("c")

    #expect(textView.text == "a\nb")
    #expect(log.entries.contains("shouldChange 1,0 \"\\n\""))
    #expect(log.entries.last == "shouldChange 3,0 \"c\"")
  }

  @Test("setting the text in code tells the delegate nothing and puts the caret at the end")
  func programmaticText() {
    textView.text = "Hello"

    #expect(log.entries.isEmpty)
    #expect(textView.selectedRange == NSRange(location: 5, length: 0))
  }

  @Test("Up and Down move between lines keeping the column; Home and End to the line's ends")
  func lineMovement() {
    textView.text = "abcdef\nxy\nlmnopq"
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 4, length: 0)

    pointer.key(.keyboardDownArrow)
    let onShortLine = textView.selectedRange.location
    pointer.key(.keyboardDownArrow)
    let keptColumn = textView.selectedRange.location
    pointer.key(.keyboardHome)
    let home = textView.selectedRange.location
    pointer.key(.keyboardEnd)
    let end = textView.selectedRange.location
    pointer.key(.keyboardEnd, "", .control)

    #expect(onShortLine == 9)
    #expect(keptColumn == 14)
    #expect(home == 10)
    #expect(end == 16)
    #expect(textView.selectedRange.location == 16)
  }

  @Test("Shift with the arrows selects; Ctrl+Left moves by word; Backspace deletes the selection")
  func selectionAndDeletion() {
    textView.text = "one two three"
    textView.becomeFirstResponder()

    pointer.key(.keyboardLeftArrow, "", .control)
    pointer.key(.keyboardLeftArrow, "", [.control, .shift])
    let selected = textView.selectedRange
    pointer.key(.keyboardDeleteOrBackspace)

    #expect(selected == NSRange(location: 4, length: 4))
    #expect(textView.text == "one three")
  }

  @Test("copy and paste go through the clipboard; cut removes the selection")
  func clipboard() {
    textView.text = "copy me"
    textView.becomeFirstResponder()

    pointer.key(.keyboardA, "a", .control)
    pointer.key(.keyboardX, "x", .control)
    let afterCut = textView.text
    pointer.key(.keyboardV, "v", .control)
    pointer.key(.keyboardV, "v", .control)

    #expect(UIPasteboard.general.string == "copy me")
    #expect(afterCut == "")
    #expect(textView.text == "copy mecopy me")
  }

  @Test("a composition shows at the caret and commits as one change")
  func composition() {
    textView.becomeFirstResponder()

    UIApplication.shared.sendMarkedText("ㅎ")
    UIApplication.shared.sendMarkedText("하")
    let whileComposing = textView.text
    type("한")

    #expect(whileComposing == "")
    #expect(textView.text == "한")
    #expect(log.entries.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 0,0 \"한\""])
  }

  @Test("a read-only text view selects and copies but does not change")
  func readOnly() {
    textView.text = "fixed"
    textView.isEditable = false

    pointer.down(CGPoint(x: 20, y: 20), clicks: 1)
    pointer.up(CGPoint(x: 20, y: 20))
    pointer.key(.keyboardA, "a", .control)
    pointer.key(.keyboardC, "c", .control)
    type("x")
    pointer.key(.keyboardDeleteOrBackspace)

    #expect(textView.isFirstResponder)
    #expect(UIPasteboard.general.string == "fixed")
    #expect(textView.text == "fixed")
    #expect(!log.entries.contains("didBeginEditing"))
  }

  @Test("selectedRange counts UTF-16 units, as UIKit's does")
  func utf16() {
    textView.text = "😀a"

    textView.selectedRange = NSRange(location: 2, length: 1)

    #expect(textView.selectedRange == NSRange(location: 2, length: 1))
    #expect(textView.text.count == 2)
  }
}
