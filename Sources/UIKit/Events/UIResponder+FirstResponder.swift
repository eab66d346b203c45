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
  /// Matches UIKit: makes the first responder resign if it is this view or one of its
  /// descendants (the usual way to dismiss the keyboard from a container). With `force`, it
  /// resigns even if it, or a text field's delegate, would refuse. Returns whether no first
  /// responder is left in the subtree.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let view = FirstResponder.current as? UIView, view.isDescendant(of: self) else {
      return true
    }
    FirstResponder.isForcingResign = force
    defer { FirstResponder.isForcingResign = false }
    return view.resignFirstResponder()
  }
}
