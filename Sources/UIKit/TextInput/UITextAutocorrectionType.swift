/// Whether typing is autocorrected, as `UITextAutocorrectionType`; kept: nothing is corrected here.
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
