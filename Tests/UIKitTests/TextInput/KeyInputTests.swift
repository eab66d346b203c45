import Testing
import UIKit
import UIKitTestSupport

/// A one-time-code style field: it logs every key it gets through `UIKeyInput`, calling
/// `super`, as iOS code does to move back a field on Backspace in an empty one.
@MainActor
private final class CodeField: UITextField {
  var keys: [String] = []

  override func insertText(_ text: String) {
    keys.append("insert \(text)")
    super.insertText(text)
  }

  override func deleteBackward() {
    keys.append(hasText ? "backspace" : "backspace when empty")
    super.deleteBackward()
  }
}

/// A text view that refuses Backspace, logging it.
@MainActor
private final class AppendOnlyTextView: UITextView {
  var refused = 0

  override func deleteBackward() { refused += 1 }
}

@Suite("UIKeyInput: typed text and Backspace reach the controls' open methods", .uiTest)
@MainActor
struct KeyInputTests {
  private func backspace() {
    let key = UIKey(
      keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}",
      charactersIgnoringModifiers: "\u{8}",
      modifierFlags: [])
    UIApplication.shared.sendKey(key, down: true)
    UIApplication.shared.sendKey(key, down: false)
  }

  @Test("a field's overrides see each piece typed and each Backspace, even in an empty field")
  func fieldOverridesSeeKeys() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    let field = CodeField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    root.view.addSubview(field)
    field.becomeFirstResponder()

    UIApplication.shared.sendText("4")
    backspace()
    backspace()

    #expect(field.keys == ["insert 4", "backspace", "backspace when empty"])
    #expect(field.text == "")
    #expect(!field.hasText)
    _ = window
  }

  @Test("code can type into a control through UIKeyInput, as a custom keyboard does")
  func typingThroughTheProtocol() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let input: any UIKeyInput = field

    input.insertText("abc")
    input.deleteBackward()

    #expect(field.text == "ab")
    #expect(input.hasText)
  }

  @Test("a text view whose deleteBackward is overridden keeps its text on Backspace")
  func textViewOverride() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    let textView = AppendOnlyTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.text = "kept"
    root.view.addSubview(textView)
    textView.becomeFirstResponder()

    backspace()

    #expect(textView.refused == 1)
    #expect(textView.text == "kept")
    _ = window
  }
}
