/// Which keyboard a text control asks for, as `UIKeyboardType`. A desktop types on its own
/// keyboard, so the value is kept for code that reads it and changes nothing here.
public enum UIKeyboardType: Int, Sendable {
  /// The keyboard for the current input method.
  case `default` = 0
  /// Letters and symbols of ASCII.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// For typing a URL.
  case URL = 3
  /// Digits only.
  case numberPad = 4
  /// A telephone keypad.
  case phonePad = 5
  /// A name or a phone number.
  case namePhonePad = 6
  /// For typing an email address.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// With @ and # at hand.
  case twitter = 9
  /// For search terms and URLs.
  case webSearch = 10
  /// ASCII digits only.
  case asciiCapableNumberPad = 11

  /// Matches UIKit: the old name of ``asciiCapable``.
  public static let alphabet = UIKeyboardType.asciiCapable
}
