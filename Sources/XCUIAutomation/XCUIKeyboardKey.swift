/// A key that types no character of its own, with XCUITest's names and raw values (the
/// private-use characters of `NSEvent`'s function keys), for `typeKey(_:modifierFlags:)`.
public struct XCUIKeyboardKey: RawRepresentable, Sendable, Hashable {
  /// The key's character.
  public var rawValue: String

  /// The key whose character is `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Backspace.
  public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
  /// Return.
  public static let `return` = XCUIKeyboardKey(rawValue: "\r")
  /// Tab.
  public static let tab = XCUIKeyboardKey(rawValue: "\t")
  /// Space.
  public static let space = XCUIKeyboardKey(rawValue: " ")
  /// Escape: a navigation controller pops, a sheet is dismissed.
  public static let escape = XCUIKeyboardKey(rawValue: "\u{1B}")
  /// The arrow keys.
  public static let upArrow = XCUIKeyboardKey(rawValue: "\u{F700}")
  /// The down arrow key.
  public static let downArrow = XCUIKeyboardKey(rawValue: "\u{F701}")
  /// The left arrow key.
  public static let leftArrow = XCUIKeyboardKey(rawValue: "\u{F702}")
  /// The right arrow key.
  public static let rightArrow = XCUIKeyboardKey(rawValue: "\u{F703}")
  /// Forward delete.
  public static let forwardDelete = XCUIKeyboardKey(rawValue: "\u{7F}")
  /// Home.
  public static let home = XCUIKeyboardKey(rawValue: "\u{F729}")
  /// End.
  public static let end = XCUIKeyboardKey(rawValue: "\u{F72B}")
  /// Page up.
  public static let pageUp = XCUIKeyboardKey(rawValue: "\u{F72C}")
  /// Page down.
  public static let pageDown = XCUIKeyboardKey(rawValue: "\u{F72D}")
  // XCUITest's names for the function keys are capitalised.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// F1 (the host keeps F2, F3 and F5 for its overlay, slow animations and recording).
  public static let F1 = XCUIKeyboardKey(rawValue: "\u{F704}")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// F4.
  public static let F4 = XCUIKeyboardKey(rawValue: "\u{F707}")
}

/// The modifier keys held during `typeKey(_:modifierFlags:)`, with XCUITest's raw values.
public struct XCUIKeyModifierFlags: OptionSet, Sendable, Hashable {
  /// The flags' bits.
  public let rawValue: UInt

  /// Flags from their bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Caps Lock.
  public static let capsLock = XCUIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = XCUIKeyModifierFlags(rawValue: 1 << 17)
  /// Control: with ← or →, the Simulator's rotation; with D, dark mode here.
  public static let control = XCUIKeyModifierFlags(rawValue: 1 << 18)
  /// Option (Alt).
  public static let option = XCUIKeyModifierFlags(rawValue: 1 << 19)
  /// Command (the Super key).
  public static let command = XCUIKeyModifierFlags(rawValue: 1 << 20)
  /// Function.
  public static let function = XCUIKeyModifierFlags(rawValue: 1 << 23)
}
