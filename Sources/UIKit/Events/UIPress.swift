/// One key press, as UIKit's `UIPress` for hardware keyboards.
@MainActor
open class UIPress: NSObject {
  /// The phase of a press, as `UIPress.Phase`.
  public enum Phase: Int, Sendable {
    case began = 0
    case changed = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }

  public internal(set) var phase: Phase
  public internal(set) var timestamp: TimeInterval
  /// The key, with its modifiers and the characters it types.
  public let key: UIKey?
  public internal(set) weak var responder: UIResponder?

  init(phase: Phase, key: UIKey, timestamp: TimeInterval) {
    self.phase = phase
    self.key = key
    self.timestamp = timestamp
    super.init()
  }
}

/// The event that carries presses.
@MainActor
open class UIPressesEvent: UIEvent {
  public let allPresses: Set<UIPress>

  init(presses: Set<UIPress>, timestamp: TimeInterval) {
    allPresses = presses
    super.init(type: .presses)
    storedTimestamp = timestamp
  }

  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// A key on a hardware keyboard, as UIKit's `UIKey`.
public final class UIKey: NSObject, Sendable {
  /// What the key types with the current modifiers.
  public let characters: String
  /// What the key types without modifiers (lowercase for letters).
  public let charactersIgnoringModifiers: String
  public let modifierFlags: UIKeyModifierFlags
  public let keyCode: UIKeyboardHIDUsage

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
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID usage codes of keys, as `UIKeyboardHIDUsage` (the ones a desktop keyboard sends
/// that UIKit code commonly checks; the raw value carries any other).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static func keyboard(letter: Character) -> UIKeyboardHIDUsage {
    let offset = Int(letter.lowercased().unicodeScalars.first!.value) - 97
    return UIKeyboardHIDUsage(rawValue: 4 + offset)
  }

  public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
  public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
  public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
  public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
  public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
  public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
  public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
  public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
  public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
  public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
  public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
  public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
  public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
  public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
  public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
  public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
  public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
}
