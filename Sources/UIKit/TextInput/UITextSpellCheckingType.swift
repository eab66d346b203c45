/// Whether spelling is checked while typing, as `UITextSpellCheckingType`; kept: nothing is checked
/// here.
public enum UITextSpellCheckingType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
