/// Groups layer changes and sets how they animate, as Core Animation's `CATransaction`.
///
/// Matches Core Animation: `begin()` and `commit()` nest; inside, free-standing layers animate
/// their changes implicitly with ``animationDuration()`` (0.25 s by default) and
/// ``animationTimingFunction()`` unless ``disableActions()``; the completion block runs once
/// every animation added during the transaction has ended (at the end of a frame). Changes made
/// outside `begin()` belong to an implicit transaction committed at the end of the frame.
@preconcurrency @MainActor
open class CATransaction {
  @MainActor
  private final class Scope {
    var duration: TimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    var completion: (() -> Void)?
    var values: [String: Any] = [:]
    /// Runs the completion once the transaction is closed and its animations have ended. It
    /// holds the scope until then; firing releases both.
    lazy var transaction = AnimationTransaction { _ in self.completion?() }
  }

  @ProcessWide private static var scopes: [Scope] = []
  @ProcessWide private static var implicitScope: Scope? = nil

  /// Matches Core Animation: starts a nested transaction.
  public class func begin() {
    scopes.append(Scope())
  }

  /// Matches Core Animation: ends the innermost transaction; its completion waits for its
  /// animations. Unbalanced calls are ignored.
  public class func commit() {
    guard let scope = scopes.popLast() else { return }
    finish(scope)
  }

  /// Matches Core Animation: commits the implicit transaction now.
  public class func flush() {
    if let scope = implicitScope {
      implicitScope = nil
      finish(scope)
    }
  }

  /// Matches Core Animation: the duration of implicit animations, 0.25 s unless set.
  public class func animationDuration() -> TimeInterval {
    allScopes.lazy.compactMap(\.duration).first ?? 0.25
  }

  /// Matches Core Animation: sets the duration of implicit animations in this transaction.
  public class func setAnimationDuration(_ dur: TimeInterval) {
    current.duration = dur
  }

  /// Matches Core Animation: the curve of implicit animations; `nil` means the default curve.
  public class func animationTimingFunction() -> CAMediaTimingFunction? {
    allScopes.lazy.compactMap(\.timingFunction).first
  }

  /// Matches Core Animation: sets the curve of implicit animations in this transaction.
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    current.timingFunction = function
  }

  /// Matches Core Animation: whether implicit animations are turned off.
  public class func disableActions() -> Bool {
    allScopes.lazy.compactMap(\.disableActions).first ?? false
  }

  /// Matches Core Animation: turns implicit animations off (or on) in this transaction.
  public class func setDisableActions(_ flag: Bool) {
    current.disableActions = flag
  }

  /// Matches Core Animation: the completion block of this transaction.
  public class func completionBlock() -> (() -> Void)? {
    current.completion
  }

  /// Matches Core Animation: runs `block` once every animation added to this transaction from
  /// now on has ended, or at the end of the frame if there are none.
  public class func setCompletionBlock(_ block: (() -> Void)?) {
    current.completion = block
  }

  /// Matches Core Animation: a value stored in the transaction by key.
  public class func value(forKey key: String) -> Any? {
    allScopes.lazy.compactMap { $0.values[key] }.first
  }

  /// Matches Core Animation: stores a value in this transaction by key.
  public class func setValue(_ anObject: Any?, forKey key: String) {
    current.values[key] = anObject
  }

  /// The transaction that animations added now belong to.
  static var currentAnimationTransaction: AnimationTransaction { current.transaction }

  private static var allScopes: [Scope] {
    scopes.reversed() + (implicitScope.map { [$0] } ?? [])
  }

  /// The innermost explicit transaction, or the implicit one (begun now if needed).
  private static var current: Scope {
    if let scope = scopes.last { return scope }
    if let scope = implicitScope { return scope }
    let scope = Scope()
    implicitScope = scope
    MediaClock.shared.deferToEndOfFrame { flush() }
    MediaClock.shared.setNeedsFrame()
    return scope
  }

  /// Closes the scope's animation transaction so that its completion can run. A scope with no
  /// completion has nothing to wait for: it is released here, not kept with work queued for the
  /// end of the frame (a scroll view commits one such transaction per offset change, and code
  /// that moves it many times between frames would otherwise pile them up).
  private static func finish(_ scope: Scope) {
    guard scope.completion != nil else { return }
    scope.transaction.close()
  }
}
