/// Sends an Interface Builder action to its target when a control fires, as UIKit's
/// `sendAction(_:to:from:for:)` does: the method is looked up by selector at that moment, and
/// an action whose target is First Responder travels the responder chain.
@MainActor
enum InterfaceActionDispatch {
  /// Performs `selector` on `target` (or along the chain, for the First Responder placeholder);
  /// raises UIKit's "unrecognized selector" when nothing performs it.
  static func send(_ selector: Selector, to target: AnyObject?, sender: Any?) {
    let receiver: AnyObject?
    if target is FirstResponderPlaceholder {
      receiver = firstResponder(for: selector, sender: sender)
    } else {
      receiver = target
    }
    // A released target: UIKit's targets are not retained, and a message to nil does nothing.
    guard let receiver else {
      if target is FirstResponderPlaceholder { raiseUnrecognized(selector, receiver: target) }
      return
    }
    guard let binding = ActionBinding.find(selector, in: receiver) else {
      raiseUnrecognized(selector, receiver: receiver)
      return
    }
    if case .wrongSender(let expected) = binding.perform(on: receiver, sender: sender) {
      UIKitException.raise(
        .invalidArgumentException,
        "-[\(String(reflecting: type(of: receiver))) \(selector)]: the ActionBinding takes a "
          + "\(expected) sender, but was sent \(sender.map { "\(type(of: $0))" } ?? "nil")")
    }
  }

  /// The first responder that binds `selector`, starting at the first responder (or the
  /// sender when there is none) and following `next`.
  static func firstResponder(for selector: Selector, sender: Any?) -> UIResponder? {
    var responder = FirstResponder.current ?? sender as? UIResponder
    while let current = responder {
      if ActionBinding.find(selector, in: current) != nil { return current }
      responder = current.next
    }
    return nil
  }

  /// UIKit's message for an action its target does not implement.
  static func raiseUnrecognized(_ selector: Selector, receiver: AnyObject?) {
    let name = receiver.map { String(reflecting: type(of: $0)) } ?? "nil"
    let address = receiver.map { ObjectIdentifier($0).debugAddress } ?? "0x0"
    UIKitException.raise(
      .invalidArgumentException,
      "-[\(name) \(selector)]: unrecognized selector sent to instance \(address)")
  }

  /// Xcode's names for control events.
  static let controlEvents: [String: UIControl.Event] = [
    "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat,
    "touchDragInside": .touchDragInside, "touchDragOutside": .touchDragOutside,
    "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
    "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
    "touchCancel": .touchCancel, "valueChanged": .valueChanged,
    "primaryActionTriggered": .primaryActionTriggered,
    "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
    "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
    "editingDidEndOnExit": .editingDidEndOnExit,
  ]
}
