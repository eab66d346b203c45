/// A responder that takes the text the keyboard and input methods commit and compose, and
/// edits it with the keys every text control shares: the text field and the text view.
///
/// The one path by which the host's text reaches the first responder
/// (`UIApplication.sendText(_:)` and `sendMarkedText(_:)`), as UIKit sends it to the first
/// responder's `UIKeyInput`; and the one implementation of deleting, cutting, pasting and of
/// starting and stopping the input method, so that fields and text views behave alike.
@MainActor
protocol TextInputReceiver: UIView, UIKeyInput {
  /// Shows an input method's composition at the caret; an empty one ends it.
  func setMarkedText(_ text: String)

  /// The selection, in characters; empty means a caret.
  var selection: Range<Int> { get }
  /// How many characters the text holds.
  var characterCount: Int { get }
  /// The caret's blink.
  var blink: CaretBlink { get set }
  /// Moves the selection (clamped to the text) and tells the delegate; ends any run of typing
  /// that undo would coalesce.
  func setSelection(_ range: Range<Int>, keepAnchor: Bool)
  /// Replaces the characters in `range` as the person's `edit`: the delegate may refuse; the
  /// edit is recorded for undo (see `registerUndo(of:replaced:inserted:as:continuing:)`).
  func replaceCharacters(in range: Range<Int>, with replacement: String, as edit: TextEdit)
  /// Replaces the characters in `range` as undo or redo does: without asking the delegate,
  /// selecting the new text and telling the delegate and observers of the change.
  func restoreCharacters(in range: Range<Int>, with replacement: String)
  /// The characters in `range`.
  func text(in range: Range<Int>) -> String
  /// Whether the control lets its text be copied and cut: not secure text, as in UIKit.
  var canCopySelection: Bool { get }
  /// The record of the last edit, which further typing may grow; `nil` once anything else
  /// happened.
  var openUndoRecord: TextUndoRecord? { get set }
}

extension TextInputReceiver {
  /// Replaces the selection as the person's `edit`.
  func replaceSelection(with replacement: String, as edit: TextEdit) {
    replaceCharacters(in: selection, with: replacement, as: edit)
  }

  /// Backspace: deletes the selection, or the character before the caret. The controls'
  /// `deleteBackward()`, which subclasses may override, runs it.
  func deleteBackwardInText() {
    if selection.isEmpty, selection.lowerBound > 0 {
      replaceCharacters(
        in: (selection.lowerBound - 1)..<selection.lowerBound, with: "", as: .deleteBackward)
    } else if !selection.isEmpty {
      replaceSelection(with: "", as: .deleteBackward)
    }
  }

  /// Delete: deletes the selection, or the character after the caret.
  func deleteForward() {
    if selection.isEmpty, selection.upperBound < characterCount {
      replaceCharacters(
        in: selection.lowerBound..<(selection.upperBound + 1), with: "", as: .deleteForward)
    } else if !selection.isEmpty {
      replaceSelection(with: "", as: .deleteForward)
    }
  }

  /// Ctrl+C: puts the selection on the clipboard, unless the control refuses (secure text).
  func copySelection() {
    guard !selection.isEmpty, canCopySelection else { return }
    UIPasteboard.general.string = text(in: selection)
  }

  /// Ctrl+X: copies the selection, then deletes it; a control that refuses to copy (secure
  /// text) refuses to cut, as UIKit offers no Cut there.
  func cutSelection() {
    guard canCopySelection else { return }
    copySelection()
    if !selection.isEmpty { replaceSelection(with: "", as: .cut) }
  }

  /// Ctrl+V: the clipboard's text in place of the selection.
  func paste() {
    if let pasted = UIPasteboard.general.string { replaceSelection(with: pasted, as: .paste) }
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
    InputViewPresenter.update(for: self)
    setNeedsDisplay()
  }
}
