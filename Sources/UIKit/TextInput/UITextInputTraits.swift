/// How a text control asks the keyboard to behave, as `UITextInputTraits`: which keyboard,
/// what Return says, capitalisation, correction and the rest.
///
/// Matches UIKit's protocol, which `UITextField` and `UITextView` adopt, so that code setting
/// the traits compiles and reads back what it set. A desktop types on its own keyboard with no
/// corrections, so only ``isSecureTextEntry`` changes anything (a text field then draws dots and
/// refuses to copy).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// Which keyboard to show.
  var keyboardType: UIKeyboardType { get set }
  /// The keyboard's look.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// What the Return key says.
  var returnKeyType: UIReturnKeyType { get set }
  /// Whether Return is disabled while the text is empty.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// When to capitalise.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether to autocorrect.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether to check spelling.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// Whether to curl quotes.
  var smartQuotesType: UITextSmartQuotesType { get set }
  /// Whether to make dashes.
  var smartDashesType: UITextSmartDashesType { get set }
  /// Whether to fix spaces around pasted and deleted words.
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  /// What the content means, for AutoFill.
  var textContentType: UITextContentType! { get set }
  /// Whether the text is hidden as it is typed.
  var isSecureTextEntry: Bool { get set }
}
