/// The system clipboard. The SDL host backs it with SDL's clipboard; headless it is memory.
@MainActor
package protocol ClipboardService: AnyObject {
  var text: String? { get set }
}

/// Text input from the platform's input methods. The core asks for it while a text field is
/// first responder, so that IMEs (Hangul, for one) compose into it, and says where the caret is
/// so the IME's candidate window appears next to it.
@MainActor
package protocol TextInputService: AnyObject {
  func startTextInput(caretRect: CGRect)
  func stopTextInput()
}

/// The mouse pointer's shape.
@MainActor
package protocol CursorService: AnyObject {
  func setCursor(_ cursor: SystemCursor)
}

/// The pointer shapes the core asks for.
package enum SystemCursor: Sendable, Equatable {
  case arrow
  /// Over text that can be edited.
  case iBeam
  /// Over buttons and other controls.
  case hand

  /// The cursor for the view under the pointer: the I-beam over text fields, the hand over
  /// enabled controls, the arrow elsewhere.
  @MainActor
  static func `for`(_ view: UIView?) -> SystemCursor {
    var current = view
    while let candidate = current {
      if candidate is UITextField { return .iBeam }
      if let control = candidate as? UIControl, control.isEnabled { return .hand }
      current = candidate.superview
    }
    return .arrow
  }
}

/// The headless stand-ins: a clipboard in memory, and no input method or cursor.
@MainActor
final class HeadlessServices: ClipboardService, TextInputService, CursorService {
  var text: String?
  private(set) var textInputActive = false
  private(set) var cursor = SystemCursor.arrow

  func startTextInput(caretRect: CGRect) { textInputActive = true }
  func stopTextInput() { textInputActive = false }
  func setCursor(_ cursor: SystemCursor) { self.cursor = cursor }
}
