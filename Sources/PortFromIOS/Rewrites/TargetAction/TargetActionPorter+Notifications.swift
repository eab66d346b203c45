import SwiftSyntax

extension TargetActionPorter {
  /// `center.addObserver(t, selector: #selector(m(_:)), name: n, object: o)` →
  /// `_ = center.addObserver(forName: n, object: o, queue: nil, using: { [weak t] notification in
  /// MainActor.assumeIsolated { t?.m(notification) } })`. Selector observers are held weakly
  /// and called on the posting thread, as a block with no queue is; the token is dropped, so
  /// code that removes the observer is left for a person.
  func portObserver(_ call: TargetActionCall) -> RewriteOutcome {
    guard let (_, selector) = call.selector, let target = call.argument("_")?.expression,
      let name = call.argument("name")?.expression, let object = call.argument("object")?.expression
    else { return RewriteOutcome() }
    let key = TargetActionCallFinder.observerKey(target, in: call.enclosingType)
    guard !facts.removedObservers.contains(key) else {
      return left(
        call,
        "`removeObserver(\(target.trimmedDescription))` would not remove a block observer: keep "
          + "the token `addObserver(forName:object:queue:using:)` returns and remove that")
    }
    guard let method = resolve(selector, target: target, in: call), method.name.labels.count < 2
    else { return leftUnresolved(call, selector) }
    let parameter = parameterName("notification", target: target, method: method)
    guard
      let arguments = arguments(for: method, parameter: parameter, sender: .typed("Notification"))
    else { return leftUnresolved(call, selector) }
    let closure = ActionClosure(
      target: target, capture: .weak, method: method.name, parameter: parameter,
      arguments: arguments, assumesMainActor: isMainActor(method, target: target, in: call))
    var outcome = rewrote(
      call,
      replaceCall(
        call,
        with: "addObserver(forName: \(name.trimmedDescription), object: "
          + "\(object.trimmedDescription), queue: nil, using: \(closure.text))"),
      "the observer's selector is a block calling `\(method.name)`")
    // The block form returns the observer's token; a statement that drops it says so.
    if call.isStatement { outcome.edit(.insert("_ = ", at: file.start(of: call.call))) }
    return outcome
  }
}
