import Testing
import UIKit
import UIKitTestSupport

/// A subclass that moves the text, as design systems do, written as an app would.
final class InsetTextField: UITextField {
  var calls: [String] = []

  override func textRect(forBounds bounds: CGRect) -> CGRect {
    calls.append("textRect")
    return bounds.inset(by: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 10))
  }
  override func editingRect(forBounds bounds: CGRect) -> CGRect {
    calls.append("editingRect")
    return bounds.inset(by: UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 10))
  }
}

/// The overlay views, the clear button and the overridable rectangles of a text field.
@Suite("UITextField: overlay views, clear button and overridable rectangles", .uiTest)
@MainActor
struct TextFieldOverlayTests {
  let log = LifecycleLog()

  final class ClearRecorder: NSObject, UITextFieldDelegate {
    let log: LifecycleLog
    var allowsClear = true
    init(log: LifecycleLog) { self.log = log }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      log.record("shouldClear")
      return allowsClear
    }
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      log.record("shouldChange")
      return true
    }
  }

  @Test("a subclass's editing rectangle places the text: a click at its start puts the caret first")
  func overriddenEditingRect() {
    let field = InsetTextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    field.text = "abc"
    let pointer = Pointer.over(field)

    pointer.down(CGPoint(x: 51, y: 20))
    pointer.up(CGPoint(x: 51, y: 20))
    UIApplication.shared.sendText("X")

    #expect(field.text == "Xabc")
    #expect(field.calls.contains("editingRect"))
  }

  @Test("overlay views are subviews placed at the edges, shown by their modes")
  func overlayModes() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
    let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    field.leftView = left
    field.leftViewMode = .always
    field.rightView = right
    field.rightViewMode = .whileEditing
    let pointer = Pointer.over(field)
    let before = (left.frame, left.isHidden, right.isHidden)

    field.becomeFirstResponder()
    pointer.clock.settle()

    #expect(left.superview === field)
    #expect(before.0 == CGRect(x: 0, y: 10, width: 24, height: 20))
    #expect(before.1 == false)
    #expect(before.2 == true)
    #expect(right.isHidden == false)
    #expect(right.frame == CGRect(x: 270, y: 5, width: 30, height: 30))
    #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 246, height: 40))
  }

  @Test("the clear button shows with text, asks textFieldShouldClear only, and undoes")
  func clearButton() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let recorder = ClearRecorder(log: log)
    field.delegate = recorder
    field.clearButtonMode = .always
    field.text = "some text"
    let pointer = Pointer.over(field)
    let button = field.clearButtonRect(forBounds: field.bounds)
    let textRect = field.textRect(forBounds: field.bounds)

    pointer.down(CGPoint(x: button.midX, y: button.midY))
    pointer.up(CGPoint(x: button.midX, y: button.midY))
    let cleared = field.text
    pointer.key(.keyboardZ, "z", .control)

    #expect(button == CGRect(x: 281, y: 10.5, width: 19, height: 19))
    #expect(textRect.maxX == 281)
    #expect(log.entries == ["shouldClear"])
    #expect(cleared == "")
    #expect(field.text == "some text")
    withExtendedLifetime(recorder) {}
  }

  @Test("a refused clear leaves the text")
  func refusedClear() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let recorder = ClearRecorder(log: log)
    recorder.allowsClear = false
    field.delegate = recorder
    field.clearButtonMode = .always
    field.text = "keep"
    let pointer = Pointer.over(field)
    let button = field.clearButtonRect(forBounds: field.bounds)

    pointer.down(CGPoint(x: button.midX, y: button.midY))
    pointer.up(CGPoint(x: button.midX, y: button.midY))

    #expect(field.text == "keep")
    withExtendedLifetime(recorder) {}
  }
}
