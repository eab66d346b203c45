import SwiftSyntax

/// Finds, in one file, the calls that pass a target and a selector, and the calls that undo
/// them (`removeTarget`, `removeObserver`, `cancelPreviousPerformRequests`).
final class TargetActionCallFinder: SyntaxVisitor {
  private(set) var calls: [TargetActionCall] = []
  /// `removeTarget(_:action:for:)`'s selectors, by method name.
  private(set) var removedActions: Set<String> = []
  /// The targets `removeObserver` is called with, as written, with the type the call is in.
  private(set) var removedObservers: Set<String> = []
  /// Whether `cancelPreviousPerformRequests` is called.
  private(set) var cancelsPerformRequests = false
  /// `#selector`s that are not an argument of a call: `item.action = #selector(…)`.
  private(set) var looseSelectors: [MacroExpansionExprSyntax] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let call = TargetActionCall(node) else { return .visitChildren }
    switch call.name {
    case "removeTarget":
      if let selector = call.selector { removedActions.insert(selector.reference.base) }
    case "removeObserver":
      if let observer = call.argument("_") {
        removedObservers.insert(Self.observerKey(observer.expression, in: call.enclosingType))
      }
    case "cancelPreviousPerformRequests":
      cancelsPerformRequests = true
    default:
      break
    }
    if call.selector != nil || call.argument("target") != nil { calls.append(call) }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    let isArgument =
      node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.is(FunctionCallExprSyntax.self)
      == true
    if node.macroName.text == "selector" && !isArgument { looseSelectors.append(node) }
    return .visitChildren
  }

  /// How an observer is named when added and removed: the target as written, in its type.
  static func observerKey(_ target: ExprSyntax, in type: String?) -> String {
    "\(type ?? ""):\(target.trimmedDescription)"
  }
}
