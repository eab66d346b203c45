import SwiftSyntax

/// Ports the target-action calls of one file, knowing the package (see
/// ``TargetActionRewrite``).
struct TargetActionPorter {
  let file: ParsedFile
  let index: PackageIndex
  let facts: TargetActionRewrite.PackageFacts

  /// What the closure receives, from which the method's sender argument is made.
  enum Sender {
    /// A `UIAction`, whose `sender` (`Any?`) is the control or the bar button item.
    case action
    /// A value of this type: the recognizer, the timer, the display link, the notification.
    case typed(String)
  }

  /// The method a selector names, with its labels, and its parameter types when the package
  /// declares it.
  struct Method {
    var name: FunctionName
    var parameterTypes: [String]?
    var owner: String?
  }

  /// The edits for one call, or nothing when it is not a form this rewrite knows (the final
  /// sweep reports any `#selector` left).
  func port(_ call: TargetActionCall) -> RewriteOutcome {
    switch (call.name, call.labels) {
    case ("addTarget", ["_", "action", "for"]): return portControlAction(call)
    case ("removeTarget", ["_", "action", "for"]): return portControlRemoval(call)
    case ("addTarget", ["_", "action"]): return portRecognizerTarget(call)
    case ("removeTarget", ["_", "action"]): return portRecognizerRemoval(call)
    case (_, ["target", "action"]) where isRecognizer(call.name): return portRecognizer(call)
    case (_, _) where isBarButtonItem(call.name) && call.labels.contains("action"):
      return portBarButtonItem(call)
    case ("UIKeyCommand", _) where call.labels.contains("action"): return portKeyCommand(call)
    case ("CADisplayLink", ["target", "selector"]): return portDisplayLink(call)
    case ("scheduledTimer", _), ("Timer", _), ("init", _): return portTimer(call)
    case ("addObserver", ["_", "selector", "name", "object"]): return portObserver(call)
    case ("perform", _), ("performSelector", _): return portPerform(call)
    case ("UIMenuItem", _):
      return left(
        call,
        "`UIMenuItem` and `UIMenuController` are not available (they are deprecated on iOS): "
          + "offer the command as a `UIAction` in a `UIMenu`, or as a `UIKeyCommand`")
    case ("responds", ["to"]):
      return left(
        call,
        "there is no Objective-C runtime to ask: call the method, or give the type a property "
          + "that says whether it can")
    case ("sendAction", _):
      return left(
        call,
        "actions are not sent by selector here: call the responder's method (to end editing, "
          + "`view.endEditing(true)`)")
    default:
      guard let (_, selector) = call.selector else { return RewriteOutcome() }
      return left(
        call,
        "`#selector` needs the Objective-C runtime: pass a closure that calls "
          + "`\(selector.description)` instead")
    }
  }

  // MARK: Shared by the forms

  /// The method `selector` names, looked up in the type the selector names, or the enclosing
  /// type when the target is `self`, or anywhere when only one method has the name.
  func resolve(_ selector: SelectorReference, target: ExprSyntax?, in call: TargetActionCall)
    -> Method?
  {
    let targetIsSelf = target == nil || target?.trimmedDescription == "self"
    let type = selector.explicitType ?? (targetIsSelf ? call.enclosingType : nil)
    if let info = index.method(selector.base, labels: selector.labels, in: type) {
      return Method(name: info.name, parameterTypes: info.parameterTypes, owner: info.owner)
    }
    guard let labels = selector.labels else { return nil }
    return Method(name: FunctionName(base: selector.base, labels: labels), owner: type)
  }

