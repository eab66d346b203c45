import SwiftSyntax

extension TargetActionPorter {
  /// `control.addTarget(t, action: #selector(m(_:)), for: events)` →
  /// `control.addAction(UIAction(handler: { [weak t] action in t?.m(…) }), for: events)`.
  func portControlAction(_ call: TargetActionCall) -> RewriteOutcome {
    guard let (_, selector) = call.selector, let target = call.argument("_")?.expression,
      let events = call.argument("for")?.expression
    else { return RewriteOutcome() }
    guard !TargetActionCall.isNil(target) else { return leftForResponderChain(call) }
    guard let method = resolve(selector, target: target, in: call) else {
      return leftUnresolved(call, selector)
    }
    let parameter = parameterName("action", target: target, method: method)
    guard method.name.labels.count < 2 else {
      return left(
        call,
        "`\(method.name)` takes the event too, which `UIAction` does not pass: add a method "
          + "that takes the sender only and call it from `addAction(_:for:)`")
    }
    guard let arguments = arguments(for: method, parameter: parameter, sender: .action) else {
      return leftUntypedSender(call, method)
    }
    let closure = ActionClosure(
      target: target, capture: .weak, method: method.name, parameter: parameter,
      arguments: arguments, assumesMainActor: false)
    let identifier =
      facts.removedActions.contains(selector.base)
      ? "identifier: UIAction.Identifier(\"\(method.name)\"), " : ""
    return rewrote(
      call,
      replaceCall(
        call,
        with:
          "addAction(UIAction(\(identifier)handler: \(closure.text)), for: \(events.trimmedDescription))"
      ),
      "`addTarget(_:action:for:)` is `addAction(_:for:)` with a closure calling `\(method.name)`")
  }

  /// `control.removeTarget(t, action: #selector(m(_:)), for: events)` →
  /// `control.removeAction(identifiedBy: UIAction.Identifier("m(_:)"), for: events)`, the
  /// identifier the rewritten `addTarget` gave the action.
  func portControlRemoval(_ call: TargetActionCall) -> RewriteOutcome {
    guard let (_, selector) = call.selector, let target = call.argument("_")?.expression,
      let events = call.argument("for")?.expression
    else {
      return left(
        call,
        "removing every action is not available: remove each with "
          + "`removeAction(identifiedBy:for:)`")
    }
    guard let method = resolve(selector, target: target, in: call) else {
      return leftUnresolved(call, selector)
    }
    return rewrote(
      call,
      replaceCall(
        call,
        with:
          "removeAction(identifiedBy: UIAction.Identifier(\"\(method.name)\"), for: \(events.trimmedDescription))"
      ),
      "`removeTarget(_:action:for:)` is `removeAction(identifiedBy:for:)`; it removes the "
        + "actions calling `\(method.name)` whatever their target")
  }

  /// `UIBarButtonItem(barButtonSystemItem: .add, target: t, action: #selector(m))` →
  /// `UIBarButtonItem(systemItem: .add, primaryAction: UIAction(handler: { … }))`, and the
  /// other target-action initialisers to their `primaryAction:` forms.
  func portBarButtonItem(_ call: TargetActionCall) -> RewriteOutcome {
    guard let (_, selector) = call.selector, let target = call.argument("target")?.expression
    else { return RewriteOutcome() }
    guard !TargetActionCall.isNil(target) else { return leftForResponderChain(call) }
    guard !call.labels.contains("landscapeImagePhone") else {
      return left(
        call, "bar items have one image here: drop `landscapeImagePhone:` and pass `image:`")
    }
    guard let method = resolve(selector, target: target, in: call), method.name.labels.count < 2
    else { return leftUnresolved(call, selector) }
    let parameter = parameterName("action", target: target, method: method)
    guard let arguments = arguments(for: method, parameter: parameter, sender: .action) else {
      return leftUntypedSender(call, method)
    }
    let closure = ActionClosure(
      target: target, capture: .weak, method: method.name, parameter: parameter,
      arguments: arguments, assumesMainActor: false)
    let rewritten = call.call.arguments.compactMap { argument -> String? in
      switch argument.label?.text {
      case "target": return nil
      case "action": return "primaryAction: UIAction(handler: \(closure.text))"
      case "barButtonSystemItem": return "systemItem: \(argument.expression.trimmedDescription)"
      default: return argument.trimmedDescription.trimmingTrailingComma
      }
    }
    guard let edit = replaceArguments(call, with: "(\(rewritten.joined(separator: ", ")))") else {
      return RewriteOutcome()
    }
    return rewrote(
      call, edit,
      "the bar button item's target and action are a `primaryAction` calling "
        + "`\(method.name)`")
  }

