import Testing
import UIKitTestSupport

@testable import UIKit

/// Odd text on the clipboard pastes without a crash: NULs and control characters are kept
/// (drawn as nothing), text that joins the characters beside it makes one character with them
/// as in a `String`, and undo puts back what was there.
@Suite("Pasting odd text into text views and fields", .uiTest)
@MainActor
struct TextPasteTests {
  /// A text view holding `text`, editing, after `string` was pasted with Ctrl+V at UTF-16
  /// `location`; and the pointer that pasted it.
  private func pasting(_ string: String, into text: String, at location: Int)
    -> (UITextView, Pointer)
  {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let pointer = Pointer.editing(textView, font: .systemFont(ofSize: 17))
    textView.text = text
    textView.selectedRange = NSRange(location: location, length: 0)
    UIPasteboard.general.string = string
    pointer.key(.keyboardV, "v", .control)
    textView.layoutIfNeeded()
    return (textView, pointer)
  }

  /// The text `pointer`'s window draws, line by line.
  private func drawnText(_ pointer: Pointer) -> [String] {
    RecordingRenderer().record(pointer.window).flattened.compactMap { item in
      guard case .text(let run) = item else { return nil }
      return run.text
    }
  }

  @Test("NULs and control characters are kept in the text; the line is drawn")
  func controlCharacters() {
    let (textView, pointer) = pasting("x\0y\u{1}\u{7F}z", into: "ab", at: 1)

    #expect(textView.text == "ax\0y\u{1}\u{7F}zb")
    #expect(textView.selectedRange == NSRange(location: 7, length: 0))
    #expect(drawnText(pointer) == ["ax\0y\u{1}\u{7F}zb"])
  }

  @Test("a combining accent pasted after a letter joins it: one character, caret after it")
  func combiningMark() {
    let (textView, pointer) = pasting("\u{301}", into: "cafe!", at: 4)

    #expect(textView.text == "cafe\u{301}!")
    #expect(textView.text.count == 5)
    #expect(textView.selectedRange == NSRange(location: 5, length: 0))
    #expect(textView.characters.count == 5)
    pointer.key(.keyboardDeleteOrBackspace)
    #expect(textView.text == "caf!")
  }

  @Test("two regional indicators meeting make a flag; undo parts them again")
  func regionalIndicators() {
    let (textView, pointer) = pasting("\u{1F1F7}", into: "\u{1F1EB}.", at: 2)
    let joined = textView.characters.count

    pointer.key(.keyboardZ, "z", .control)

    #expect(joined == 2)
    #expect(textView.text == "\u{1F1EB}.")
    #expect(Array(textView.text) == textView.characters)
  }

  @Test("a text field keeps NULs and joins a pasted accent the same way")
  func textField() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let pointer = Pointer.over(field)
    field.becomeFirstResponder()
    field.text = "e"
    UIPasteboard.general.string = "\u{301}\0"

    pointer.key(.keyboardV, "v", .control)

    #expect(field.text == "e\u{301}\0")
    #expect(field.text?.count == 2)
  }

  @Test("in a text field, the letter an accent joined is one character: Backspace takes both")
  func textFieldDeletesJoinedCharacter() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let pointer = Pointer.over(field)
    field.becomeFirstResponder()
    field.text = "cafe"
    UIPasteboard.general.string = "\u{301}"

    pointer.key(.keyboardV, "v", .control)
    let joined = field.text
    pointer.key(.keyboardDeleteOrBackspace)

    #expect(joined == "cafe\u{301}")
    #expect(field.text == "caf")
  }
}
