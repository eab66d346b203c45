/// An object that can respond to and handle events, and a link in the responder chain.
///
/// Matches UIKit: views, view controllers, windows and the application are responders, and an
/// event a responder does not handle travels to ``next``: the default implementations of the
/// touch and press methods pass the event on. See `UIView.next` and `UIViewController.next` for
/// how the chain is built. Responders answer UIKit's accessibility members, which they inherit
/// from `_UIAccessibilityObject` (UIKit's `NSObject` has them).
@preconcurrency @MainActor
open class UIResponder: _UIAccessibilityObject {
  /// Makes a responder with no next responder of its own.
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or `nil` at its end (the application's delegate side).
  open var next: UIResponder? { nil }

  /// Matches UIKit: sent to every object an Interface Builder file made, once all of them exist
  /// and every outlet and action is connected. Override it (calling `super`) to finish setting
  /// up. UIKit declares it on `NSObject`; here views and view controllers, the objects files
  /// make, inherit it from `UIResponder`.
  open func awakeFromNib() {}

  /// The class name and address, as UIKit prints objects.
  open override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }

  // MARK: Touches (the mouse's left button)

  /// Matches UIKit: passes the touches up the responder chain.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Matches UIKit: passes the touches up the responder chain.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Matches UIKit: passes the touches up the responder chain.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Matches UIKit: passes the touches up the responder chain.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Presses (the keyboard)

  /// Matches UIKit: passes the presses up the responder chain.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Matches UIKit: passes the presses up the responder chain. Never sent here: keys do not change.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Matches UIKit: passes the presses up the responder chain.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Matches UIKit: passes the presses up the responder chain. Never sent here.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  /// Matches UIKit: a motion (a shake: the host's Ctrl+Alt+Z) began. The first responder gets
  /// it, or the key window when there is none; by default it travels to ``next``, so a view
  /// controller that becomes first responder, or the app delegate at the chain's end, hears it.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionBegan(motion, with: event)
  }

  /// Matches UIKit: a motion ended: where a shake is answered (undo, a debug menu). By default
  /// it travels to ``next``.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionEnded(motion, with: event)
  }

  /// Matches UIKit: a motion was cancelled; declared for overrides (a shake always ends
  /// here). By default it travels to ``next``.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionCancelled(motion, with: event)
  }

  // MARK: First responder (see UIResponder+FirstResponder.swift)

  /// Matches UIKit: `false`; text fields and responders that take keyboard input say `true`.
  open var canBecomeFirstResponder: Bool { false }

  /// Matches UIKit: `true`; a responder that returns `false` keeps first-responder status when
  /// asked to resign.
  open var canResignFirstResponder: Bool { true }

  /// Makes this the key window's first responder, if it can be: keyboard events start here.
  @discardableResult
  open func becomeFirstResponder() -> Bool { makeFirstResponder() }

  /// Matches UIKit: gives up first-responder status if it has it and ``canResignFirstResponder``
  /// allows; returns whether it no longer has it.
  @discardableResult
  open func resignFirstResponder() -> Bool { resignFirstResponderStatus() }

  /// Matches UIKit: whether this is the first responder, where keyboard events start.
  open var isFirstResponder: Bool { FirstResponder.current === self }

  /// Key commands this responder offers; found along the chain from the first responder.
  open var keyCommands: [UIKeyCommand]? { nil }

  /// Matches UIKit: the nearest undo manager up the responder chain; every window has one, and
  /// a text field has its own while it is edited.
  open var undoManager: UndoManager? { next?.undoManager }

  // MARK: Input views (see UIResponder+Keyboard.swift)

  /// Matches UIKit: the view shown instead of the system keyboard while this responder is
  /// first; `nil` for the keyboard. Text fields and text views let it be set.
  open var inputView: UIView? { nil }

  /// Matches UIKit: the bar shown above the keyboard while this responder is first.
  open var inputAccessoryView: UIView? { nil }

  /// Matches UIKit: asks the system to read ``inputView`` and ``inputAccessoryView`` again;
  /// a first responder's new ones replace the panel at the bottom of its window.
  open func reloadInputViews() {
    if isFirstResponder, let view = self as? UIView { InputViewPresenter.update(for: view) }
  }
}

extension ObjectIdentifier {
  /// The address UIKit prints in descriptions such as `<UIView: 0x7f…>`.
  var debugAddress: String {
    "0x" + String(UInt(bitPattern: hashValue), radix: 16)
  }
}
