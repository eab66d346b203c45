/// What a text view asks and tells its delegate, as `UITextViewDelegate`.
///
/// Matches UIKit's order. Beginning: `textViewShouldBeginEditing`, then
/// `textViewDidBeginEditing` (and `UITextView.textDidBeginEditingNotification`). Each change the
/// person makes: `textView(_:shouldChangeTextIn:replacementText:)`, then
/// `textViewDidChangeSelection`, then `textViewDidChange` (and `textDidChangeNotification`).
/// Ending: `textViewShouldEndEditing`, then `textViewDidEndEditing`. Changes made in code (setting
/// `text`) tell the delegate nothing, as in UIKit.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asked before the text view becomes first responder; `false` keeps it from editing.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Asked before the text view resigns first responder; `false` keeps it editing.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Told after the text view began editing.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Told after the text view stopped editing.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asked before every change the person makes; `range` is in UTF-16 units, as in UIKit, and
  /// Return asks with `"\n"`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Told after the person changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// Told after the caret or the selection moved, including after every edit.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Default: `true`.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Default: `true`.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Default: does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Default: does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Default: `true`, allowing every change.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Default: does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Default: does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
