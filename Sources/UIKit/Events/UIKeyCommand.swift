/// A keyboard shortcut a responder offers through `keyCommands`.
///
/// Matches UIKit: commands are looked up along the responder chain from the first responder,
/// each responder's in order, and the first whose input and modifiers match the key wins.
/// Linux has no selectors, so the action is a closure.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///   [UIKeyCommand(input: "n", modifierFlags: .control) { _ in self.showNextPage() }]
/// }
/// ```
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
  /// The characters the key must type without modifiers (compared case-insensitively), or one of
  /// the `input…` constants.
  public let input: String?
  /// Matches UIKit: the modifiers that must be held, exactly; caps lock and the keypad flag are
  /// ignored.
  public let modifierFlags: UIKeyModifierFlags
  /// A name for the command; stored only, since there are no menus or shortcut overlays here.
  open var title: String
  /// A name for where commands are discovered; stored only.
  open var discoverabilityTitle: String?
  /// Matches UIKit: lets a command without Control, Option or Command fire while a text field is
  /// being edited, instead of the key being typed.
  open var wantsPriorityOverSystemBehavior = false
  private let handler: (UIKeyCommand) -> Void

  /// Makes a command that runs `handler` when its key is pressed.
  ///
  /// Matches UIKit's iOS 15 `UIKeyCommand(title:image:action:input:modifierFlags:…)` with a closure
  /// in place of the selector, since Linux has no selectors; the handler receives the command.
  public init(
    title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [],
    discoverabilityTitle: String? = nil, handler: @escaping (UIKeyCommand) -> Void
  ) {
    self.title = title
    self.input = input
    self.modifierFlags = modifierFlags
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init()
  }

  /// The up arrow key.
  public static let inputUpArrow = "UIKeyInputUpArrow"
  /// The down arrow key.
  public static let inputDownArrow = "UIKeyInputDownArrow"
  /// The left arrow key.
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// The right arrow key.
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// The Escape key.
  public static let inputEscape = "UIKeyInputEscape"
  /// The Home key.
  public static let inputHome = "UIKeyInputHome"
  /// The End key.
  public static let inputEnd = "UIKeyInputEnd"
  /// The Page Up key.
  public static let inputPageUp = "UIKeyInputPageUp"
  /// The Page Down key.
  public static let inputPageDown = "UIKeyInputPageDown"
  /// The F1 key. Matches UIKit's `UIKeyCommand.f1` (iOS 13.4); F1…F12 follow.
  public static let f1 = "UIKeyInputF1"
  /// The F2 key. The SDL host keeps it for its frame-time overlay, so no command sees it there.
  public static let f2 = "UIKeyInputF2"
  /// The F3 key. The SDL host keeps it for slow animations, so no command sees it there.
  public static let f3 = "UIKeyInputF3"
  /// The F4 key.
  public static let f4 = "UIKeyInputF4"
  /// The F5 key. The SDL host keeps it for recording, so no command sees it there.
  public static let f5 = "UIKeyInputF5"
  /// The F6 key.
  public static let f6 = "UIKeyInputF6"
  /// The F7 key.
  public static let f7 = "UIKeyInputF7"
  /// The F8 key.
  public static let f8 = "UIKeyInputF8"
  /// The F9 key.
  public static let f9 = "UIKeyInputF9"
  /// The F10 key.
  public static let f10 = "UIKeyInputF10"
  /// The F11 key.
  public static let f11 = "UIKeyInputF11"
  /// The F12 key.
  public static let f12 = "UIKeyInputF12"
  /// The function keys in order, F1 first: how a host names the key with a HID usage.
  package static let functionKeys = [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12]
  /// The forward Delete key. The SDL host reports that key as `"\u{7F}"`, so a command with this
  /// constant never fires there.
  public static let inputDelete = "UIKeyInputDelete"

  /// The modifiers that must match exactly; caps lock and the keypad flag do not count.
  static let significantModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

  func matches(_ key: UIKey) -> Bool {
    guard let input, !input.isEmpty else { return false }
    let held = key.modifierFlags.intersection(Self.significantModifiers)
    guard held == modifierFlags.intersection(Self.significantModifiers) else { return false }
    return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
  }

  func perform() {
    handler(self)
  }
}

/// Delivers keys: Tab moves focus, key commands along the chain, Return or Space activates
/// the focused control, and everything else reaches the first responder as presses.
@MainActor
enum KeyboardDispatch {
  static func send(_ key: UIKey, down: Bool, isRepeat: Bool) -> Bool {
    let start =
      FirstResponder.current ?? FocusSystem.focusedView
      ?? UIApplication.shared.keyWindow?.topScreenController?.deepestChildForKeyCommands
    let press = UIPress(
      phase: down ? .began : .ended, key: key, timestamp: UIApplication.shared.mediaTime)
    let event = UIPressesEvent(presses: [press], timestamp: press.timestamp)
    guard down else {
      start?.pressesEnded([press], with: event)
      return true
    }
    let modifiers = key.modifierFlags.intersection(UIKeyCommand.significantModifiers)
    if key.keyCode == .keyboardTab && modifiers.isSubset(of: .shift) {
      FocusSystem.moveFocus(forward: !modifiers.contains(.shift))
      return true
    }
    if let command = keyCommand(matching: key, from: start) {
      command.perform()
      return true
    }
    if !isRepeat, key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keyboardSpacebar,
      !(FirstResponder.current is any TextInputReceiver),
      let control = FocusSystem.focusedView as? UIControl
    {
      control.performPrimaryActionFromKeyboard()
      return true
    }
    start?.pressesBegan([press], with: event)
    return true
  }

  /// The first matching command along the chain. A text field being edited keeps plain typing:
  /// commands without modifiers do not preempt it unless they ask to.
  private static func keyCommand(matching key: UIKey, from start: UIResponder?) -> UIKeyCommand? {
    let typing = FirstResponder.current is any TextInputReceiver
    var responder = start
    while let current = responder {
      for command in current.keyCommands ?? [] where command.matches(key) {
        let plain = command.modifierFlags.intersection([.control, .alternate, .command]).isEmpty
        if typing && plain && !command.wantsPriorityOverSystemBehavior { continue }
        return command
      }
      responder = current.next
    }
    return nil
  }
}

extension UIViewController {
  /// Where key commands start when nothing is first responder: down through each container's
  /// visible child.
  var deepestChildForKeyCommands: UIViewController {
    var controller = self
    while let child = controller.childForKeyCommands { controller = child }
    return controller
  }
}
