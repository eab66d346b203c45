import Testing
import UIKit
import UIKitTestSupport

/// Undo and redo of the person's edits in text fields and text views, driven through the
/// application's key and text entry points as the host drives them.
@Suite("Text undo and redo: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, typing coalesced", .uiTest)
@MainActor
struct TextUndoTests {
  let log = LifecycleLog()
  let recorder: FieldRecorder

  init() {
    recorder = FieldRecorder(log: log)
  }

  /// Logs the field's delegate calls and change events, in order.
  final class FieldRecorder: NSObject, UITextFieldDelegate {
    let log: LifecycleLog
    init(log: LifecycleLog) { self.log = log }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      log.record("shouldChange \(range.location),\(range.length) \(string.debugDescription)")
      return true
    }
    func textFieldDidChangeSelection(_ textField: UITextField) {
      log.record("didChangeSelection \(textField.text ?? "")")
    }
  }

  private func editedField() -> (UITextField, Pointer) {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
    let pointer = Pointer.over(field)
    field.becomeFirstResponder()
    field.delegate = recorder
    field.addAction(
      UIAction { [log] _ in log.record("editingChanged \(field.text ?? "")") },
      for: .editingChanged)
    return (field, pointer)
  }

  private func type(_ text: String) {
    for character in text { UIApplication.shared.sendText(String(character)) }
  }

  @Test("undo selects the text it puts back, or leaves the caret where it took text out")
  func selectionAfterUndo() {
    let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
    let pointer = Pointer.editing(textView, font: .systemFont(ofSize: 17))
    textView.text = "one two three"
    textView.selectedRange = NSRange(location: 3, length: 4)

    pointer.key(.keyboardDeleteOrBackspace)
    pointer.key(.keyboardZ, "z", .control)
    let afterUndoingDeletion = textView.selectedRange
    textView.selectedRange = NSRange(location: 13, length: 0)
    type("!?")
    pointer.key(.keyboardZ, "z", .control)
    let afterUndoingTyping = textView.selectedRange
    pointer.key(.keyboardZ, "Z", [.control, .shift])

    #expect(afterUndoingDeletion == NSRange(location: 3, length: 4))
    #expect(afterUndoingTyping == NSRange(location: 13, length: 0))
    #expect(textView.selectedRange == NSRange(location: 13, length: 2))
    #expect(textView.text == "one two three!?")
  }

  @Test("typing undoes as one step, without asking the delegate, and redoes")
  func typingCoalesces() {
    let (field, pointer) = editedField()
    type("abc")
    _ = log.take()

    pointer.key(.keyboardZ, "z", .control)
    let undone = field.text
    pointer.key(.keyboardZ, "Z", [.control, .shift])

    #expect(undone == "")
    #expect(field.text == "abc")
    #expect(
      log.entries == [
        "didChangeSelection ", "editingChanged ", "didChangeSelection abc", "editingChanged abc",
      ])
  }

  @Test("moving the caret ends a run of typing")
  func caretMoveBreaksRun() {
    let (field, pointer) = editedField()
    type("ab")
    pointer.key(.keyboardLeftArrow)
    type("cd")

    pointer.key(.keyboardZ, "z", .control)
    let first = field.text
    pointer.key(.keyboardZ, "z", .control)
    let second = field.text
    pointer.key(.keyboardY, "y", .control)

    #expect(first == "ab")
    #expect(second == "")
    #expect(field.text == "ab")
  }

  @Test("Backspace after typing is a step of its own, and a run of Backspaces is one")
  func backspaceRun() {
    let (field, pointer) = editedField()
    type("abcd")
    pointer.key(.keyboardDeleteOrBackspace)
    pointer.key(.keyboardDeleteOrBackspace)
    let deleted = field.text

    pointer.key(.keyboardZ, "z", .control)
    let restored = field.text
    pointer.key(.keyboardZ, "z", .control)
    let undoneTyping = field.text
    pointer.key(.keyboardZ, "Z", [.control, .shift])
    pointer.key(.keyboardZ, "Z", [.control, .shift])
    let redone = field.text
    pointer.key(.keyboardZ, "z", .control)
    // The restored characters are selected: typing replaces them.
    type("X")

    #expect(deleted == "ab")
    #expect(restored == "abcd")
    #expect(undoneTyping == "")
    #expect(redone == "ab")
    #expect(field.text == "abX")
  }

  @Test("a paste undoes alone and is named for the menu")
  func pasteIsAStep() {
    let (field, pointer) = editedField()
    UIPasteboard.general.string = "YZ"
    type("x")
    pointer.key(.keyboardV, "v", .control)
    let name = field.undoManager?.undoActionName

    pointer.key(.keyboardZ, "z", .control)

    #expect(name == "Paste")
    #expect(field.text == "x")
    #expect(field.undoManager?.undoMenuItemTitle == "Undo Typing")
  }

  @Test("Backspace asks the delegate for the one character, with no selection change first")
  func backspaceAsksOnce() {
    let (_, pointer) = editedField()
    type("ab")
    _ = log.take()

    pointer.key(.keyboardDeleteOrBackspace)

    #expect(log.entries == ["shouldChange 1,1 \"\"", "didChangeSelection a", "editingChanged a"])
  }

  @Test("a field's own undo manager forgets its edits when editing ends")
  func fieldForgetsOnResign() {
    let (field, _) = editedField()
    type("abc")
    let manager = field.undoManager
    let couldUndo = manager?.canUndo

    field.resignFirstResponder()

    #expect(couldUndo == true)
    #expect(manager?.canUndo == false)
    #expect(manager !== field.window?.undoManager)
  }

  @Test("a text view records in its window's undo manager and tells its delegate of undo")
  func textViewUndo() {
    final class Recorder: NSObject, UITextViewDelegate {
      let log: LifecycleLog
      init(log: LifecycleLog) { self.log = log }
      func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
      ) -> Bool {
        log.record("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return true
      }
      func textViewDidChange(_ textView: UITextView) { log.record("didChange \(textView.text!)") }
      func textViewDidChangeSelection(_ textView: UITextView) {
        log.record("didChangeSelection \(textView.selectedRange.location)")
      }
    }
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let pointer = Pointer.over(textView)
    let recorder = Recorder(log: log)
    textView.delegate = recorder
    textView.becomeFirstResponder()
    type("hi")
    pointer.key(.keyboardReturnOrEnter)
    type("yo")
    _ = log.take()

    pointer.key(.keyboardZ, "z", .control)
    pointer.key(.keyboardZ, "Z", [.control, .shift])

    #expect(textView.undoManager === textView.window?.undoManager)
    #expect(
      log.entries == [
        "didChangeSelection 0", "didChange ", "didChangeSelection 0", "didChange hi\nyo",
      ])
  }

  @Test("setting the text in code forgets the edits recorded before")
  func programmaticTextForgets() {
    let (field, pointer) = editedField()
    type("abc")

    field.text = "new"
    pointer.key(.keyboardZ, "z", .control)

    #expect(field.text == "new")
    #expect(field.undoManager?.canUndo == false)
  }
}
