import SwiftSyntax

extension TargetActionPorter {
  /// `CADisplayLink(target: t, selector: #selector(step(_:)))` →
  /// `CADisplayLink(handler: { [t] link in t.step(link) })`: the link retained its target.
  func portDisplayLink(_ call: TargetActionCall) -> RewriteOutcome {
    guard let (_, selector) = call.selector, let target = call.argument("target")?.expression,
      let method = resolve(selector, target: target, in: call), method.name.labels.count < 2
    else { return call.selector.map { leftUnresolved(call, $0.reference) } ?? RewriteOutcome() }
    let parameter = parameterName("link", target: target, method: method)
    guard
      let arguments = arguments(for: method, parameter: parameter, sender: .typed("CADisplayLink")),
      let edit = replaceArguments(
        call,
        with:
          "(handler: \(ActionClosure(target: target, capture: .strong, method: method.name, parameter: parameter, arguments: arguments, assumesMainActor: false).text))"
      )
    else { return leftUnresolved(call, selector) }
    return rewrote(
      call, edit, "the display link's target and selector are a handler calling `\(method.name)`")
  }

  /// `Timer.scheduledTimer(timeInterval: i, target: t, selector: #selector(tick(_:)), userInfo: nil,
  /// repeats: r)` → `Timer.scheduledTimer(withTimeInterval: i, repeats: r, block: { timer in
  /// MainActor.assumeIsolated { t.tick(timer) } })`, and `Timer(timeInterval:…)` and
  /// `Timer(fireAt:…)` to their block forms. The timer retained its target; Foundation runs
  /// blocks as `@Sendable`, so a main-actor method is called through `assumeIsolated` (timers on
  /// the main run loop fire on the main thread).
  func portTimer(_ call: TargetActionCall) -> RewriteOutcome {
    let fields = ["timeInterval", "target", "selector", "userInfo", "repeats"]
    let isScheduled = call.name == "scheduledTimer"
    let isInit =
      call.name == "Timer" || (call.name == "init" && call.receiver?.trimmedDescription == "Timer")
    guard isScheduled || isInit,
      call.labels == fields || call.labels == ["fireAt", "interval"] + fields.dropFirst(),
      let (_, selector) = call.selector, let target = call.argument("target")?.expression
    else { return RewriteOutcome() }
    guard TargetActionCall.isNil(call.argument("userInfo")?.expression) else {
      return left(
        call,
        "a block timer has no `userInfo`: capture the value in the block and pass it to the "
          + "method yourself")
    }
    guard let method = resolve(selector, target: target, in: call), method.name.labels.count < 2
    else { return leftUnresolved(call, selector) }
    let parameter = parameterName("timer", target: target, method: method)
    guard let arguments = arguments(for: method, parameter: parameter, sender: .typed("Timer"))
    else { return leftUnresolved(call, selector) }
    let closure = ActionClosure(
      target: target, capture: .strong, method: method.name, parameter: parameter,
      arguments: arguments, assumesMainActor: isMainActor(method, target: target, in: call))
    let repeats = call.argument("repeats")?.expression.trimmedDescription ?? "false"
    let block = "repeats: \(repeats), block: \(closure.text))"
    let edit: TextEdit?
    if let fireAt = call.argument("fireAt"), let interval = call.argument("interval") {
      edit = replaceArguments(
        call,
        with: "(fire: \(fireAt.expression.trimmedDescription), interval: "
          + "\(interval.expression.trimmedDescription), \(block)")
    } else {
      let interval = call.argument("timeInterval")?.expression.trimmedDescription ?? "0"
      edit =
        isScheduled
        ? replaceCall(call, with: "scheduledTimer(withTimeInterval: \(interval), \(block)")
        : replaceArguments(call, with: "(timeInterval: \(interval), \(block)")
    }
    guard let edit else { return RewriteOutcome() }
    return rewrote(
      call, edit, "the timer's target and selector are a block calling `\(method.name)`")
  }

  /// `perform(#selector(m))` and `perform(_:with:)` → a direct call;
  /// `perform(#selector(m(_:)), with: x, afterDelay: d)` →
  /// `DispatchQueue.main.asyncAfter(deadline: .now() + d, execute: { [argument = x] in self.m(argument) })`;
  /// `performSelector(onMainThread:with:waitUntilDone: false)` → `DispatchQueue.main.async`.
  func portPerform(_ call: TargetActionCall) -> RewriteOutcome {
    guard let (selectorArgument, selector) = call.selector,
      call.call.arguments.first?.id == selectorArgument.id
    else { return RewriteOutcome() }
    let receiver = call.receiver
    let target = receiver ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.`self`)))
    let values = call.call.arguments.filter { $0.label?.text == "with" }.map(\.expression)
    guard let method = resolve(selector, target: target, in: call) else {
      return leftUnresolved(call, selector)
    }
    guard method.name.labels.count <= values.count,
      values.dropFirst(method.name.labels.count).allSatisfy(TargetActionCall.isNil)
    else {
      return left(
        call, "`\(method.name)` takes more arguments than `perform` passes: call it directly")
    }
    let passed = Array(values.prefix(method.name.labels.count))
    switch call.labels {
    case ["_"], ["_", "with"], ["_", "with", "with"]:
      guard call.isStatement else {
        return left(
          call,
          "`perform` returns the method's result as an unmanaged object: call `\(method.name)` "
            + "directly and use its result")
      }
      let prefix = receiver.map { "\($0.trimmedDescription)." } ?? ""
      let arguments = zip(method.name.labels, passed).map { label, value in
        label == "_" ? value.trimmedDescription : "\(label): \(value.trimmedDescription)"
      }
      return rewrote(
        call,
        TextEdit(
          range: file.range(of: call.call),
          replacement: "\(prefix)\(method.name.base)(\(arguments.joined(separator: ", ")))"),
        "`perform(_:)` of a known method is a call of `\(method.name)`")
    case ["_", "with", "afterDelay"], ["onMainThread", "with", "waitUntilDone"]:
      let isDelayed = call.labels.last == "afterDelay"
      if isDelayed && facts.cancelsPerformRequests {
        return left(
          call,
          "`cancelPreviousPerformRequests` cannot cancel a dispatched block: schedule a `Timer` "
            + "you keep, and invalidate it instead")
      }
      if !isDelayed && call.argument("waitUntilDone")?.expression.trimmedDescription != "false" {
        return left(
          call,
          "on the main thread already, call `\(method.name)` directly; otherwise use "
            + "`DispatchQueue.main.sync`")
      }
      var captures: [String] = []
      let arguments = passed.map { value -> String in
        if value.is(NilLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
          || value.is(StringLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
        {
          return value.trimmedDescription
        }
        // `perform` took the value when called; the block must too.
        captures.append("argument = \(value.trimmedDescription)")
        return "argument"
      }
      var closure = ActionClosure(
        target: target, capture: .strong, method: method.name, parameter: nil,
        arguments: arguments, assumesMainActor: false)
      closure.extraCaptures = captures
      let schedule =
        isDelayed
        ? "DispatchQueue.main.asyncAfter(deadline: .now() + "
          + "\(call.argument("afterDelay")?.expression.trimmedDescription ?? "0"), execute: "
        : "DispatchQueue.main.async(execute: "
      return rewrote(
        call,
        TextEdit(range: file.range(of: call.call), replacement: "\(schedule)\(closure.text))"),
        "`perform` later is a block on the main queue calling `\(method.name)`")
    default:
      return left(
        call,
        "this `perform` form has no block equivalent here: dispatch a block that calls "
          + "`\(method.name)`")
    }
  }
}
