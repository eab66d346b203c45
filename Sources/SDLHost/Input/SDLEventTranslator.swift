import CSDL2
import UIKit

/// Turns SDL's input events into UIKit input for one window.
///
/// Every translated event is queued for the next frame's input step, so input is delivered at
/// the same point of the pipeline headless and in a window. SDL's mouse coordinates are
/// already in window points; SDL's scancodes are USB HID usages, which is what `UIKey.keyCode`
/// reports on iOS too.
@MainActor
package final class SDLEventTranslator {
  private let window: UIWindow
  /// The buttons held, as UIKit numbers them. The first press starts the mouse's one touch and
  /// the last release ends it; presses and releases in between move it with the new buttons,
  /// as iPadOS reports a pointer's clicks.
  private var buttons: UIEvent.ButtonMask = []
  /// Points scrolled per wheel notch (trackpads send fractions of a notch).
  static let pointsPerWheelNotch: CGFloat = 40
  /// The zoom factor of one wheel notch with Ctrl held.
  static let zoomPerWheelNotch: CGFloat = 1.1
  /// The turn of one wheel notch with Ctrl and Shift held: 15°.
  static let rotationPerWheelNotch: CGFloat = .pi / 12

  package init(window: UIWindow) {
    self.window = window
  }

  /// Queues the UIKit input for `event`; returns whether the event was input.
  @discardableResult
  package func translate(_ event: SDL_Event) -> Bool {
    let application = UIApplication.shared
    let window = self.window
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let point = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
      let button = Self.buttonMask(of: event.button.button)
      let before = buttons
      let down = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
      buttons = down ? before.union(button) : before.subtracting(button)
      let held = buttons
      let clicks = Int(event.button.clicks)
      let flags = Self.modifierFlags(SDL_GetModState().rawValue)
      application.enqueueInput {
        if before.isEmpty && !held.isEmpty {
          application.sendMouseDown(
            at: point, in: window, clickCount: clicks, buttons: held, modifierFlags: flags)
        } else if !before.isEmpty && held.isEmpty {
          application.sendMouseUp(at: point, in: window, modifierFlags: flags)
        } else if before != held {
          application.sendMouseMotion(to: point, in: window, buttons: held, modifierFlags: flags)
        }
      }
    case SDL_MOUSEMOTION:
      let point = CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y))
      let held = buttons
      let flags = Self.modifierFlags(SDL_GetModState().rawValue)
      application.enqueueInput {
        application.sendMouseMotion(to: point, in: window, buttons: held, modifierFlags: flags)
      }
    case SDL_MOUSEWHEEL:
      let flip: CGFloat = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let delta = CGPoint(
        x: CGFloat(event.wheel.preciseX) * Self.pointsPerWheelNotch * flip,
        y: -CGFloat(event.wheel.preciseY) * Self.pointsPerWheelNotch * flip)
      let point = CGPoint(x: CGFloat(event.wheel.mouseX), y: CGFloat(event.wheel.mouseY))
      let modifiers = SDL_GetModState().rawValue
      if modifiers & KMOD_CTRL.rawValue != 0 && modifiers & KMOD_SHIFT.rawValue != 0 {
        // Ctrl, Shift and the wheel turn, as two fingers would: 15° a notch, clockwise down.
        let angle = -CGFloat(event.wheel.preciseY) * flip * Self.rotationPerWheelNotch
        application.enqueueInput { application.sendRotation(by: angle, at: point, in: window) }
      } else if modifiers & KMOD_CTRL.rawValue != 0 {
        // Ctrl and the wheel zoom, as a pinch would: each notch up zooms in by a tenth.
        let factor = pow(Self.zoomPerWheelNotch, CGFloat(event.wheel.preciseY) * flip)
        application.enqueueInput { application.sendZoom(by: factor, at: point, in: window) }
      } else {
        application.enqueueInput { application.sendScroll(by: delta, at: point, in: window) }
      }
    case SDL_KEYDOWN, SDL_KEYUP:
      let key = Self.key(from: event.key.keysym)
      let down = SDL_EventType(event.type) == SDL_KEYDOWN
      let isRepeat = event.key.repeat != 0
      application.enqueueInput { application.sendKey(key, down: down, isRepeat: isRepeat) }
    case SDL_TEXTINPUT:
      let text = Self.string(from: event.text.text)
      application.enqueueInput { application.sendText(text) }
    case SDL_TEXTEDITING:
      let text = Self.string(from: event.edit.text)
      application.enqueueInput { application.sendMarkedText(text) }
    case SDL_WINDOWEVENT
    where SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_FOCUS_LOST:
      buttons = []
      application.enqueueInput { application.sendFocusLost() }
    default:
      return false
    }
    return true
  }

  /// A key as UIKit describes it: the HID usage, modifiers, and the characters it types.
  static func key(from keysym: SDL_Keysym) -> UIKey {
    let flags = modifierFlags(UInt32(keysym.mod))
    let usage = UIKeyboardHIDUsage(rawValue: Int(keysym.scancode.rawValue))
    let plain = characters(for: keysym.sym, usage: usage)
    let shifted = flags.contains(.shift) || flags.contains(.alphaShift)
    return UIKey(
      keyCode: usage, characters: shifted ? plain.uppercased() : plain,
      charactersIgnoringModifiers: plain, modifierFlags: flags)
  }

  /// SDL's modifier state (`SDL_Keymod` bits) as UIKit's modifier flags.
  static func modifierFlags(_ modifiers: UInt32) -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    if modifiers & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
    if modifiers & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
    if modifiers & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
    if modifiers & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
    if modifiers & UInt32(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
    return flags
  }

  /// An SDL mouse button as UIKit numbers it: left is the primary button (1), right the
  /// secondary (2), middle the third, and the side buttons the fourth and fifth.
  static func buttonMask(of button: UInt8) -> UIEvent.ButtonMask {
    switch Int32(button) {
    case SDL_BUTTON_LEFT: .primary
    case SDL_BUTTON_RIGHT: .secondary
    case SDL_BUTTON_MIDDLE: .button(3)
    default: .button(Int(button))
    }
  }

  /// What a key types without modifiers, with UIKit's names for the special keys.
  private static func characters(for sym: SDL_Keycode, usage: UIKeyboardHIDUsage) -> String {
    switch usage {
    case .keyboardUpArrow: return UIKeyCommand.inputUpArrow
    case .keyboardDownArrow: return UIKeyCommand.inputDownArrow
    case .keyboardLeftArrow: return UIKeyCommand.inputLeftArrow
    case .keyboardRightArrow: return UIKeyCommand.inputRightArrow
    case .keyboardEscape: return UIKeyCommand.inputEscape
    case .keyboardHome: return UIKeyCommand.inputHome
    case .keyboardEnd: return UIKeyCommand.inputEnd
    case .keyboardPageUp: return UIKeyCommand.inputPageUp
    case .keyboardPageDown: return UIKeyCommand.inputPageDown
    case .keyboardReturnOrEnter: return "\r"
    case .keyboardTab: return "\t"
    case .keyboardDeleteOrBackspace: return "\u{8}"
    case .keyboardDeleteForward: return "\u{7F}"
    default:
      let function = usage.rawValue - UIKeyboardHIDUsage.keyboardF1.rawValue
      if UIKeyCommand.functionKeys.indices.contains(function) {
        return UIKeyCommand.functionKeys[function]
      }
      guard sym > 0, sym < 0x4000_0000, let scalar = Unicode.Scalar(UInt32(sym)) else {
        return ""
      }
      return String(Character(scalar))
    }
  }

  /// A NUL-terminated UTF-8 buffer from an SDL event, as a string.
  static func string<Buffer>(from buffer: Buffer) -> String {
    withUnsafeBytes(of: buffer) { bytes in
      let utf8 = bytes.prefix { $0 != 0 }
      return String(decoding: utf8, as: UTF8.self)
    }
  }
}
