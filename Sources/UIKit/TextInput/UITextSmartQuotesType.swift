/// Whether straight quotes become curly ones while typing, as `UITextSmartQuotesType`; kept: quotes
/// are typed as they are.
public enum UITextSmartQuotesType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
