/// Matches UIKit: how a date picker shows itself (iOS 13.4; `.inline` from iOS 14).
public enum UIDatePickerStyle: Int, Sendable {
  /// The system's choice for the mode: `.compact`, or `.wheels` for a countdown, as iOS 14 and
  /// later choose.
  case automatic = 0
  /// Spinning wheels, one a part of the date.
  case wheels = 1
  /// Rounded buttons showing the date and the time; a tap opens the calendar or the time's
  /// wheels over the screen.
  case compact = 2
  /// The month's calendar shown in place, with the time's button below it for a date and time.
  case inline = 3
}

extension UIDatePickerStyle {
  /// The style a picker asking for `self` in `mode` draws in, never `.automatic`.
  ///
  /// Matches iOS 14 and later: `.automatic` is `.compact`; a countdown, and a month and year,
  /// have wheels whatever the style asked for, as UIKit documents that `.compact` and `.inline`
  /// cannot show them.
  func resolved(for mode: UIDatePicker.Mode) -> UIDatePickerStyle {
    if mode == .countDownTimer || mode == .yearAndMonth { return .wheels }
    return self == .automatic ? .compact : self
  }
}
