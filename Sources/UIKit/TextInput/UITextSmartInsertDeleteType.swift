/// Whether spaces are added and removed around pasted and deleted words, as
/// `UITextSmartInsertDeleteType`; kept.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