  /// The argument that passes the sender to a method taking `parameterType`, or `nil` when
  /// the type is unknown and the sender is untyped.
  func senderArgument(_ parameter: String, _ sender: Sender, parameterType: String?) -> String? {
    let available: String
    let availableType: String?
    switch sender {
    case .action:
      available = "\(parameter).sender"
      availableType = nil
    case .typed(let type):
      available = parameter
      availableType = type
    }
    guard let parameterType else { return availableType == nil ? nil : available }
    var base = parameterType
    let isOptional = base.hasSuffix("?") || base.hasSuffix("!")
    if isOptional { base.removeLast() }
    if let availableType {
      if base == availableType || Self.passesUnchanged(base)
        || supertypes(of: availableType).contains(base)
      {
        return available
      }
      if base == "NSNotification" { return "\(available) as NSNotification" }
    } else if base == "Any" {
      return isOptional ? available : "\(available) as Any"
    } else if base == "AnyObject" {
      return "\(available) as AnyObject\(isOptional ? "?" : "")"
    }
    return isOptional ? "\(available) as? \(base)" : "\(available) as! \(base)"
  }

  /// The arguments for a method called with the closure's sender: none, or the sender.
  func arguments(for method: Method, parameter: String, sender: Sender) -> [String]? {
    switch method.name.labels.count {
    case 0: return []
    case 1:
      return senderArgument(parameter, sender, parameterType: method.parameterTypes?.first)
        .map { [$0] }
    default: return nil
    }
  }

  /// The closure's parameter name: `preferred`, unless the target is called that, or `_` when
  /// the method takes nothing.
  func parameterName(_ preferred: String, target: ExprSyntax, method: Method) -> String {
    if method.name.labels.isEmpty { return "_" }
    return target.trimmedDescription == preferred ? "sender" : preferred
  }

  /// Whether the method runs on the main actor, so a `@Sendable` closure must hop onto it.
  func isMainActor(_ method: Method, target: ExprSyntax, in call: TargetActionCall) -> Bool {
    if let owner = method.owner { return index.isMainActor(owner) }
    return target.trimmedDescription == "self" && call.enclosingType.map(index.isMainActor) == true
  }

  /// Replaces the call from its name to its end: `button.addTarget(…)` keeps `button.`.
  func replaceCall(_ call: TargetActionCall, with text: String) -> TextEdit {
    let start =
      call.call.calledExpression.as(MemberAccessExprSyntax.self).map { file.start(of: $0.declName) }
      ?? file.start(of: call.call)
    return TextEdit(range: start..<file.end(of: call.call), replacement: text)
  }

  /// Replaces the call's parenthesised arguments: `UITapGestureRecognizer(…)` keeps its type.
  func replaceArguments(_ call: TargetActionCall, with text: String) -> TextEdit? {
    guard let open = call.call.leftParen else { return nil }
    return TextEdit(range: file.start(of: open)..<file.end(of: call.call), replacement: text)
  }

  /// A "cannot port" note on the call.
  func left(_ call: TargetActionCall, _ advice: String) -> RewriteOutcome {
    var outcome = RewriteOutcome()
    outcome.cannotPort(TargetActionRewrite.construct, at: file.start(of: call.call), advice)
    return outcome
  }

  /// A "rewrote" note with one edit.
  func rewrote(_ call: TargetActionCall, _ edit: TextEdit, _ message: String) -> RewriteOutcome {
    var outcome = RewriteOutcome()
    outcome.edit(edit)
    outcome.rewrote(TargetActionRewrite.construct, at: file.start(of: call.call), message)
    return outcome
  }

  func isRecognizer(_ name: String) -> Bool {
    index.lineage(of: name).contains { $0.hasSuffix("GestureRecognizer") }
  }

  func isBarButtonItem(_ name: String) -> Bool {
    index.lineage(of: name).contains("UIBarButtonItem")
  }

  /// The UIKit class in `type`'s lineage: what the closure API of a subclass passes.
  func uiKitClass(of type: String) -> String {
    index.lineage(of: type).first { !index.owns($0) } ?? type
  }

  private func supertypes(of type: String) -> [String] {
    var names = index.lineage(of: type)
    if type.hasSuffix("GestureRecognizer") { names.append("UIGestureRecognizer") }
    if type == "UIScreenEdgePanGestureRecognizer" { names.append("UIPanGestureRecognizer") }
    return names
  }

  private static func passesUnchanged(_ type: String) -> Bool {
    ["Any", "AnyObject", "NSObject"].contains(type)
  }
}
