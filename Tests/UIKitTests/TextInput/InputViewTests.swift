import Testing
import UIKit
import UIKitTestSupport

/// A text field's input view shown where iOS shows its keyboard, with the keyboard
/// notifications iOS posts for it.
@Suite("Input views: shown at the bottom of the window, with keyboard notifications", .uiTest)
@MainActor
struct InputViewTests {
  let log = LifecycleLog()

  private func observeKeyboard() -> [any NSObjectProtocol] {
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    return names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        [log] note in
        // `UIResponder.keyboardFrameEndUserInfoKey`, spelled out: the closure is not isolated.
        let end = note.userInfo?["UIKeyboardFrameEndUserInfoKey"] as? CGRect
        MainActor.assumeIsolated {
          log.record("\(name.rawValue) end \(end.map { "\($0.minY),\($0.height)" } ?? "-")")
        }
      }
    }
  }

  @Test("a picker as a field's input view shows under an accessory while the field is edited")
  func pickerInputView() {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
    let picker = UIPickerView()
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
    field.inputView = picker
    field.inputAccessoryView = bar
    let pointer = Pointer.over(field)
    let observers = observeKeyboard()
    defer { observers.forEach(NotificationCenter.default.removeObserver) }

    field.becomeFirstResponder()
    let shown = (picker.window === field.window, picker.convert(picker.bounds, to: nil))
    let barFrame = bar.convert(bar.bounds, to: nil)
    field.resignFirstResponder()

    #expect(shown.0)
    #expect(shown.1 == CGRect(x: 0, y: 384, width: 400, height: 216))
    #expect(barFrame == CGRect(x: 0, y: 340, width: 400, height: 44))
    #expect(picker.window == nil)
    #expect(
      log.entries == [
        "UIKeyboardWillShowNotification end 340.0,260.0",
        "UIKeyboardDidShowNotification end 340.0,260.0",
        "UIKeyboardWillHideNotification end 600.0,260.0",
        "UIKeyboardDidHideNotification end 600.0,260.0",
      ])
    withExtendedLifetime(pointer) {}
  }

  @Test("a field without input views posts no keyboard notifications")
  func noInputView() {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
    let pointer = Pointer.over(field)
    let observers = observeKeyboard()
    defer { observers.forEach(NotificationCenter.default.removeObserver) }

    field.becomeFirstResponder()
    UIApplication.shared.sendText("typed")
    field.resignFirstResponder()

    #expect(log.entries.isEmpty)
    withExtendedLifetime(pointer) {}
  }
}
