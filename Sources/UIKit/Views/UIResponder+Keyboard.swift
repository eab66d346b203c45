/// The keyboard's notifications and their `userInfo` keys, as `UIResponder` declares them.
///
/// iOS posts them as its on-screen keyboard shows, hides and changes frame, so that screens can
/// move their content out of its way. A desktop has no on-screen keyboard, so typing covers
/// nothing and posts none of them; they are posted when a first responder's `inputView` or
/// `inputAccessoryView` shows at the bottom of its window and when it goes (will- and did-show,
/// will- and did-hide, with the frames in `userInfo`). The frame-change pair is never posted.
extension UIResponder {
  /// Matches UIKit: the keyboard (here, an input view) is about to show.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Matches UIKit: the keyboard (here, an input view) showed.
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Matches UIKit: the keyboard (here, an input view) is about to hide.
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Matches UIKit: the keyboard (here, an input view) hid.
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Matches UIKit: the keyboard's frame is about to change; never posted here.
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Matches UIKit: the keyboard's frame changed; never posted here.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// Matches UIKit: the `CGRect` the keyboard starts from, in screen coordinates.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// Matches UIKit: the `CGRect` the keyboard ends at, in screen coordinates.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// Matches UIKit: how long the keyboard's animation takes, a `TimeInterval`.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// Matches UIKit: the keyboard animation's curve, a `UIView.AnimationCurve` raw value.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Matches UIKit: whether the keyboard belongs to this app, a `Bool`.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
