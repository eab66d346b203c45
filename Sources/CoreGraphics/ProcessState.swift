import Synchronization

/// The process-wide state that tests and hosts change, and the one way to put it all back.
///
/// Every singleton and static that a test or a host may change joins this registry where it
/// is made: a singleton registers its reset in its initializer, and a static stored property
/// is declared with ``ProcessWide`` (or ``ProcessWideWeak``). `UIApplication.resetForTesting()`
/// then resets everything with ``resetAll()``, so a new piece of state cannot be forgotten in a
/// list kept elsewhere. State that was never made needs no reset, which is why joining happens
/// on creation.
package enum ProcessState {
  private static let resets = Mutex<[@Sendable () -> Void]>([])

  /// Adds `reset`, which puts one piece of state back as a fresh launch has it. It runs on
  /// the main actor, where ``resetAll()`` runs.
  package static func register(_ reset: @escaping @MainActor () -> Void) {
    resets.withLock { $0.append { MainActor.assumeIsolated { reset() } } }
  }

  /// Runs every registered reset, oldest first.
  @MainActor package static func resetAll() {
    for reset in resets.withLock({ $0 }) { reset() }
  }
}

/// A static stored property that goes back to its initial value when the process state is
/// reset for a test (see ``ProcessState``). It joins the registry the first time it is used.
@MainActor @propertyWrapper
package final class ProcessWide<Value> {
  private let initialValue: Value
  /// The current value.
  package var wrappedValue: Value

  package init(wrappedValue: Value) {
    initialValue = wrappedValue
    self.wrappedValue = wrappedValue
    ProcessState.register { [unowned self] in self.wrappedValue = self.initialValue }
  }
}

/// A static weak reference that goes back to `nil` when the process state is reset for a
/// test (see ``ProcessState``), such as the first responder.
@MainActor @propertyWrapper
package final class ProcessWideWeak<Object: AnyObject> {
  private weak var object: Object?

  /// The object, not retained.
  package var wrappedValue: Object? {
    get { object }
    set { object = newValue }
  }

  package init(wrappedValue: Object?) {
    object = wrappedValue
    ProcessState.register { [unowned self] in self.object = nil }
  }
}
