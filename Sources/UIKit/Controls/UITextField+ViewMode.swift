extension UITextField {
  /// Matches UIKit's `UITextField.ViewMode`: when an overlay view or the clear button shows.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// Only while the field is being edited.
    case whileEditing = 1
    /// Only while the field is not being edited.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }
}
