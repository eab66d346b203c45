import Synchronization

extension NSLayoutConstraint {
  /// What a constraint's description shows that is not fixed when it is made.
  ///
  /// It lives under the constraint's lock, not on the main actor: a description must be safe
  /// from any thread, since loggers and crash reporters print from background queues, and
  /// `print(constraint)` compiles anywhere.
  struct Described: Sendable {
    /// How the description names the first item; a guide's name follows its identifier.
    var first: DescribedName
    var second: DescribedName?
    var constant: CGFloat
    var priority = UILayoutPriority.required
    var identifier: String?
    var isActive = false
  }

  /// One value of the described state, read under the lock.
  ///
  /// Nonisolated, so the closure handed to the lock is not a main-actor one: those check their
  /// executor each time they run, and activation reads every constraint's constant.
  nonisolated func described<Value: Sendable>(
    _ keyPath: any KeyPath<Described, Value> & Sendable
  ) -> Value {
    described.withLock { $0[keyPath: keyPath] }
  }

  /// Changes one value of the described state under the lock (nonisolated, as for reading).
  nonisolated func setDescribed<Value: Sendable>(
    _ keyPath: any WritableKeyPath<Described, Value> & Sendable, _ value: Value
  ) {
    described.withLock { $0[keyPath: keyPath] = value }
  }

  /// What ``description`` returns, from any thread.
  nonisolated var describedText: String {
    let state = described.withLock { $0 }
    var text = "<NSLayoutConstraint:\(ObjectIdentifier(self).debugAddress) "
    if let identifier = state.identifier { text += "'\(identifier)' " }
    text += "\(state.first.text).\(firstAttribute.name) \(relation.symbol) "
    if let second = state.second {
      text += "\(second.text).\(secondAttribute.name)"
      if multiplier != 1 { text += " * \(Self.format(multiplier))" }
      let constant = state.constant
      if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
    } else {
      text += Self.format(state.constant)
    }
    if state.priority != .required { text += " @\(Int(state.priority.rawValue))" }
    text += state.isActive ? "   (active)>" : "   (inactive)>"
    return text
  }

  /// How a description names an item.
  ///
  /// A view by its class and address, which never change, kept as values and formatted only
  /// when a description asks: most constraints are never described, and formatting the address
  /// (or making a closure for it) cost as much as activating the constraint. A layout guide by
  /// its identifier as it is when described.
  enum DescribedName: Sendable {
    case object(any AnyObject.Type, ObjectIdentifier)
    case guide(@Sendable () -> String)

    var text: String {
      switch self {
      case .object(let type, let id): "\(type):\(id.debugAddress)"
      case .guide(let name): name()
      }
    }
  }

  /// How descriptions name `item` (see `DescribedName`).
  nonisolated static func describedName(of item: AnyObject) -> DescribedName {
    if let guide = item as? UILayoutGuide {
      return .guide { [weak guide] in guide.map { "'\($0.describedIdentifier)'" } ?? "nil" }
    }
    return .object(type(of: item), ObjectIdentifier(item))
  }

  /// A number as UIKit's descriptions print it: whole numbers without a fraction.
  nonisolated static func format(_ value: CGFloat) -> String {
    // Past 1e15 a whole number no longer fits an Int (a storyboard can say 9223372036854775807,
    // a size `.greatestFiniteMagnitude`), and infinity and NaN never do.
    guard abs(value) < 1e15 else { return String(format: "%g", Double(value)) }
    return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}
