/// A responder that takes the text the keyboard and input methods commit and compose, and
/// edits it with the keys every text control shares: the text field and the text view.
///
/// The one path by which the host's text reaches the first responder
/// (`UIApplication.sendText(_:)` and `sendMarkedText(_:)`), as UIKit sends it to the first
/// responder's `UIKeyInput`; and the one implementation of deleting, cutting, pasting and of
/// starting and stopping the input method, so that fields and text views behave alike.
@MainActor
protocol TextInputReceiver: UIView {
  /// Inserts committed text in place of the selection and of any composition.
  func insertText(_ text: String)
  /// Shows an input method's composition at the caret; an empty one ends it.
  func setMarkedText(_ text: String)

  /// The selection, in characters; empty means a caret.
  var selection: Range<Int> { get }
  /// How many characters the text holds.
  var characterCount: Int { get }
  /// The caret's blink.
  var blink: CaretBlink { get set }
  /// Moves the selection (clamped to the text) and tells the delegate.
  func setSelection(_ range: Range<Int>, keepAnchor: Bool)
  /// Replaces the selection as the person's edit: the delegate may refuse.
  func replaceSelection(with replacement: String)
  /// Puts the selection on the clipboard, unless the control refuses (secure text).
  func copySelection()
}

extension TextInputReceiver {
  /// Backspace: deletes the selection, or the character before the caret.
  func deleteBackward() {
    if selection.isEmpty, selection.lowerBound > 0 {
      setSelection((selection.lowerBound - 1)..<selection.lowerBound, keepAnchor: false)
    }
    if !selection.isEmpty { replaceSelection(with: "") }
  }

  /// Delete: deletes the selection, or the character after the caret.
  func deleteForward() {
    if selection.isEmpty, selection.upperBound < characterCount {
      setSelection(selection.lowerBound..<(selection.upperBound + 1), keepAnchor: false)
    }
    if !selection.isEmpty { replaceSelection(with: "") }
  }

  /// Ctrl+X: copies the selection, then deletes it.
  func cutSelection() {
    copySelection()
    if !selection.isEmpty { replaceSelection(with: "") }
  }

  /// Ctrl+V: the clipboard's text in place of the selection.
  func paste() {
    if let pasted = UIPasteboard.general.string { replaceSelection(with: pasted) }
  }

  /// Starts the input method near `caretRect` (in the view's coordinates) and the caret's
  /// blink when the view became first responder; stops both when it resigned.
  func textInputStatusDidChange(caretRect: CGRect?) {
    if isFirstResponder {
      if let caretRect {
        UIApplication.shared.textInputService.startTextInput(
          caretRect: convert(caretRect, to: nil))
      }
      blink.restart(for: self)
    } else {
      UIApplication.shared.textInputService.stopTextInput()
      CaretBlink.stop(for: self)
    }
    setNeedsDisplay()
  }
}
