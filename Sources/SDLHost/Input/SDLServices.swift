import CSDL2
import UIKit

/// The platform services the core asks the host for, on SDL: the clipboard, the input method
/// (text input with IME composition) and the mouse cursor.
@MainActor
final class SDLServices: ClipboardService, TextInputService, CursorService {
  private var cursors: [SystemCursor: OpaquePointer] = [:]
  private var current: SystemCursor?

  var text: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else {
        return nil
      }
      defer { SDL_free(pointer) }
      return String(cString: pointer)
    }
    set { SDL_SetClipboardText(newValue ?? "") }
  }

  func startTextInput(caretRect: CGRect) {
    var rect = SDL_Rect(
      x: Int32(caretRect.minX), y: Int32(caretRect.minY), w: Int32(max(1, caretRect.width)),
      h: Int32(max(1, caretRect.height)))
    SDL_SetTextInputRect(&rect)
    SDL_StartTextInput()
  }

  func stopTextInput() {
    SDL_StopTextInput()
  }

  func setCursor(_ cursor: SystemCursor) {
    guard cursor != current else { return }
    current = cursor
    if cursors[cursor] == nil {
      let id: SDL_SystemCursor =
        switch cursor {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .hand: SDL_SYSTEM_CURSOR_HAND
        }
      cursors[cursor] = SDL_CreateSystemCursor(id)
    }
    if let handle = cursors[cursor] { SDL_SetCursor(handle) }
  }

  /// Frees the cursors; SDL must still be running.
  func release() {
    for cursor in cursors.values { SDL_FreeCursor(cursor) }
    cursors = [:]
  }
}
