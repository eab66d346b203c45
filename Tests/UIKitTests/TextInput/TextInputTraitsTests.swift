import Testing
import UIKit
import UIKitTestSupport

/// The text input traits, input views and keyboard notifications, as iOS code sets and reads
/// them.
@Suite("Text input traits, input views and keyboard notifications", .uiTest)
@MainActor
struct TextInputTraitsTests {
  /// Sets every trait through the protocol, as shared form code does.
  private func configure(_ control: any UITextInputTraits) {
    control.keyboardType = .emailAddress
    control.returnKeyType = .next
    control.autocapitalizationType = .none
    control.autocorrectionType = .no
    control.spellCheckingType = .no
    control.smartQuotesType = .no
    control.textContentType = .username
  }

  @Test("text fields and text views start at UIKit's defaults and keep what is set")
  func traits() {
    let field = UITextField()
    let textView = UITextView()
    let defaults = (field.keyboardType, field.returnKeyType, field.autocapitalizationType)

    configure(field)
    configure(textView)

    #expect(defaults == (.default, .default, .sentences))
    #expect(textView.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .next)
    #expect(field.autocapitalizationType == UITextAutocapitalizationType.none)
    #expect(textView.textContentType == .username)
    #expect(UIKeyboardType.alphabet == .asciiCapable)
    #expect(UIReturnKeyType.done.rawValue == 9)
  }

  @Test("a plain responder has no input views; text controls keep the ones set")
  func inputViews() {
    let field = UITextField()
    let picker = UIView()
    let bar = UIView()

    field.inputView = picker
    field.inputAccessoryView = bar
    field.reloadInputViews()

    #expect(UIView().inputView == nil)
    #expect(field.inputView === picker)
    #expect(field.inputAccessoryView === bar)
  }

  @Test("the keyboard notifications and keys have UIKit's names")
  func keyboardNotifications() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
  }

  /// A secure field being edited, holding "hunter2", with "before" on the clipboard.
  private func editedSecureField() -> (UITextField, Pointer) {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let pointer = Pointer.over(field)
    field.isSecureTextEntry = true
    field.text = "hunter2"
    UIPasteboard.general.string = "before"
    field.becomeFirstResponder()
    return (field, pointer)
  }

  @Test("a secure text field draws dots and refuses to copy")
  func secureEntry() {
    let (field, pointer) = editedSecureField()

    pointer.key(.keyboardA, "a", .control)
    pointer.key(.keyboardC, "c", .control)

    #expect(UIPasteboard.general.string == "before")
    #expect(field.accessibilityValue == "•••••••")
  }

  @Test("a secure text field refuses to cut: the text and the clipboard stay")
  func secureCut() {
    let (field, pointer) = editedSecureField()

    pointer.key(.keyboardA, "a", .control)
    pointer.key(.keyboardX, "x", .control)

    #expect(UIPasteboard.general.string == "before")
    #expect(field.text == "hunter2")
  }

  @Test("content types carry the raw values iOS reports, iOS's \"honorifix\" spelling included")
  func contentTypeRawValues() {
    // As iOS prints them (`UITextContentType.namePrefix.rawValue` is "honorifix-prefix" there);
    // Apple documents the constants, not their raw values.
    let types: [(UITextContentType, String)] = [
      (.name, "name"), (.namePrefix, "honorifix-prefix"), (.givenName, "given-name"),
      (.middleName, "additional-name"), (.familyName, "family-name"),
      (.nameSuffix, "honorifix-suffix"), (.nickname, "nickname"),
      (.jobTitle, "organization-title"), (.organizationName, "organization"),
      (.location, "location"), (.fullStreetAddress, "street-address"),
      (.streetAddressLine1, "address-line1"), (.streetAddressLine2, "address-line2"),
      (.addressCity, "address-level2"), (.addressState, "address-level1"),
      (.addressCityAndState, "address-level1+2"), (.sublocality, "address-level3"),
      (.countryName, "country-name"), (.postalCode, "postal-code"),
      (.telephoneNumber, "tel"), (.emailAddress, "email"), (.URL, "url"),
      (.creditCardNumber, "cc-number"), (.username, "username"), (.password, "password"),
      (.newPassword, "new-password"), (.oneTimeCode, "one-time-code"),
    ]

    #expect(types.filter { $0.0.rawValue != $0.1 }.map(\.1) == [])
  }

  @Test("a text field posts UIKit's text notifications as it is edited")
  func fieldNotifications() {
    let log = LifecycleLog()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let pointer = Pointer.over(field)
    let names = [
      UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
      UITextField.textDidEndEditingNotification,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
        MainActor.assumeIsolated { log.record(name.rawValue) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }

    field.becomeFirstResponder()
    UIApplication.shared.sendText("a")
    field.text = "code"
    field.resignFirstResponder()
    withExtendedLifetime(pointer) {}

    #expect(
      log.entries == [
        "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
        "UITextFieldTextDidEndEditingNotification",
      ])
  }
}
