import CSDL2
import Testing
import UIKitTestSupport

@testable import SDLHost
@testable import UIKit

/// Text pasted from the desktop's clipboard arrives as bytes that need not be UTF-8: the text
/// view keeps what decodes and marks each bad sequence, with no crash.
@Suite("Pasting from the desktop clipboard: invalid UTF-8", .uiTest)
@MainActor
struct ClipboardPasteTests {
  @Test("invalid UTF-8 pastes as its valid text with U+FFFD for each bad sequence")
  func invalidUTF8() throws {
    _ = try VideoSession.start(preferredDriver: "offscreen")
    let saved = UIApplication.shared.clipboardService
    defer {
      UIApplication.shared.clipboardService = saved
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }
    UIApplication.shared.clipboardService = SDLServices()
    // "a", a stray 0xFF, "b", a lead byte cut short by a space, a UTF-16 surrogate encoded as
    // UTF-8, "c", an overlong "/", and a valid "é" and newline.
    let bytes: [UInt8] = [
      0x61, 0xFF, 0x62, 0xC3, 0x20, 0xED, 0xA0, 0x80, 0x63, 0xC0, 0xAF, 0xC3, 0xA9, 0x0A, 0x64, 0,
    ]
    _ = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { SDL_SetClipboardText($0.baseAddress) }
    }
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 300, height: 200))
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.addSubview(textView)
    textView.text = "<>"
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 1, length: 0)

    let paste = UIKey(
      keyCode: .keyboardV, characters: "v", charactersIgnoringModifiers: "v",
      modifierFlags: .control)
    UIApplication.shared.sendKey(paste, down: true)
    UIApplication.shared.sendKey(paste, down: false)
    textView.layoutIfNeeded()

    #expect(textView.text == "<a\u{FFFD}b\u{FFFD} \u{FFFD}\u{FFFD}\u{FFFD}c\u{FFFD}\u{FFFD}é\nd>")
    #expect(textView.selectedRange == NSRange(location: 15, length: 0))
  }
}
