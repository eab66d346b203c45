/// The one first responder of the application.
@MainActor
enum FirstResponder {
  /// Weak, as in UIKit: a responder that goes away stops being first responder.
  @ProcessWideWeak private static var storage: UIResponder? = nil

  static var current: UIResponder? {
    get { storage }
    set { storage = newValue }
  }

  /// Inside `endEditing(true)`: the first responder resigns whatever it (or a text field's
  /// delegate) would answer.
  static var isForcingResign = false
}

extension UIResponder {
  /// Matches UIKit: the current first responder must agree to resign, then this responder
  /// becomes first responder. A view must be in a window.
  func makeFirstResponder() -> Bool {
    if FirstResponder.current === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let view = self as? UIView, view.window == nil { return false }
    if let current = FirstResponder.current {
      guard current.resignFirstResponder() else { return false }
    }
    FirstResponder.current = self
    (self as? UIView)?.firstResponderStatusDidChange()
    return true
  }

  func resignFirstResponderStatus() -> Bool {
    guard FirstResponder.current === self else { return true }
    guard canResignFirstResponder || FirstResponder.isForcingResign else { return false }
    FirstResponder.current = nil
    (self as? UIView)?.firstResponderStatusDidChange()
    return true
  }
}

extension UIView {
}
