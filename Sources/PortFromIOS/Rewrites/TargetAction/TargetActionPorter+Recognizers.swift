import SwiftSyntax

extension TargetActionPorter {
  /// `UIPanGestureRecognizer(target: t, action: #selector(m(_:)))` →
  /// `UIPanGestureRecognizer(handler: { [weak t] recognizer in t?.m(recognizer) })`.
  func portRecognizer(_ call: TargetActionCall) -> RewriteOutcome {
    guard let target = call.argument("target")?.expression,
      let action = call.argument("action")?.expression
    else { return RewriteOutcome() }
    if TargetActionCall.isNil(target) && TargetActionCall.isNil(action) {
      guard let edit = replaceArguments(call, with: "()") else { return RewriteOutcome() }
      return rewrote(call, edit, "a recognizer with no target and no action needs neither")
    }
    guard let selector = SelectorReference(action) else { return RewriteOutcome() }
    guard !TargetActionCall.isNil(target) else { return leftForResponderChain(call) }
    guard let method = resolve(selector, target: target, in: call), method.name.labels.count < 2
    else { return leftUnresolved(call, selector) }
    let parameter = parameterName("recognizer", target: target, method: method)
    let sender = TargetActionPorter.Sender.typed(uiKitClass(of: call.name))
    guard let arguments = arguments(for: method, parameter: parameter, sender: sender),
      let edit = replaceArguments(
        call,
        with:
          "(handler: \(ActionClosure(target: target, capture: .weak, method: method.name, parameter: parameter, arguments: arguments, assumesMainActor: false).text))"
      )
    else { return leftUnresolved(call, selector) }
    return rewrote(
      call, edit, "the recognizer's target and action are a handler calling `\(method.name)`")
  }

  /// `recognizer.addTarget(t, action: #selector(m(_:)))` →
  /// `recognizer.addTarget({ [weak t] recognizer in t?.m(recognizer as! UIPanGestureRecognizer) })`.
  func portRecognizerTarget(_ call: TargetActionCall) -> RewriteOutcome {
    guard let (_, selector) = call.selector, let target = call.argument("_")?.expression else {
      return RewriteOutcome()
    }
    guard !TargetActionCall.isNil(target) else { return leftForResponderChain(call) }
    guard let method = resolve(selector, target: target, in: call), method.name.labels.count < 2
    else { return leftUnresolved(call, selector) }
    let parameter = parameterName("recognizer", target: target, method: method)
    guard
      let arguments = arguments(
        for: method, parameter: parameter, sender: .typed("UIGestureRecognizer"))
    else { return leftUnresolved(call, selector) }
    let closure = ActionClosure(
      target: target, capture: .weak, method: method.name, parameter: parameter,
      arguments: arguments, assumesMainActor: false)
    return rewrote(
      call, replaceCall(call, with: "addTarget(\(closure.text))"),
      "the recognizer's added target and action are a closure calling `\(method.name)`")
  }

  /// `recognizer.removeTarget(nil, action: nil)` → `recognizer.removeAllTargets()`; one target's
  /// closure cannot be removed alone.
  func portRecognizerRemoval(_ call: TargetActionCall) -> RewriteOutcome {
    let target = call.argument("_")?.expression
    let action = call.argument("action")?.expression
    guard TargetActionCall.isNil(target) && TargetActionCall.isNil(action) else {
      return left(
        call,
        "a recognizer's closures cannot be removed one at a time: call `removeAllTargets()` "
          + "and add back the ones to keep, or have the closure check a flag")
    }
    return rewrote(
      call, replaceCall(call, with: "removeAllTargets()"),
      "removing every target is `removeAllTargets()`")
  }
}