  /// `UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(m))` →
  /// `UIKeyCommand(input: "n", modifierFlags: .command, handler: { [weak self] _ in self?.m() })`,
  /// when the type the command is made in has the method: the responder the action reached.
  func portKeyCommand(_ call: TargetActionCall) -> RewriteOutcome {
    guard let (_, selector) = call.selector else { return RewriteOutcome() }
    let supported = ["title", "input", "modifierFlags", "action", "discoverabilityTitle"]
    guard call.labels.allSatisfy(supported.contains) else {
      return left(
        call,
        "`UIKeyCommand(title:input:modifierFlags:discoverabilityTitle:handler:)` takes no "
          + "image, property list, alternates, attributes or state: drop them and pass a handler")
    }
    guard let type = call.enclosingType,
      let info = index.method(selector.base, labels: selector.labels, in: type)
    else {
      return left(
        call,
        "the key command's action goes up the responder chain, and `\(selector.description)` is "
          + "not a method of `\(call.enclosingType ?? "the enclosing type")`: pass a handler "
          + "that calls the responder you mean")
    }
    let method = Method(name: info.name, parameterTypes: info.parameterTypes, owner: type)
    let selfTarget = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.`self`)))
    let parameter = parameterName("command", target: selfTarget, method: method)
    guard
      let arguments = arguments(for: method, parameter: parameter, sender: .typed("UIKeyCommand"))
    else { return leftUntypedSender(call, method) }
    let closure = ActionClosure(
      target: selfTarget, capture: .weak, method: method.name, parameter: parameter,
      arguments: arguments, assumesMainActor: false)
    let kept = ["title", "input", "modifierFlags", "discoverabilityTitle"].compactMap { label in
      call.argument(label).map { "\(label): \($0.expression.trimmedDescription)" }
    }
    guard
      let edit = replaceArguments(
        call, with: "(\((kept + ["handler: \(closure.text)"]).joined(separator: ", ")))")
    else { return RewriteOutcome() }
    return rewrote(call, edit, "the key command's action is a handler calling `\(method.name)`")
  }

  func leftForResponderChain(_ call: TargetActionCall) -> RewriteOutcome {
    left(
      call,
      "a `nil` target sends the action up the responder chain, which closures do not: call the "
        + "responder you mean from the closure")
  }

  func leftUnresolved(_ call: TargetActionCall, _ selector: SelectorReference) -> RewriteOutcome {
    left(
      call,
      "cannot tell which method `#selector(\(selector.description))` names or what it takes: "
        + "write its labels in the selector (`\(selector.base)(_:)`), or write the closure by hand")
  }

  func leftUntypedSender(_ call: TargetActionCall, _ method: Method) -> RewriteOutcome {
    left(
      call,
      "cannot tell what sender type `\(method.name)` takes (it is not declared in the ported "
        + "sources): write the closure by hand, casting `action.sender`")
  }
}

extension String {
  /// The string without a trailing comma and the spaces around it: an argument as written
  /// before the next one.
  var trimmingTrailingComma: String {
    var text = self
    while text.last == " " || text.last == "\n" { text.removeLast() }
    if text.last == "," { text.removeLast() }
    return text
  }
}
