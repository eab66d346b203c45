import SwiftSyntax

/// Ports target-action and the other selector-taking APIs to their closure forms: controls,
/// gesture recognizers, bar button items, key commands, display links, timers, notifications
/// and `perform(_:with:afterDelay:)`.
///
/// Each closure calls the same method with the same argument (the sender, cast to the type the
/// method takes) and holds the target as the selector API did (see ``ActionClosure``).
///
/// ```swift
/// button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)     // before
/// button.addAction(                                                               // after
///   UIAction(handler: { [weak self] action in self?.tapped(action.sender as! UIButton) }),
///   for: .touchUpInside)
/// ```
struct TargetActionRewrite: Rewrite {
  static let construct = "`#selector` target-action"

  /// What the whole package does that a single call's rewrite depends on.
  struct PackageFacts {
    /// Methods some `removeTarget` names: their actions get an identifier to be removed by.
    var removedActions: Set<String> = []
    /// Observers some `removeObserver` names.
    var removedObservers: Set<String> = []
    /// Whether some code cancels perform requests, which a dispatched block cannot honour.
    var cancelsPerformRequests = false
  }

  func run(on package: ParsedPackage) -> [String: RewriteOutcome] {
    var facts = PackageFacts()
    var calls: [String: [TargetActionCall]] = [:]
    var looseSelectors: [String: [MacroExpansionExprSyntax]] = [:]
    let fragments = [
      "#selector", "target:", "removeTarget", "removeObserver", "cancelPreviousPerformRequests",
    ]
    let relevant = package.files.filter { file in fragments.contains(where: file.mentions) }
    for file in relevant {
      let finder = TargetActionCallFinder()
      finder.walk(file.tree)
      calls[file.path] = finder.calls
      looseSelectors[file.path] = finder.looseSelectors
      facts.removedActions.formUnion(finder.removedActions)
      facts.removedObservers.formUnion(finder.removedObservers)
      facts.cancelsPerformRequests = facts.cancelsPerformRequests || finder.cancelsPerformRequests
    }
    var outcomes: [String: RewriteOutcome] = [:]
    for file in relevant {
      let porter = TargetActionPorter(file: file, index: package.index, facts: facts)
      var outcome = RewriteOutcome()
      for call in calls[file.path] ?? [] {
        outcome.merge(porter.port(call))
      }
      for selector in looseSelectors[file.path] ?? [] {
        var left = RewriteOutcome()
        left.cannotPort(
          Self.construct, at: file.start(of: selector),
          "`#selector` needs the Objective-C runtime: store a closure instead (a bar button "
            + "item's `primaryAction`, a control's `UIAction`)")
        outcome.merge(left)
      }
      outcomes[file.path] = outcome
    }
    return outcomes
  }
}
