/// Whether two hyphens become a dash while typing, as `UITextSmartDashesType`; kept.
public enum UITextSmartDashesType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
