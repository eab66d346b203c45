/// When the on-screen keyboard capitalises, as `UITextAutocapitalizationType`; kept: desktop typing
/// is not capitalised for the person.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// Each word's first letter.
  case words = 1
  /// Each sentence's first letter.
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}
