/// One key press, as UIKit's `UIPress` for hardware keyboards.
@preconcurrency @MainActor
open class UIPress: NSObject {
  /// The phase of a press, as `UIPress.Phase`.
  public enum Phase: Int, Sendable {
    /// The key went down.
    case began = 0
    /// Declared for source compatibility; keys do not change here.
    case changed = 1
    /// Declared for source compatibility; not sent.
    case stationary = 2
    /// The key came up.
    case ended = 3
    /// Declared for source compatibility; not sent.
    case cancelled = 4
  }

  /// Where the press is: `.began` when the key goes down, `.ended` when it comes up.
  public internal(set) var phase: Phase
  /// The media time of the frame that delivered the press.
  public internal(set) var timestamp: TimeInterval
  /// The key, with its modifiers and the characters it types.
  public let key: UIKey?
  /// Declared for source compatibility; always `nil` here.
  public internal(set) weak var responder: UIResponder?

  init(phase: Phase, key: UIKey, timestamp: TimeInterval) {
    self.phase = phase
    self.key = key
    self.timestamp = timestamp
    super.init()
  }
}

/// The event that carries presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  /// The presses the event carries; always exactly one key here.
  public let allPresses: Set<UIPress>

  init(presses: Set<UIPress>, timestamp: TimeInterval) {
    allPresses = presses
    super.init(type: .presses)
    storedTimestamp = timestamp
    storedModifierFlags = presses.first?.key?.modifierFlags ?? []
  }

  /// Always empty: gesture recognizers do not receive presses here.
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// A key on a hardware keyboard, as UIKit's `UIKey`.
public final class UIKey: NSObject, Sendable {
  /// What the key types with the current modifiers.
  public let characters: String
  /// What the key types without modifiers (lowercase for letters).
  public let charactersIgnoringModifiers: String
  /// The modifier keys held.
  public let modifierFlags: UIKeyModifierFlags
  /// The key's USB HID usage code.
  public let keyCode: UIKeyboardHIDUsage

  /// Makes a key; the host makes these from platform events, and tests make them to send keys.
  public init(
    keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
    modifierFlags: UIKeyModifierFlags
  ) {
    self.keyCode = keyCode
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers
    self.modifierFlags = modifierFlags
    super.init()
  }
}

/// Modifier keys held during a press, with UIKit's bit values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The modifier bits.
  public let rawValue: Int
  /// Makes modifiers from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock is on.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift is held.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control is held.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option (Alt) is held.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command is held. The SDL host reports the Super (Windows) key as Command.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// The key is on the numeric keypad; the SDL host does not set it.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID usage codes of keys, as `UIKeyboardHIDUsage` (the ones a desktop keyboard sends
/// that UIKit code commonly checks; the raw value carries any other).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
  /// The USB HID usage code.
  public let rawValue: Int
  /// Makes a usage from its HID code.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The usage of a letter key, `a` to `z` (case-insensitive); other characters give meaningless
  /// codes.
  public static func keyboard(letter: Character) -> UIKeyboardHIDUsage {
    let offset = Int(letter.lowercased().unicodeScalars.first!.value) - 97
    return UIKeyboardHIDUsage(rawValue: 4 + offset)
  }

  /// The A key.
  public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
  /// The C key.
  public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
  /// The V key.
  public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
  /// The X key.
  public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
  /// The Y key.
  public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)
  /// The Z key.
  public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
  /// Return (or keypad Enter).
  public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
  /// Escape.
  public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
  /// Backspace.
  public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
  /// Tab.
  public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
  /// The space bar.
  public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
  /// The forward Delete key.
  public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
  /// Page Up.
  public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
  /// Page Down.
  public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
  /// The right arrow.
  public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
  /// The left arrow.
  public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
  /// The down arrow.
  public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
  /// The up arrow.
  public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
  /// Home.
  public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
  /// End.
  public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
  /// F1 (the function keys are 58…69 in the HID usage table).
  public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
  /// F2.
  public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 59)
  /// F3.
  public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 60)
  /// F4.
  public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 61)
  /// F5.
  public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 62)
  /// F6.
  public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 63)
  /// F7.
  public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 64)
  /// F8.
  public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 65)
  /// F9.
  public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 66)
  /// F10.
  public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 67)
  /// F11.
  public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 68)
  /// F12.
  public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)
}
