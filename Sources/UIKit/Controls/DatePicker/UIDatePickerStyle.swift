/// Matches UIKit: how a date picker shows itself. Here every style draws as wheels.
public enum UIDatePickerStyle: Int, Sendable {
  /// The system's choice for the mode: wheels here.
  case automatic = 0
  /// Spinning wheels, one a part of the date.
  case wheels = 1
  /// A button showing the date that opens a calendar (drawn as wheels here).
  case compact = 2
  /// A calendar shown in place (drawn as wheels here).
  case inline = 3
}
