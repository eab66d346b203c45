/// The keys a text control takes, as UIKit's `UIKeyInput`: text typed at the selection,
/// Backspace, and whether there is any text.
///
/// Matches UIKit's protocol, which `UITextField` and `UITextView` adopt. The host's keyboard
/// reaches the first responder through these methods (typed text through
/// ``insertText(_:)``, Backspace through ``deleteBackward()``), so a subclass that overrides
/// them sees every key, as iOS code that watches for Backspace in an empty field expects, and
/// code can type into a control by calling them.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether the control has any text.
  var hasText: Bool { get }
  /// Inserts `text` in place of the selection, as typing does.
  func insertText(_ text: String)
  /// Deletes the selection, or the character before the caret; called for Backspace even when
  /// there is nothing to delete.
  func deleteBackward()
}
