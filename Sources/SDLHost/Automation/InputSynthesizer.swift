import AutomationChannel
import CSDL2
import UIKit

/// Builds the SDL events a person's mouse and keyboard would produce and pushes them onto SDL's
/// queue, so that a UI test's input reaches the app by the same path as theirs: the host's
/// event handling (with its Simulator shortcuts), the translator, and UIKit's input step.
@MainActor
struct InputSynthesizer {
  /// The host window's SDL id, which SDL's window events carry.
  let windowID: UInt32

  func push(_ step: PointerStep) {
    var event = SDL_Event()
    switch step.phase {
    case .down, .up:
      event.type = step.phase == .down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
      event.button.windowID = windowID
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(step.phase == .down ? SDL_PRESSED : SDL_RELEASED)
      event.button.clicks = UInt8(clamping: step.clicks)
      event.button.x = Int32(step.x.rounded(.down))
      event.button.y = Int32(step.y.rounded(.down))
    case .move:
      event.type = SDL_MOUSEMOTION.rawValue
      event.motion.windowID = windowID
      event.motion.state = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)  // SDL_BUTTON_LMASK
      event.motion.x = Int32(step.x.rounded(.down))
      event.motion.y = Int32(step.y.rounded(.down))
    }
    event.common.timestamp = SDL_GetTicks()
    SDL_PushEvent(&event)
  }

  /// A key's down and up with its modifiers held, and the text it types when a text input is
  /// being edited, as a keyboard and SDL's input method produce them. Returns `false` for a key
  /// no keyboard has.
  func push(_ stroke: KeyStroke) -> Bool {
    guard let key = Self.sdlKey(for: stroke.key) else { return false }
    var modifiers = Self.sdlModifiers(UIKeyModifierFlags(rawValue: stroke.modifiers))
    if key.needsShift { modifiers |= UInt16(KMOD_LSHIFT.rawValue) }
    for state in [SDL_PRESSED, SDL_RELEASED] {
      var event = SDL_Event()
      event.type = state == SDL_PRESSED ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
      event.key.windowID = windowID
      event.key.state = UInt8(state)
      event.key.keysym = SDL_Keysym(
        scancode: SDL_GetScancodeFromKey(key.code), sym: key.code, mod: modifiers, unused: 0)
      event.common.timestamp = SDL_GetTicks()
      SDL_PushEvent(&event)
      let commands = UInt16(KMOD_CTRL.rawValue | KMOD_GUI.rawValue | KMOD_ALT.rawValue)
      if state == SDL_PRESSED, let text = key.text, modifiers & commands == 0,
        SDL_IsTextInputActive() == SDL_TRUE
      {
        push(text: text)
      }
    }
    return true
  }

  /// `text` as committed input-method text, in pieces that fit SDL's 32-byte event.
  func push(text: String) {
    var piece = ""
    for character in text {
      if piece.utf8.count + String(character).utf8.count > 31 {
        pushTextEvent(piece)
        piece = ""
      }
      piece.append(character)
    }
    if !piece.isEmpty { pushTextEvent(piece) }
  }

  private func pushTextEvent(_ text: String) {
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    event.text.windowID = windowID
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      let bytes = Array(text.utf8)
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    event.common.timestamp = SDL_GetTicks()
    SDL_PushEvent(&event)
  }

  /// Whether a keyboard has the key XCUIKeyboardKey calls `name`.
  static func hasKey(for name: String) -> Bool { sdlKey(for: name) != nil }

  /// An SDL key: its keycode, whether it needs Shift (a capital letter), and what it types.
  private struct Key {
    var code: SDL_Keycode
    var needsShift = false
    var text: String?
  }

  /// The key for XCUIKeyboardKey's name of it: a character, or the private-use characters and
  /// UIKit's `UIKeyInput…` names of the special keys.
  private static func sdlKey(for name: String) -> Key? {
    let special: [String: SDL_KeyCode] = [
      "\r": SDLK_RETURN, "\n": SDLK_RETURN, "\u{1B}": SDLK_ESCAPE, "\u{8}": SDLK_BACKSPACE,
      "\u{7F}": SDLK_DELETE, "\t": SDLK_TAB,
      "\u{F700}": SDLK_UP, "\u{F701}": SDLK_DOWN, "\u{F702}": SDLK_LEFT, "\u{F703}": SDLK_RIGHT,
      UIKeyCommand.inputUpArrow: SDLK_UP, UIKeyCommand.inputDownArrow: SDLK_DOWN,
      UIKeyCommand.inputLeftArrow: SDLK_LEFT, UIKeyCommand.inputRightArrow: SDLK_RIGHT,
      UIKeyCommand.inputEscape: SDLK_ESCAPE,
      "\u{F729}": SDLK_HOME, "\u{F72B}": SDLK_END, "\u{F72C}": SDLK_PAGEUP,
      "\u{F72D}": SDLK_PAGEDOWN,
    ]
    if let code = special[name] { return Key(code: Int32(code.rawValue)) }
    // F1 to F12: XCUIKeyboardKey's U+F704 onwards.
    if let scalar = name.unicodeScalars.first, name.unicodeScalars.count == 1,
      (0xF704...0xF70F).contains(scalar.value)
    {
      return Key(code: Int32(SDLK_F1.rawValue) + Int32(scalar.value - 0xF704))
    }
    guard name.count == 1, let scalar = name.lowercased().unicodeScalars.first,
      name.lowercased().unicodeScalars.count == 1, scalar.isASCII, scalar.value >= 0x20
    else { return nil }
    return Key(code: Int32(scalar.value), needsShift: name != name.lowercased(), text: name)
  }

  private static func sdlModifiers(_ flags: UIKeyModifierFlags) -> UInt16 {
    var modifiers: UInt32 = 0
    if flags.contains(.shift) { modifiers |= KMOD_LSHIFT.rawValue }
    if flags.contains(.control) { modifiers |= KMOD_LCTRL.rawValue }
    if flags.contains(.alternate) { modifiers |= KMOD_LALT.rawValue }
    if flags.contains(.command) { modifiers |= KMOD_LGUI.rawValue }
    if flags.contains(.alphaShift) { modifiers |= KMOD_CAPS.rawValue }
    return UInt16(modifiers)
  }
}
