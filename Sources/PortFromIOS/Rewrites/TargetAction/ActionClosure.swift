import SwiftSyntax

/// The closure that replaces a target and a selector: it calls the method on the target, with
/// the capture the target-action form had.
///
/// `addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)` did not retain `self`,
/// so its closure captures `[weak self]` and calls `self?.tapped(…)`; a timer or a display link
/// retained its target until invalidated, so theirs capture it strongly.
struct ActionClosure {
  /// How the closure holds the target.
  enum Capture {
    /// As a weak reference: the sender did not keep the target alive.
    case weak
    /// Strongly: the sender kept the target alive.
    case strong
  }

  /// The target expression, as written.
  var target: ExprSyntax
  /// How the target is held.
  var capture: Capture
  /// The method called, with its labels.
  var method: FunctionName
  /// The closure's parameter name (`_` when the method does not use it), or `nil` for a
  /// closure type that has none.
  var parameter: String?
  /// The arguments passed to the method, one for each label.
  var arguments: [String]
  /// More captures, such as `argument = value` for a value that must be read now.
  var extraCaptures: [String] = []
  /// Whether the call must hop onto the main actor: the closure's API runs it as `@Sendable`
  /// (Foundation's timers and notifications) and the method is main-actor isolated.
  var assumesMainActor: Bool

  /// `{ [weak self] action in self?.tapped(action.sender as! UIButton) }`.
  var text: String {
    let (captureList, receiver) = captureAndReceiver
    let call =
      "\(receiver).\(method.base)("
      + zip(method.labels, arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }.joined(
        separator: ", ") + ")"
    let body = assumesMainActor ? "MainActor.assumeIsolated { \(call) }" : call
    let captures = (captureList.map { [$0] } ?? []) + extraCaptures
    let signature = [captures.isEmpty ? nil : "[\(captures.joined(separator: ", "))]", parameter]
      .compactMap { $0 }.joined(separator: " ")
    return signature.isEmpty ? "{ \(body) }" : "{ \(signature) in \(body) }"
  }

  /// The target's capture (if one is needed) and how the body names the target.
  private var captureAndReceiver: (String?, String) {
    let written = target.trimmedDescription
    let isName = target.is(DeclReferenceExprSyntax.self)
    switch (capture, written == "self", isName) {
    case (.weak, true, _): return ("weak self", "self?")
    case (.weak, false, true): return ("weak \(written)", "\(written)?")
    case (.weak, false, false): return ("weak target = \(written)", "target?")
    case (.strong, true, _): return (nil, "self")
    case (.strong, false, true): return (written, written)
    case (.strong, false, false): return ("target = \(written)", "target")
    }
  }
}
