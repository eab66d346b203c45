/// What a text field asks and tells its delegate, as `UITextFieldDelegate`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Asked before the field becomes first responder; returning `false` keeps it from editing.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Told after the field began editing.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asked before the field resigns first responder; returning `false` keeps it editing.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Told after the field stopped editing.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// `range` is in UTF-16 units, as in UIKit.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Told after the caret or the selection moved, including after every edit.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Declared for source compatibility; never asked here, since fields have no clear button yet.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asked when Return is pressed; returning `true` sends `.editingDidEndOnExit` and
  /// `.primaryActionTriggered`. The field stays first responder either way.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Default: `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Default: does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Default: `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Default: does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Default: `true`, allowing every change.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Default: does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Default: `true`.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Default: `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
