import Synchronization

/// The values associated with objects, keyed weakly by the object: what the Objective-C runtime
/// keeps in each object's side table.
///
/// Swift on Linux has no hook for an object's deallocation, so an entry whose object is gone is
/// swept away the next time any association is set. Until then its values stay alive but can no
/// longer be read: a new object at the same address is a different key, since the entry checks
/// that its weakly held object is the one asked about.
final class AssociationTable: Sendable {
  static let shared = AssociationTable()

  private struct Entry {
    weak var object: AnyObject?
    var values: [UnsafeRawPointer: Held]
  }

  private enum Held {
    case strong(Any)
    case weak(WeakValue)

    var value: Any? {
      switch self {
      case .strong(let value): value
      case .weak(let box): box.value
      }
    }
  }

  private final class WeakValue {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
  }

  private struct State: @unchecked Sendable {
    // Unchecked: entries hold `Any` values, which the mutex alone reads and writes, and raw
    // pointers used only as keys.
    var entries: [ObjectIdentifier: Entry] = [:]
  }

  private let state = Mutex(State())

  /// What leaves the lock: the table's values cross no isolation boundary (every caller is on
  /// the thread that asked), but the compiler cannot tell `Any` apart from a shared value.
  private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
  }

  /// The value associated with `object` under `key`, if it is still alive.
  func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
    state.withLock { state -> Unchecked<Any?> in
      guard let entry = state.entries[ObjectIdentifier(object)], entry.object === object else {
        return Unchecked(value: nil)
      }
      return Unchecked(value: entry.values[key]?.value)
    }.value
  }

  /// Associates `value` with `object` under `key`, held as `policy` says; `nil` removes it.
  func set(
    _ value: Any?, of object: AnyObject, for key: UnsafeRawPointer, policy: objc_AssociationPolicy
  ) {
    let held = value.map { value -> Held in
      policy == .OBJC_ASSOCIATION_ASSIGN && type(of: value) is AnyClass
        ? .weak(WeakValue(value as AnyObject)) : .strong(value)
    }
    let released = state.withLock { state -> Unchecked<(replaced: Held?, swept: [Entry])> in
      let id = ObjectIdentifier(object)
      var entry = state.entries[id]
      if entry?.object !== object { entry = Entry(object: object, values: [:]) }
      let replaced = entry?.values.removeValue(forKey: key)
      entry?.values[key] = held
      state.entries[id] = entry
      let swept = state.entries.filter { $0.value.object == nil }
      for id in swept.keys { state.entries[id] = nil }
      return Unchecked(value: (replaced, Array(swept.values)))
    }
    // Released here, outside the lock: a value's deinit may set associations of its own.
    withExtendedLifetime(released) {}
  }

  /// Removes every value associated with `object`.
  func removeAll(of object: AnyObject) {
    let removed = state.withLock { state -> Unchecked<Entry?> in
      let id = ObjectIdentifier(object)
      guard state.entries[id]?.object === object else { return Unchecked(value: nil) }
      return Unchecked(value: state.entries.removeValue(forKey: id))
    }
    withExtendedLifetime(removed) {}
  }
}
